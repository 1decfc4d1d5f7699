import { parseConfigurationQuery } from "@shared/quotes/configuration-admin";
import { useLocation, useNavigation } from "react-router";
import { z } from "zod";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { QuoteQuestionsCard } from "~/features/quote-questions/quote-questions-card";
import { ConfigurationDetailView } from "~/features/quotes/versions/configuration-detail";
import { ConfigurationList } from "~/features/quotes/versions/configuration-list";
import { configurationKeys } from "~/features/quotes/versions/use-configurations";
import { querySeed, unlessSearchOnly } from "~/lib/query-seed";
import type { Route } from "./+types/service-configurations";

export const meta: Route.MetaFunction = () => [
  { title: "Service configurations | Sentinel Forge admin" },
];

/**
 * Decision 056: the list's first page, or the open configuration (`?id=`), comes with the
 * page, read by the API route's own read function, and seeds that view's query. An id with
 * no quote (or not a uuid) seeds nothing: the query asks and shows the API's 4xx as before.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const id = params.get("id");
  if (id) {
    const detail = z.uuid().safeParse(id).success
      ? await context.reads.configurationDetail(id)
      : null;
    return {
      list: null,
      detail: detail ? querySeed(configurationKeys.detail(id), detail) : null,
    };
  }
  const query = parseConfigurationQuery(params);
  const list = await context.reads.configurationList(query);
  return { list: querySeed(configurationKeys.list(query), list), detail: null };
}

export const shouldRevalidate = unlessSearchOnly;

/**
 * The URL's query, or the one being navigated to on this page: a filter, sort or row shows
 * its outcome (and starts its request) at once, not after the loader's round trip.
 */
function usePendingSearchParams(): URLSearchParams {
  const location = useLocation();
  const pending = useNavigation().location;
  const search =
    pending && pending.pathname === location.pathname ? pending.search : location.search;
  return new URLSearchParams(search);
}

/**
 * Seed 001 §2 Service configurations (issue 11): every quote saved in the Service Builder,
 * its versions, discounts and share links. The list's filters and the open configuration
 * (`?id=`) live in the URL, so the back button and shared links work.
 */
export default function ServiceConfigurationsPage({ loaderData }: Route.ComponentProps) {
  const params = usePendingSearchParams();
  const query = parseConfigurationQuery(params);
  const id = params.get("id");
  return (
    <>
      <PageHeader
        title="Service configurations"
        description="Quotes saved in the Service Builder, per prospect: their versions, staff discounts, share links and the prospect's answer."
      />
      {id ? (
        <>
          <ConfigurationDetailView key={id} id={id} seed={loaderData.detail} />
          <QuoteQuestionsCard key={`questions-${id}`} configurationId={id} />
        </>
      ) : (
        <ConfigurationList query={query} seed={loaderData.list} />
      )}
    </>
  );
}
