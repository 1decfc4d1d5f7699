import { ArrowLeft, ArrowRight } from "lucide-react";
import { data, Link } from "react-router";
import { NotFoundCard } from "~/components/not-found-card";
import { buttonClasses } from "~/components/ui/button";
import { loadArticle } from "~/features/blog/load-article.server";
import { LearnMore, PostSections, PublishedLine } from "~/features/blog/post-body";
import { AuthorByline, PostCover, PostTags } from "~/features/blog/post-parts";
import { RelatedPosts } from "~/features/blog/related-posts";
import { articleMeta } from "~/features/seo/blog-seo";
import { PageHero } from "~/features/site/page-hero";
import type { Route } from "./+types/blog-post";
import { companyFromMatches } from "./layout";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? articleMeta(loaderData.siteUrl, companyFromMatches(matches), loaderData.post)
    : [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

/** An unknown slug is the 404 card with HTTP status 404, inside the site's header and footer. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await loadArticle(context.repositories, params.slug);
  if (!article) return data(null, { status: 404 });
  return { siteUrl: context.siteUrl, ...article };
}

function BackToBlog() {
  return (
    <Link to="/blog" className="inline-flex items-center gap-1.5 rounded-md hover:underline">
      <ArrowLeft aria-hidden className="size-3.5" />
      All articles
    </Link>
  );
}

/** Seed 000 §2: the post modal's content as a page of its own, server-rendered. */
export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFoundCard />;
  const { post, related } = loaderData;
  return (
    <div data-page="article">
      <article>
        <PageHero narrow eyebrow={<BackToBlog />} title={post.title} lead={post.excerpt}>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-6">
            <AuthorByline post={post} withTitle />
            <PostTags post={post} />
          </div>
        </PageHero>
        <div className="mx-auto grid max-w-3xl gap-10 px-4 pb-20 sm:px-6 lg:px-8">
          <PostCover
            post={post}
            priority
            className="aspect-video w-full rounded-2xl border border-border object-cover"
          />
          <PostSections post={post} level={2} />
          <LearnMore
            level={2}
            action={
              <Link to="/#contact" className={buttonClasses({ className: "shrink-0" })}>
                Schedule a Consultation
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            }
          />
          <PublishedLine post={post}>
            <BackToBlog />
          </PublishedLine>
        </div>
      </article>
      <RelatedPosts posts={related} />
    </div>
  );
}
