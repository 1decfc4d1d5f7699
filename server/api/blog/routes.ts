import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { paginationFor } from "@shared/api/pagination";
import { blogListQuerySchema } from "@shared/blog/blog-list";
import { blogArticleSchema, blogPostSchema, blogSlugSchema } from "@shared/blog/blog-post";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";

/** Public, read-only blog API: published posts only. */
const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/blog-posts",
    {
      schema: {
        tags: ["blog"],
        summary: "Published blog posts, newest first, one page at a time",
        description:
          "`tag` keeps the posts carrying that tag (any case); `q` keeps the posts whose title, excerpt, author, tags or body contain every word of it.",
        querystring: blogListQuerySchema,
        response: { 200: envelopeSchema(z.array(blogPostSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { page, limit, tag, q } = request.query;
      const { items, total } = await app.repositories.blogPosts.listPublished({
        limit,
        offset: (page - 1) * limit,
        tag,
        q,
      });
      return ok(items, { pagination: paginationFor(page, limit, total) });
    },
  );

  app.get(
    "/blog-posts/:slug",
    {
      schema: {
        tags: ["blog"],
        summary: "One published blog post with its Markdown body",
        params: z.object({ slug: blogSlugSchema }),
        response: { 200: envelopeSchema(blogArticleSchema) },
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
