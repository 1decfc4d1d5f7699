import type { BlogPost } from "@shared/blog/blog-post";
import { Link } from "react-router";
import { formatLongDate } from "~/lib/format-date";
import { postPath } from "~/lib/post-path";
import { PostCover, PostTags } from "./post-parts";

/** Up to three other articles, linked to their pages (the end of an article page). */
export function RelatedPosts({ posts }: { posts: BlogPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="border-t border-border bg-surface/50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
          Keep reading
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface transition-colors hover:border-primary/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
                <PostCover
                  post={post}
                  className="aspect-[2/1] w-full object-cover"
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <PostTags post={post} />
                  <h3 className="leading-snug font-semibold tracking-tight group-hover:text-primary">
                    <Link
                      to={postPath(post)}
                      className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                    >
                      {post.title}
                    </Link>
                  </h3>
                  <p className="mt-auto text-sm text-muted">
                    <time dateTime={post.publishedOn}>{formatLongDate(post.publishedOn)}</time>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
