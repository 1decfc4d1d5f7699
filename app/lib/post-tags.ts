import type { BlogPost, BlogTag } from "@shared/blog/blog-post";
import { FALLBACK_TAG_NAME } from "@shared/blog/blog-query";

/** Seed 000 §2 fallback of the post modal's tag, also used by the blog's feed and SEO tags. */
export const FALLBACK_TAG: BlogTag = { name: FALLBACK_TAG_NAME, primary: true };

export function postTags(post: BlogPost): BlogTag[] {
  return post.tags.length > 0 ? post.tags : [FALLBACK_TAG];
}
