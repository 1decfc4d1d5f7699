import type { BlogAdminDetail, BlogEditorFields } from "@shared/blog/blog-admin";
import { postSlugOf as slugify } from "@shared/blog/slugify";

/** What the editor holds: exactly the fields a save sends (besides the version). */
export type EditorState = BlogEditorFields;

/** The saved post's editor fields. */
export function savedState(post: BlogAdminDetail): EditorState {
  const { title, slug, excerpt, image, imageAlt, tags, author, publishedOn, featured } = post;
  return {
    title,
    slug,
    excerpt,
    image,
    imageAlt,
    tags,
    author,
    publishedOn,
    featured,
    ...{ content: post.content, body: post.body },
  };
}

const sameKind = (a: unknown, b: unknown) =>
  typeof a === typeof b && Array.isArray(a) === Array.isArray(b) && (a === null) === (b === null);

/**
 * The state the editor opens with: the autosave when there is one (decision 031: it is newer
 * than the saved post, as Save clears it), field by field, so an autosave of an older editor
 * shape never breaks the form.
 */
export function initialState(post: BlogAdminDetail): { state: EditorState; restored: boolean } {
  const saved = savedState(post);
  if (!post.autosave) return { state: saved, restored: false };
  const state: Record<string, unknown> = { ...saved };
  for (const [key, value] of Object.entries(post.autosave)) {
    if (key in saved && sameKind(value, saved[key as keyof EditorState])) state[key] = value;
  }
  return { state: state as EditorState, restored: true };
}

/** A draft's slug follows its title until someone edits the slug by hand. */
export function slugFollowsTitle(post: BlogAdminDetail, state: EditorState): boolean {
  // An unsaved post (id 0) has no slug yet: it follows from the first letter typed.
  if (post.id === 0) return true;
  return post.status === "draft" && state.slug.startsWith(slugify(state.title) || "post");
}

/** The editor state with its new title, and the slug following it when it should. */
export function withTitle(state: EditorState, title: string, follow: boolean): EditorState {
  return follow ? { ...state, title, slug: slugify(title) || state.slug } : { ...state, title };
}

/**
 * The post New post opens (issue 34 "Forms": opening an editor stores nothing): blank, dated
 * today, by the signed-in staff member, as the server's create would make it. Id 0 marks it
 * unsaved; its first save creates the post.
 */
export function unsavedPost(authorName: string, now = new Date()): BlogAdminDetail {
  const at = now.toISOString();
  return {
    id: 0,
    title: "",
    slug: "",
    excerpt: "",
    image: "",
    imageAlt: "",
    tags: [],
    author: { name: authorName, title: "", avatar: "" },
    publishedOn: at.slice(0, 10),
    featured: false,
    content: { keyInsights: [], trends: [], metrics: [] },
    body: "",
    status: "draft",
    publishAt: null,
    version: 1,
    autosave: null,
    autosavedAt: null,
    createdAt: at,
    updatedAt: at,
  };
}
