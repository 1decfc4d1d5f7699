import { ErrorBoundary } from "~/components/error-boundary";
import { BLOG_CARDS, FEATURED_SLIDES_MAX, pickLandingPosts } from "~/features/blog/landing-posts";
import { HeroSection } from "~/features/hero/hero-section";
import { island } from "~/features/landing/island";
import { loadPricingSection } from "~/features/pricing/load-pricing-section.server";
import { landingMeta } from "~/features/seo/landing-seo";
import type { Route } from "./+types/home";
import { companyFromMatches, useCompany } from "./layout";

// Issue 12: below the hero, every section is server-rendered with the page but brings its code
// only when it nears the viewport or is used (island.tsx).
const ServicesSection = island("#services", () =>
  import("~/features/services/services-section").then((m) => m.ServicesSection),
);
const AiEdgeSection = island("#ai-edge", () =>
  import("~/features/ai-edge/ai-edge-section").then((m) => m.AiEdgeSection),
);
const CaseStudiesSection = island("#case-studies", () =>
  import("~/features/case-studies/case-studies-section").then((m) => m.CaseStudiesSection),
);
const PricingSection = island(
  "#pricing",
  () => import("~/features/pricing/pricing-section").then((m) => m.PricingSection),
  { withQuery: true },
);
const InsightsSection = island("#security-insights", () =>
  import("~/features/security-insights/insights-section").then((m) => m.InsightsSection),
);
const LatestInsightsSection = island("#blog", () =>
  import("~/features/blog/latest-insights-section").then((m) => m.LatestInsightsSection),
);
const ContactSection = island(
  "#contact",
  () => import("~/features/contact/contact-section").then((m) => m.ContactSection),
  { withQuery: true },
);
const ChatWidget = island("[data-chat-widget]", () =>
  import("~/features/chat-widget/chat-widget").then((m) => m.ChatWidget),
);
const sections = [
  ServicesSection,
  AiEdgeSection,
  CaseStudiesSection,
  PricingSection,
  InsightsSection,
  LatestInsightsSection,
  ContactSection,
  ChatWidget,
];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  landingMeta(loaderData?.siteUrl ?? "", companyFromMatches(matches));

export async function loader({ context }: Route.LoaderArgs) {
  const { blogPosts, caseStudies } = context.repositories;
  const [featured, others, studies, pricing] = await Promise.all([
    blogPosts.listPublished({ featured: true, limit: FEATURED_SLIDES_MAX, offset: 0 }),
    blogPosts.listPublished({
      featured: false,
      limit: FEATURED_SLIDES_MAX + BLOG_CARDS,
      offset: 0,
    }),
    caseStudies.listPublished(),
    loadPricingSection(context.repositories),
  ]);
  return {
    siteUrl: context.siteUrl,
    posts: pickLandingPosts(featured.items, others.items),
    caseStudies: studies,
    pricing,
  };
}

/** A client-side navigation to the landing page brings the sections' code with the data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    ...sections.map((section) => section.preload()),
  ]);
  return data;
}

/** Seed 000 §2: the landing page, sections in order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const company = useCompany();
  return (
    <div data-page="landing">
      {/* A crash stays inside its section; the rest of the page keeps working. */}
      <ErrorBoundary name="Hero">
        <HeroSection />
      </ErrorBoundary>
      <ErrorBoundary name="Services">
        <ServicesSection />
      </ErrorBoundary>
      <ErrorBoundary name="AI Edge">
        <AiEdgeSection />
      </ErrorBoundary>
      <ErrorBoundary name="Case Studies">
        <CaseStudiesSection caseStudies={loaderData.caseStudies} />
      </ErrorBoundary>
      <ErrorBoundary name="Pricing">
        <PricingSection data={loaderData.pricing} />
      </ErrorBoundary>
      <ErrorBoundary name="Security Insights">
        <InsightsSection companyName={company.name} />
      </ErrorBoundary>
      <ErrorBoundary name="Latest Insights">
        <LatestInsightsSection posts={loaderData.posts} />
      </ErrorBoundary>
      <ErrorBoundary name="Contact">
        <ContactSection company={company} />
      </ErrorBoundary>
      {/* A floating extra: if it fails, the error is logged and nothing is shown. */}
      <ErrorBoundary name="Chat" fallback={null}>
        <ChatWidget phone={company.phone} />
      </ErrorBoundary>
    </div>
  );
}
