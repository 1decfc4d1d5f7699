import { z } from "zod";
import { PAGE_PARAM_MAX, pageParam } from "../api/page-param";
import { groupDigits } from "../numbers/group-digits";
import {
  blogAuthorSchema,
  blogContentSchema,
  blogPostSchema,
  blogSlugSchema,
  blogTagSchema,
} from "./blog-post";
import { type BlogPostStatus, blogPostStatuses } from "./blog-status";

/** Staff management of blog posts (issue 14, /admin/blog and /api/admin/blog-posts). */

export const SLUG_TAKEN = "That slug is already used by another post";
export const BLOG_EDIT_CONFLICT =
  "Someone else saved this post after you opened it. Reload to see their changes, then edit again.";
export const BLOG_POST_NOT_FOUND = "Blog post not found";
export const BLOG_ADMIN_PAGE_SIZE = 20;
/** Editor state kept by autosave; a long body fits, a runaway payload does not. */
export const AUTOSAVE_MAX_CHARS = 250_000;

const version = z.number({ error: "Send the version you loaded" }).int().min(1);

/** The fields the editor edits: the public post's parts (blogPostSchema) plus the body. */
export const blogEditorSchema = z.object({
  title: blogPostSchema.shape.title,
  slug: blogSlugSchema.min(1, "Enter a slug"),
  /** May stay empty while drafting; publishing asks for it. */
  excerpt: z.string().trim().max(600, "Use at most 600 characters"),
  image: blogPostSchema.shape.image,
  imageAlt: z.string().trim().max(300, "Use at most 300 characters"),
  tags: z
    .array(blogTagSchema)
    .max(10, "Use at most 10 tags")
    .refine(
      (tags) => new Set(tags.map((tag) => tag.name.toLowerCase())).size === tags.length,
      "Use each tag once",
    ),
  author: blogAuthorSchema,
  publishedOn: z.iso.date({ error: "Enter the date as YYYY-MM-DD" }),
  featured: z.boolean(),
  content: blogContentSchema,
  body: z.string().max(100_000, "Use at most 100,000 characters"),
});
export type BlogEditorFields = z.infer<typeof blogEditorSchema>;

/** POST /: a new draft; the title may be left out ('Untitled post'). */
export const blogCreateSchema = z.object({
  title: blogPostSchema.shape.title.optional(),
});

/** PUT /:id: the whole editor state, on the version it was loaded at. */
export const blogUpdateSchema = blogEditorSchema.extend({ version });
export type BlogUpdate = z.input<typeof blogUpdateSchema>;
export type ValidBlogUpdate = z.output<typeof blogUpdateSchema>;

/**
 * What autosave keeps: the editor's fields as typed, valid or not yet (an empty tag name, a
 * half-written date), so each field has its kind but none of the rules a save applies. Every
 * field is optional: an autosave made by an older editor may lack one (issue 33: no
 * `z.unknown()` in a response).
 */
const draftText = z.string();
export const blogAutosaveStateSchema = z
  .object({
    title: draftText,
    slug: draftText,
    excerpt: draftText,
    image: draftText,
    imageAlt: draftText,
    tags: z.array(z.object({ name: draftText, primary: z.boolean() })),
    author: z.object({ name: draftText, title: draftText, avatar: draftText }),
    publishedOn: draftText,
    featured: z.boolean(),
    content: z.object({
      keyInsights: z.array(draftText),
      trends: z.array(z.object({ title: draftText, description: draftText })),
      metrics: z.array(
        z.object({ label: draftText, value: draftText, width: draftText.optional() }),
      ),
      caseStudy: z
        .object({
          title: draftText,
          challenge: draftText,
          approach: draftText,
          results: z.array(draftText),
        })
        .optional(),
    }),
    body: draftText,
  })
  .partial();
export type BlogAutosaveState = z.infer<typeof blogAutosaveStateSchema>;

