import { z } from "zod";

const text = (max: number) => z.string().trim().max(max);
const required = (max: number, message: string) => text(max).min(1, message);

export const blogTagSchema = z.object({
  name: required(40, "Enter the tag name"),
  /** The primary tag is the highlighted one. */
  primary: z.boolean(),
});

export const blogAuthorSchema = z.object({
  name: required(120, "Enter the author's name"),
  title: text(120),
  /** Path of an image shipped with the product, e.g. /images/authors/jane-doe.svg. */
  avatar: text(300),
});

export const blogTrendSchema = z.object({
  title: required(160, "Enter the trend title"),
  description: text(1000),
});

export const blogMetricSchema = z.object({
  label: required(120, "Enter the metric label"),
  value: required(40, "Enter the metric value"),
  /** Bar width as a percentage text ("75%"); the view falls back to 50%. */
  width: z
    .string()
    .regex(/^(100|\d{1,2})%$/, "Use a percentage from 0% to 100%")
    .optional(),
});

export const blogCaseStudySchema = z.object({
  /** The case study is shown only when it has a title. */
  title: text(200),
  challenge: text(2000),
  approach: text(2000),
  results: z.array(text(300)),
});

/** The structured body of a post (JSONB, validated on write and on read). */
export const blogContentSchema = z.object({
  keyInsights: z.array(text(600)),
  trends: z.array(blogTrendSchema),
  metrics: z.array(blogMetricSchema),
  caseStudy: blogCaseStudySchema.optional(),
});

export const blogSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and single dashes")
  .max(120);

/** A published post as the public API and the pages see it. */
export const blogPostSchema = z.object({
  id: z.number().int().min(0),
  slug: blogSlugSchema,
  title: required(200, "Enter the title"),
  excerpt: required(600, "Enter the excerpt"),
  /** Path of the cover image: shipped (/images/...) or uploaded (/media/{id}). */
  image: text(300),
  /** Describes the cover; empty for the shipped decorative covers. */
  imageAlt: text(300).default(""),
  tags: z.array(blogTagSchema),
  author: blogAuthorSchema,
  /** Publication date, YYYY-MM-DD; shown in long US style ("March 4, 2025"). */
  publishedOn: z.iso.date(),
  featured: z.boolean(),
  content: blogContentSchema,
});

/** A post with its Markdown body: the article page and the single-post API. */
export const blogArticleSchema = blogPostSchema.extend({ body: z.string().max(100_000) });

export type BlogTag = z.infer<typeof blogTagSchema>;
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;
export type BlogContent = z.infer<typeof blogContentSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
/** A post as written in the demo content (defaults not yet applied). */
export type BlogPostSeed = z.input<typeof blogPostSchema>;
export type BlogArticle = z.infer<typeof blogArticleSchema>;

export const BLOG_PAGE_SIZE_DEFAULT = 10;
export const BLOG_PAGE_SIZE_MAX = 50;
