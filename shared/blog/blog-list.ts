import { z } from "zod";
import { BLOG_PAGE_SIZE_DEFAULT, BLOG_PAGE_SIZE_MAX } from "./blog-post";
import { BLOG_PAGE_MAX, BLOG_QUERY_MAX, BLOG_TAG_MAX } from "./blog-query";

const pageMessage = "Use a whole page number from 1";
const pageSizeMessage = `Use a page size from 1 to ${BLOG_PAGE_SIZE_MAX}`;

/** An empty `?tag=` or `?q=` means no filter, as a cleared search box sends it. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

/** GET /api/blog-posts: strict, a bad value is a 400 with a message per field. */
export const blogListQuerySchema = z.object({
  page: z.coerce
    .number({ error: pageMessage })
    .int(pageMessage)
    .min(1, pageMessage)
    .max(BLOG_PAGE_MAX, `Use a page number up to ${BLOG_PAGE_MAX}`)
    .default(1),
  limit: z.coerce
    .number({ error: pageSizeMessage })
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(BLOG_PAGE_SIZE_MAX, pageSizeMessage)
    .default(BLOG_PAGE_SIZE_DEFAULT),
  tag: optionalText(BLOG_TAG_MAX, `Use a tag of at most ${BLOG_TAG_MAX} characters`),
  q: optionalText(BLOG_QUERY_MAX, `Use a search of at most ${BLOG_QUERY_MAX} characters`),
});
