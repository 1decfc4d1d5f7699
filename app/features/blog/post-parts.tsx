import type { BlogPost } from "@shared/blog/blog-post";
import { cn } from "~/lib/cn";
import { formatLongDate } from "./format-date";
import { postTags } from "./post-view";

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

export function AuthorByline({ post }: { post: BlogPost }) {
  return (
    <div className="flex items-center gap-3">
      <img
        src={post.author.avatar}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className="size-10 rounded-full"
      />
      <div className="text-sm">
        <p className="font-semibold">{post.author.name}</p>
        <p className="text-muted">
          <time dateTime={post.publishedOn}>{formatLongDate(post.publishedOn)}</time>
        </p>
      </div>
    </div>
  );
}
