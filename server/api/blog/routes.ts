import { envelopeSchema, paginationFor } from "@shared/api/envelope";
import {
  BLOG_PAGE_SIZE_DEFAULT,
  BLOG_PAGE_SIZE_MAX,
  blogPostSchema,
  blogSlugSchema,
} from "@shared/blog/blog-post";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";

const listQuery = z.object({
  page: z.coerce
    .number({ error: "Use a whole page number from 1" })
    .int("Use a whole page number from 1")
    .min(1, "Use a whole page number from 1")
    .default(1),
  limit: z.coerce
    .number({ error: `Use a page size from 1 to ${BLOG_PAGE_SIZE_MAX}` })
    .int(`Use a page size from 1 to ${BLOG_PAGE_SIZE_MAX}`)
    .min(1, `Use a page size from 1 to ${BLOG_PAGE_SIZE_MAX}`)
    .max(BLOG_PAGE_SIZE_MAX, `Use a page size from 1 to ${BLOG_PAGE_SIZE_MAX}`)
    .default(BLOG_PAGE_SIZE_DEFAULT),
});

/** Public, read-only blog API: published posts only. */
const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/blog-posts",
    {
      schema: {
        tags: ["blog"],
        summary: "Published blog posts, newest first, one page at a time",
        querystring: listQuery,
        response: { 200: envelopeSchema(z.array(blogPostSchema)) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await app.repositories.blogPosts.listPublished({
        limit,
        offset: (page - 1) * limit,
      });
      return ok(items, { pagination: paginationFor(page, limit, total) });
    },
  );

  app.get(
    "/blog-posts/:slug",
    {
      schema: {
        tags: ["blog"],
        summary: "One published blog post",
        params: z.object({ slug: blogSlugSchema }),
        response: { 200: envelopeSchema(blogPostSchema) },
      },
    },
    async (request) => {
      const post = await app.repositories.blogPosts.findPublishedBySlug(request.params.slug);
      if (!post) throw new HttpError(404, "Blog post not found");
      return ok(post);
    },
  );
};

export default blogRoutes;
