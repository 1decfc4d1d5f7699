import { data } from "react-router";
import { NotFoundCard } from "~/components/not-found-card";
import { topicForSlug } from "~/features/security-insights/insight-topics";
import { TopicPage } from "~/features/security-insights/topic-page";
import { titledPageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/service-topic";
import { companyFromMatches, useCompany } from "./layout";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const topic = loaderData ? topicForSlug(loaderData.slug) : undefined;
  if (!loaderData || !topic)
    return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
  return titledPageMeta({
    siteUrl: loaderData.siteUrl,
    path: topic.ctaLink,
    title: `${topic.title} Services`,
    description: topic.description,
    company: companyFromMatches(matches),
  });
};

/** An unknown topic is the 404 card with HTTP status 404, inside the site's header and footer. */
export function loader({ params, context }: Route.LoaderArgs) {
  if (!topicForSlug(params.topic)) return data(null, { status: 404 });
  return { siteUrl: context.siteUrl, slug: params.topic };
}

/** Seed 000 §2: the page each security-insight topic links to ('/services/{topic}'). */
export default function ServiceTopic({ loaderData }: Route.ComponentProps) {
  const company = useCompany();
  const topic = loaderData ? topicForSlug(loaderData.slug) : undefined;
  if (!topic) return <NotFoundCard />;
  return <TopicPage topic={topic} companyName={company.name} />;
}
