import type { BlogPost } from "@shared/blog/blog-post";
import { imageSources } from "@shared/media/media-url";
import { cn } from "~/lib/cn";
import { formatLongDate } from "~/lib/format-date";
import { postTags } from "~/lib/post-tags";

/**
 * The post's cover image with the writer's alt text (none: decorative, the title says what it
 * is), its size set so nothing moves when it arrives, and lazy unless it is the first thing on
 * the page. `sizes` is the width it is shown at, so the browser fetches no larger variant.
 */
export function PostCover({
  post,
  className,
  priority = false,
  sizes = "(min-width: 1024px) 50vw, 100vw",
}: {
  post: BlogPost;
  className: string;
  priority?: boolean;
  sizes?: string;
}) {
  return (
    <img
      {...imageSources(post.image, sizes)}
      alt={post.imageAlt}
      width={800}
      height={450}
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
      className={className}
    />
  );
}

export function PostTags({ post, className }: { post: BlogPost; className?: string }) {
  return (
    <ul aria-label="Tags" className={cn("flex flex-wrap gap-2", className)}>
      {postTags(post).map((tag) => (
        <li
          key={tag.name}
          className={cn(
            "rounded-full px-2.5 py-1 text-xs font-semibold",
            tag.primary ? "bg-primary-soft text-primary" : "bg-surface-2 text-muted",
          )}
        >
          {tag.name}
        </li>
      ))}
    </ul>
  );
}

interface AuthorBylineProps {
  post: BlogPost;
  /** The article page names the author's role too and shows a larger avatar. */
  withTitle?: boolean;
}

export function AuthorByline({ post, withTitle = false }: AuthorBylineProps) {
  const date = <time dateTime={post.publishedOn}>{formatLongDate(post.publishedOn)}</time>;
  return (
    <div className="flex items-center gap-3">
      {/* A staff-written post may have no avatar yet: no empty image then. */}
      {post.author.avatar ? (
        <img
          {...imageSources(post.author.avatar, withTitle ? "48px" : "40px")}
          alt=""
          width={withTitle ? 48 : 40}
          height={withTitle ? 48 : 40}
          loading={withTitle ? "eager" : "lazy"}
          className={cn("rounded-full", withTitle ? "size-12" : "size-10")}
        />
      ) : null}
      <div className="text-sm">
        <p className="font-semibold">{post.author.name}</p>
        {withTitle ? (
          <p className="text-muted">
            {post.author.title ? <>{post.author.title} · </> : null}
            {date}
          </p>
        ) : (
          <p className="text-muted">{date}</p>
        )}
      </div>
    </div>
  );
}
