import { envelopeSchema } from "@shared/api/envelope";
import { paginationFor } from "@shared/api/pagination";
import type { AuditEvent } from "@shared/audit/audit-events";
import {
  BLOG_POST_NOT_FOUND,
  type BlogAdminDetail,
  blogAdminDetailSchema,
  blogAdminItemSchema,
  blogAdminQuerySchema,
  blogAutosaveSchema,
  blogCreateSchema,
  blogScheduleSchema,
  blogUpdateSchema,
  blogVersionSchema,
} from "@shared/blog/blog-admin";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import {
  ADMIN_WRITE_BODY_LIMIT as bodyLimit,
  adminFailures as failures,
  seededIdParams as params,
} from "../../http/route-schemas";
import { auditChange } from "../auth/audit-change";
import { permissionRequired, requireAdmin } from "../auth/guards";

const tags = ["blog"];
const detailEnvelope = envelopeSchema(blogAdminDetailSchema);

const auditPost = (
  request: FastifyRequest,
  event: AuditEvent,
  post: BlogAdminDetail,
  details?: Record<string, string | number>,
) => auditChange(request, event, { type: "blog_post", id: post.id, label: post.title }, details);

/** The editor fields a save changed, by name, for the audit log. */
function changedFields(before: BlogAdminDetail, after: BlogAdminDetail): string {
  const fields = [
    "title",
    "slug",
    "excerpt",
    "image",
    "imageAlt",
    "tags",
    "author",
    "publishedOn",
    "featured",
    "content",
    "body",
  ] as const;
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .join(", ");
}

/** The status changes: path, audit event, toast message. */
const statusActions = [
  { path: "publish", event: "blog_post.published", message: "Post published" },
  { path: "unpublish", event: "blog_post.unpublished", message: "Post moved back to drafts" },
  { path: "archive", event: "blog_post.archived", message: "Post archived" },
] as const;

/** /api/admin/blog-posts (issue 14): staff write, schedule and publish the blog. */
const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("blog"));
  const repository = app.repositories.blogAdmin;

  async function current(id: number): Promise<BlogAdminDetail> {
    const post = await repository.get(id);
    if (!post) throw new HttpError(404, BLOG_POST_NOT_FOUND);
    return post;
  }

  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "Every post (any status) with search, status and tag filters, sort and a window",
        description:
          "q matches the title, excerpt, author, tags and structured parts; tag is one tag (any case).",
        querystring: blogAdminQuerySchema,
        response: { 200: envelopeSchema(z.array(blogAdminItemSchema)), ...failures },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await repository.list(request.query);
      return ok(items, {
        pagination: paginationFor(Math.floor(offset / limit) + 1, limit, total),
      });
    },
  );

  app.get(
    "/:id",
    {
      schema: {
        tags,
        summary: "One post with every field, its status, version and pending autosave",
        params,
        response: { 200: detailEnvelope, ...failures },
      },
    },
    async (request) => ok(await current(request.params.id)),
  );

  app.post(
    "/",
    {
      schema: {
        tags,
        summary: "Start a draft (slug from the title, dated today, by the signed-in admin)",
        body: blogCreateSchema,
        response: { 201: detailEnvelope, ...failures },
      },
    },
    async (request, reply) => {
      const { user } = await requireAdmin(request);
      const post = await repository.create(request.body.title, user.displayName);
      await auditPost(request, "blog_post.created", post, { slug: post.slug });
      return reply.code(201).send(ok(post, { message: "Draft created" }));
    },
  );

  app.put(
    "/:id",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Save the editor's fields",
        description:
          "`version` is the one the editor loaded; when someone saved since, the answer is 409 and nothing changes. Clears the autosave. A post that has been public keeps its old slug as a 301 to the new one.",
        params,
        body: blogUpdateSchema,
        response: { 200: detailEnvelope, ...failures },
      },
    },
    async (request) => {
      const { before, post } = await repository.update(request.params.id, request.body);
      await auditPost(request, "blog_post.updated", post, {
        version: post.version,
        changed: changedFields(before, post),
        ...(before.slug !== post.slug ? { previousSlug: before.slug } : {}),
      });
      return ok(post, { message: "Post saved" });
    },
  );

  app.put(
    "/:id/autosave",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Keep the editor's unsaved state (any status); the live post does not change",
        description:
          "Not audit-logged: it changes nothing the public or other staff see until a save applies it. 409 when the post was saved since `version`.",
        params,
        body: blogAutosaveSchema,
        response: { 200: detailEnvelope, ...failures },
      },
    },
    async (request) => {
      const { version, state } = request.body;
      return ok(await repository.autosave(request.params.id, version, state));
    },
  );

  app.post(
    "/:id/schedule",
    {
      schema: {
        tags,
        summary: "Schedule the post: it goes live at `publishAt` (must be in the future)",
        params,
        body: blogScheduleSchema,
        response: { 200: detailEnvelope, ...failures },
      },
    },
    async (request) => {
      const { version, publishAt } = request.body;
      const { post } = await repository.schedule(request.params.id, version, new Date(publishAt));
      await auditPost(request, "blog_post.scheduled", post, { publishAt });
      return ok(post, { message: "Post scheduled" });
    },
  );

  for (const action of statusActions) {
    app.post(
      `/:id/${action.path}`,
      {
        schema: {
          tags,
          summary: `${action.message} (${action.path})`,
          params,
          body: blogVersionSchema,
          response: { 200: detailEnvelope, ...failures },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { before, post } = await repository[action.path](id, request.body.version);
        await auditPost(request, action.event, post, { from: before.status });
        return ok(post, { message: action.message });
      },
    );
  }
};

export default blogAdminRoutes;
