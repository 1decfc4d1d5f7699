import type { CompanyProfile } from "@shared/settings/company-profile";
import { Outlet, useRouteLoaderData } from "react-router";
import { island } from "~/features/landing/island";
import { SiteHeader } from "~/features/site/site-header";
import type { Route } from "./+types/layout";

// Issue 12: the footer is rendered on the server with every page, but its code loads and it
// hydrates only once it nears the viewport or is used (island.tsx): the largest part of the
// page hydrated up front, and on a phone a long scroll away.
const SiteFooter = island("[data-site-footer]", () =>
  import("~/features/site/site-footer").then((m) => m.SiteFooter),
);

/** Route id other public pages use to read the company profile (useRouteLoaderData). */
export const PUBLIC_LAYOUT_ID = "routes/public/layout";

export async function loader({ context }: Route.LoaderArgs) {
  return { company: await context.repositories.companyProfile.get() };
}

type LayoutData = Awaited<ReturnType<typeof loader>>;

/** The company profile from a child page's meta() matches (meta has no useRouteLoaderData). */
export function companyFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): CompanyProfile | undefined {
  const layout = matches.find((match) => match?.id === PUBLIC_LAYOUT_ID);
  return (layout?.loaderData as LayoutData | undefined)?.company;
}

/** The company profile inside a public page (the layout always loads it). */
export function useCompany(): CompanyProfile {
  const layout = useRouteLoaderData<typeof loader>(PUBLIC_LAYOUT_ID);
  if (!layout) throw new Error("Public pages must render inside the public layout");
  return layout.company;
}

/** Header and footer of every public page. Pages start below the 64 px fixed header. */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-lg bg-primary px-4 py-2 font-semibold text-primary-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader companyName={loaderData.company.name} />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter company={loaderData.company} />
    </>
  );
}
