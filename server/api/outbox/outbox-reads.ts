import type { Envelope } from "@shared/api/envelope";
import { paginationFor } from "@shared/api/pagination";
import {
  type OutboxFilter,
  type OutboxList,
  type OutboxQuery,
  outboxQuerySchema,
} from "@shared/outbox/outbox-api";
import { ok } from "../../http/envelope";
import type { OutboxRepository } from "./outbox-repository";

/**
 * GET /api/admin/outbox's answer, read once for the API route and the page's loader
 * (decision 056), so the first paint and every refetch are the same query.
 */
export async function readOutboxList(
  outbox: Pick<OutboxRepository, "list">,
  smtpConfigured: boolean,
  filter: OutboxQuery | OutboxFilter,
): Promise<Envelope<OutboxList>> {
  const query = outboxQuerySchema.parse(filter);
  const { messages, total } = await outbox.list(query);
  return ok(
    { smtpConfigured, messages },
    { pagination: paginationFor(query.page, query.limit, total) },
  );
}
