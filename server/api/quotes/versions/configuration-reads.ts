import { type Envelope, paginationFor } from "@shared/api/envelope";
import type { ConfigurationQuery, ConfigurationRow } from "@shared/quotes/configuration-admin";
import { ok } from "../../../http/envelope";
import type { createConfigurationQueries } from "./configuration-queries";

type ConfigurationQueries = ReturnType<typeof createConfigurationQueries>;

/**
 * GET /api/admin/configurations' answer, read once for the API route and the staff page's
 * loader (decision 056): the first paint and every refetch are the same query.
 */
export async function readConfigurationList(
  queries: Pick<ConfigurationQueries, "list">,
  query: ConfigurationQuery,
): Promise<Envelope<ConfigurationRow[]>> {
  const { items, total } = await queries.list(query);
  return ok(items, { pagination: paginationFor(query.page, query.limit, total) });
}
