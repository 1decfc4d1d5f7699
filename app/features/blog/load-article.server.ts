import type { BlogPost } from "@shared/blog/blog-post";
import { renderMarkdown } from "@shared/blog/markdown";
import type { AppLoadContext } from "react-router";
import { postTags } from "~/lib/post-tags";

export const RELATED_POSTS = 3;

/**
 * The post of a slug with its body as safe HTML (rendered here, so the Markdown library never
 * ships to the browser) and up to three others: its main topic first, then the newest.
 */
export async function loadArticle(repositories: AppLoadContext["repositories"], slug: string) {
  const { blogPosts } = repositories;
  const post = await blogPosts.findPublishedBySlug(slug);
  if (!post) return null;
  const tag = postTags(post)[0]?.name;
  const [sameTopic, newest] = await Promise.all([
    blogPosts.listPublished({ tag, limit: RELATED_POSTS + 1, offset: 0 }),
    blogPosts.listPublished({ limit: RELATED_POSTS + 1, offset: 0 }),
  ]);
  const related = new Map<number, BlogPost>();
  for (const other of [...sameTopic.items, ...newest.items]) {
    if (other.id !== post.id && related.size < RELATED_POSTS) related.set(other.id, other);
  }
  return { post, bodyHtml: renderMarkdown(post.body), related: [...related.values()] };
}
