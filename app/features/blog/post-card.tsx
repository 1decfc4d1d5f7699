import type { BlogPost } from "@shared/blog/blog-post";
import { revealStyle } from "~/features/landing/use-reveal";
import { AuthorByline, PostTags } from "./post-parts";

interface PostCardProps {
  post: BlogPost;
  index: number;
  onOpen(): void;
  onIntent(): void;
}

/** A non-featured post; the whole card opens the post (the title button stretches over it). */
export function PostCard({ post, index, onOpen, onIntent }: PostCardProps) {
  return (
    <li style={revealStyle(index)} className="reveal-item">
      <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface transition-[transform,border-color] duration-300 hover:-translate-y-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring hover:border-primary/50">
        <img
          src={post.image}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
        <div className="flex flex-1 flex-col p-6">
          <PostTags post={post} />
          <h3 className="mt-4 text-lg leading-snug font-semibold tracking-tight">
            <button
              type="button"
              onClick={onOpen}
              onPointerEnter={onIntent}
              onFocus={onIntent}
              className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-primary"
            >
              {post.title}
            </button>
          </h3>
          <p className="mt-3 line-clamp-3 flex-1 text-sm leading-relaxed text-muted">
            {post.excerpt}
          </p>
          <div className="mt-6">
            <AuthorByline post={post} />
          </div>
        </div>
      </article>
    </li>
  );
}
