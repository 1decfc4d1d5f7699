import { data, redirect } from "react-router";
import { NotFoundCard } from "~/components/not-found-card";
import { ArticleView } from "~/features/blog/article-view";
import { loadArticle } from "~/features/blog/load-article.server";
import { RelatedPosts } from "~/features/blog/related-posts";
import { articleMeta } from "~/features/seo/blog-seo";
import type { Route } from "./+types/blog-post";
import { companyFromMatches } from "./layout";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? articleMeta(loaderData.siteUrl, companyFromMatches(matches), loaderData.post)
    : [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

/**
 * An unknown slug is the 404 card with HTTP status 404, inside the site's header and footer;
 * the old slug of a renamed post answers 301 to its current one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await loadArticle(context.repositories, params.slug);
  if (!article) {
    const slug = await context.repositories.blogPosts.findRedirect(params.slug);
    if (slug) throw redirect(`/blog/${slug}`, 301);
    return data(null, { status: 404 });
  }
  return { siteUrl: context.siteUrl, ...article };
}

/** Seed 000 §2: the post modal's content as a page of its own, server-rendered. */
export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFoundCard />;
  const { post, bodyHtml, related } = loaderData;
  return (
    <div data-page="article">
      <ArticleView post={post} bodyHtml={bodyHtml} />
      <RelatedPosts posts={related} />
    </div>
  );
}
