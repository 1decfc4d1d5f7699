import type { BlogPost } from "@shared/blog/blog-post";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/landing/page-hero";
import { MarkdownBody } from "~/components/markdown-body";
import { buttonClasses } from "~/components/ui/button";
import { LearnMore, PostSections, PublishedLine } from "./post-body";
import { AuthorByline, PostCover, PostTags } from "./post-parts";

function BackToBlog() {
  return (
    <Link to="/blog" className="inline-flex items-center gap-1.5 rounded-md hover:underline">
      <ArrowLeft aria-hidden className="size-3.5" />
      All articles
    </Link>
  );
}

/**
 * Seed 000 §2: a post as its own page: the public /blog/{slug} and the staff preview share
 * this markup, so the preview shows exactly what readers will see. `bodyHtml` is the body
 * rendered by renderMarkdown.
 */
export function ArticleView({ post, bodyHtml }: { post: BlogPost; bodyHtml: string }) {
  return (
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
        <MarkdownBody html={bodyHtml} />
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
  );
}
