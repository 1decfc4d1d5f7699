import type { Pagination } from "@shared/api/envelope";
import { paginationFor } from "@shared/api/pagination";
import type { ComparisonDetail, ComparisonSummary } from "@shared/quotes/comparison";
import { GitCompare, Plus, Search } from "lucide-react";
import {
  Form,
  Link,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
  useNavigation,
} from "react-router";
import { ListPager } from "~/components/admin/list-pager";
import { Button, buttonClasses } from "~/components/ui/button";
import { EmptyState, ShowAllLink } from "~/components/ui/empty-state";
import { inputClasses } from "~/components/ui/field";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { ComparisonEditor } from "~/features/quotes/comparisons/comparison-editor";
import { ComparisonsList } from "~/features/quotes/comparisons/comparisons-list";
import type { PickedConfiguration } from "~/features/quotes/comparisons/configuration-search";
import { slotsFromSaved, startingSlots } from "~/features/quotes/comparisons/editor-state";
import { BackLink } from "~/features/quotes/comparisons/page-parts";
import { parseComparisonPageView, viewKey } from "~/features/quotes/comparisons/page-view";
import { LIST_PATH, SavedComparison } from "~/features/quotes/comparisons/saved-comparison";
import { SideBySideSkeleton } from "~/features/quotes/comparisons/side-by-side";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/quote-comparisons";

export const meta: Route.MetaFunction = ({ data }) => {
  const title =
    data?.mode === "view" || data?.mode === "edit"
      ? data.detail.comparison.name
      : data?.mode === "new"
        ? "New comparison"
        : "Quote comparisons";
  return [{ title: `${title} | Sentinel Forge admin` }];
};

type PageData =
  | { mode: "missing" }
  | { mode: "new" }
  | { mode: "list"; q: string; comparisons: ComparisonSummary[]; pagination: Pagination }
  | { mode: "view"; detail: ComparisonDetail }
  | { mode: "edit"; detail: ComparisonDetail; known: Record<string, PickedConfiguration> };

export async function loader({ request, context }: Route.LoaderArgs): Promise<PageData> {
  requireAdmin(request, context);
  const view = parseComparisonPageView(new URL(request.url).searchParams);
  const { comparisons, configurations } = context.repositories;
  if (view === null) return { mode: "missing" };
  if (view.mode === "new") return { mode: "new" };
  if (view.mode === "list") {
    const { items, total } = await comparisons.list(view.query);
    return {
      mode: "list",
      q: view.query.q ?? "",
      comparisons: items,
      pagination: paginationFor(view.query.page, view.query.limit, total),
    };
  }
  const detail = await comparisons.detail(view.id);
  if (!detail) return { mode: "missing" };
  if (view.mode === "view") return { mode: "view", detail };
  // The editor's version lists need each configuration's current version.
  const known: Record<string, PickedConfiguration> = {};
  const { prospect } = detail.comparison;
  for (const item of detail.comparison.items) {
    const configuration = await configurations.get(item.configurationId);
    if (!configuration) continue;
    known[configuration.id] = {
      id: configuration.id,
      name: configuration.name,
      companyName:
        prospect && configuration.prospectId === prospect.id ? prospect.companyName : null,
      currentVersion: configuration.version,
    };
  }
  return { mode: "edit", detail, known };
}

/** Switching location only changes ?location=: the data is already on the page. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.href !== nextUrl.href && viewKey(currentUrl.search) === viewKey(nextUrl.search)) {
    return false;
  }
  return defaultShouldRevalidate;
}

const newComparison = (
  <Link to="?new=1" className={buttonClasses()}>
    <Plus aria-hidden className="size-4" />
    New comparison
  </Link>
);

/** Seed 001 §2 Quote comparisons (issue 11): saved quotes side by side, shared as options. */
export default function QuoteComparisonsPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const opening =
    navigation.state === "loading" &&
    navigation.location.pathname === LIST_PATH &&
    viewKey(navigation.location.search) !== viewKey(location.search);
  const data = loaderData;
  const open = (id: string) => navigate(`?id=${id}`);

  if (data.mode === "missing") {
    return (
      <>
        <PageHeader title="Quote comparisons" />
        <EmptyState
          icon={GitCompare}
          title="This comparison does not exist"
          action={<ShowAllLink to={LIST_PATH}>Show all comparisons</ShowAllLink>}
        >
          It may have been deleted, or the link is incomplete.
        </EmptyState>
      </>
    );
  }

  if (data.mode === "new") {
    return (
      <>
        <BackLink to={LIST_PATH}>All comparisons</BackLink>
        <PageHeader
          title="New comparison"
          description="Pick two to four saved configurations, label them for the prospect, compare them side by side and save the set under a name."
        />
        <ComparisonEditor
          start={{ name: "", slots: startingSlots() }}
          cancelTo={LIST_PATH}
          onSaved={open}
        />
      </>
    );
  }

  if (data.mode === "view" || data.mode === "edit") {
    const { comparison } = data.detail;
    const here = `?id=${comparison.id}`;
    return (
      <>
        <BackLink to={data.mode === "edit" ? here : LIST_PATH}>
          {data.mode === "edit" ? "Back to the comparison" : "All comparisons"}
        </BackLink>
        <PageHeader
          title={data.mode === "edit" ? `Edit ${comparison.name}` : comparison.name}
          description={
            data.mode === "edit"
              ? "Rename it, or change, reorder, add or remove options."
              : "The options side by side, overall and per location."
          }
        />
        {opening ? (
          <SideBySideSkeleton />
        ) : data.mode === "edit" ? (
          <ComparisonEditor
            key={comparison.updatedAt}
            start={{
              id: comparison.id,
              updatedAt: comparison.updatedAt,
              name: comparison.name,
              slots: slotsFromSaved(comparison.items, data.known),
            }}
            cancelTo={here}
            onSaved={open}
          />
        ) : (
          <SavedComparison detail={data.detail} />
        )}
      </>
    );
  }

  const filtered = data.q !== "";
  return (
    <>
      <PageHeader
        title="Quote comparisons"
        description="Saved quotes side by side, overall and per location, with the savings between them; share them with the prospect as one set of options."
        actions={newComparison}
      />
      <Form method="get" role="search" className="mb-5 flex max-w-xl gap-2" preventScrollReset>
        <label className="sr-only" htmlFor="comparison-search">
          Search comparisons
        </label>
        <input
          id="comparison-search"
          name="q"
          type="search"
          defaultValue={data.q}
          placeholder="Search by name or company"
          className={cn(inputClasses, "h-11")}
        />
        <Button type="submit" variant="outline" aria-label="Search">
          <Search aria-hidden className="size-4" />
        </Button>
      </Form>
      {opening ? (
        <SideBySideSkeleton />
      ) : data.comparisons.length > 0 ? (
        <>
          <ComparisonsList comparisons={data.comparisons} />
          <ListPager
            label="Comparison pages"
            pagination={data.pagination}
            noun="comparisons"
            className="mt-4"
          />
        </>
      ) : filtered ? (
        <EmptyState
          icon={GitCompare}
          title="No comparison matches"
          action={<ShowAllLink>Clear search</ShowAllLink>}
        >
          Try other words, or clear the search.
        </EmptyState>
      ) : (
        <EmptyState icon={GitCompare} title="No saved comparison yet" action={newComparison}>
          Choose "New comparison" to put two to four saved configurations side by side, for example
          Essential, Recommended and Complete, then save the set and share it with the prospect.
        </EmptyState>
      )}
    </>
  );
}