/**
 * A stored autosave as the editor may use it: the fields that still have their kind, the
 * others dropped (an older editor's shape must not break the post's page).
 */
export function readAutosaveState(stored: unknown): BlogAutosaveState | null {
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return null;
  const state: Record<string, unknown> = {};
  const fields = blogAutosaveStateSchema.shape;
  for (const [key, value] of Object.entries(stored)) {
    if (!(key in fields)) continue;
    const parsed = fields[key as keyof typeof fields].safeParse(value);
    if (parsed.success && parsed.data !== undefined) state[key] = parsed.data;
  }
  return state as BlogAutosaveState;
}

/** PUT /:id/autosave: whatever the editor holds, valid or not yet. */
export const blogAutosaveSchema = z.object({
  version,
  state: blogAutosaveStateSchema.refine(
    (state) => JSON.stringify(state).length <= AUTOSAVE_MAX_CHARS,
    `Use at most ${groupDigits(AUTOSAVE_MAX_CHARS)} characters`,
  ),
});

export const blogVersionSchema = z.object({ version });

export const blogScheduleSchema = z.object({
  version,
  publishAt: z.iso.datetime({ offset: true, error: "Enter a date and time" }),
});

export const blogAdminSorts = ["updatedAt", "title", "publishedOn", "status"] as const;
export type BlogAdminSort = (typeof blogAdminSorts)[number];

/** GET /: strict, a bad value is a 400 naming the field. */
export const blogAdminQuerySchema = z.object({
  q: z.string().trim().max(100, "Use at most 100 characters").optional(),
  status: z.enum(blogPostStatuses, { error: "Unknown status" }).optional(),
  tag: z.string().trim().max(40, "Use at most 40 characters").optional(),
  sort: z.enum(blogAdminSorts, { error: "Unknown sort" }).default("updatedAt"),
  dir: z.enum(["asc", "desc"], { error: "Use asc or desc" }).default("desc"),
  limit: z.coerce.number().int().min(1).max(100).default(BLOG_ADMIN_PAGE_SIZE),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(PAGE_PARAM_MAX * 100)
    .default(0),
});
export type BlogAdminQuery = z.output<typeof blogAdminQuerySchema>;

/** The page's query from its URL (`page` instead of `offset`): a bad value is dropped. */
export function parseBlogAdminQuery(params: URLSearchParams): BlogAdminQuery {
  const query: BlogAdminQuery = blogAdminQuerySchema.parse({});
  for (const key of ["q", "status", "tag", "sort", "dir"] as const) {
    const value = params.get(key);
    if (!value) continue;
    const parsed = blogAdminQuerySchema.shape[key].safeParse(value);
    if (parsed.success) Object.assign(query, { [key]: parsed.data });
  }
  query.offset = (pageParam(params) - 1) * query.limit;
  return query;
}

const timestamp = z.iso.datetime({ offset: true });
const status = z.enum(blogPostStatuses);

/** A row of the staff list. */
export const blogAdminItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status,
  tags: z.array(blogTagSchema),
  authorName: z.string(),
  publishedOn: z.string(),
  publishAt: timestamp.nullable(),
  featured: z.boolean(),
  version: z.number().int(),
  updatedAt: timestamp,
});
export type BlogAdminItem = z.infer<typeof blogAdminItemSchema>;

/** One post as the editor loads it: every field, its life and the pending autosave. */
export const blogAdminDetailSchema = blogEditorSchema.extend({
  id: z.number().int(),
  // Rows are read back as stored; only writes are held to the editor's rules.
  slug: z.string(),
  title: z.string(),
  status,
  publishAt: timestamp.nullable(),
  version: z.number().int(),
  autosave: blogAutosaveStateSchema.nullable(),
  autosavedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type BlogAdminDetail = z.infer<typeof blogAdminDetailSchema>;

export const blogStatusLabels: Record<BlogPostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  archived: "Archived",
};
