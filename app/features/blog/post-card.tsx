import type { BlogPost } from "@shared/blog/blog-post";
import { ArrowRight } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { revealStyle } from "~/components/landing/use-reveal";
import { AuthorByline, PostCover, PostTags } from "./post-parts";

interface PostCardProps {
  post: BlogPost;
  index: number;
  onOpen(): void;
  onIntent(): void;
  /**
   * The post's own page. The title then becomes a link to it that opens the modal on a plain
   * click (a new tab, or no JavaScript yet, still gets the page), and a second link leads there.
   */
  href?: string;
}

const titleClasses =
  "text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-primary";

/** Only an unmodified primary click opens the modal; the others keep the link's behaviour. */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A non-featured post; the whole card opens the post (the title control stretches over it). */
export function PostCard({ post, index, onOpen, onIntent, href }: PostCardProps) {
  const intent = { onPointerEnter: onIntent, onFocus: onIntent };
  return (
    <li style={revealStyle(index)} className="reveal-item">
      <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface transition-[transform,border-color] duration-300 hover:-translate-y-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring hover:border-primary/50">
        <PostCover
          post={post}
          className="aspect-video w-full object-cover"
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        />
        <div className="flex flex-1 flex-col p-6">
          <PostTags post={post} />
          <h3 className="mt-4 text-lg leading-snug font-semibold tracking-tight">
            {href ? (
              <a
                href={href}
                aria-haspopup="dialog"
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  onOpen();
                }}
                {...intent}
                className={titleClasses}
              >
                {post.title}
              </a>
            ) : (
              <button type="button" onClick={onOpen} {...intent} className={titleClasses}>
                {post.title}
              </button>
            )}
          </h3>
          <p className="mt-3 line-clamp-3 flex-1 text-sm leading-relaxed text-muted">
            {post.excerpt}
          </p>
          <div className="mt-6 flex items-end justify-between gap-4">
            <AuthorByline post={post} />
            {href ? (
              <Link
                to={href}
                aria-label={`Full article: ${post.title}`}
                className="relative z-10 inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-medium text-primary hover:underline"
              >
                Full article
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            ) : null}
          </div>
        </div>
      </article>
    </li>
  );
}
