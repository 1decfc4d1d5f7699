import { ErrorBoundary } from "~/components/error-boundary";
import { AiEdgeSection } from "~/features/ai-edge/ai-edge-section";
import { BLOG_CARDS, FEATURED_SLIDES_MAX, pickLandingPosts } from "~/features/blog/landing-posts";
import { LatestInsightsSection } from "~/features/blog/latest-insights-section";
import { CaseStudiesSection } from "~/features/case-studies/case-studies-section";
import { ChatWidget } from "~/features/chat-widget/chat-widget";
import { ContactSection } from "~/features/contact/contact-section";
import { HeroSection } from "~/features/hero/hero-section";
import { loadPricingSection } from "~/features/pricing/load-pricing-section.server";
import { PricingSection } from "~/features/pricing/pricing-section";
import { InsightsSection } from "~/features/security-insights/insights-section";
import { landingMeta } from "~/features/seo/landing-seo";
import { ServicesSection } from "~/features/services/services-section";
import type { Route } from "./+types/home";
import { companyFromMatches, useCompany } from "./layout";
import "~/features/landing/landing.css";

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
