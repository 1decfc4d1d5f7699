import { envelopeSchema } from "@shared/api/envelope";
import { paginationFor } from "@shared/api/pagination";
import {
  activitySchema,
  ownerSchema,
  prospectDetailSchema,
  prospectItemSchema,
  timelineQuerySchema,
} from "@shared/prospects/prospect-item";
import { prospectQuerySchema } from "@shared/prospects/prospect-query";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import { adminFailures as failures, serialIdParams as params } from "../../http/route-schemas";
import { permissionRequired } from "../auth/guards";
import arrivalRoutes from "./arrival-routes";
import contactRoutes from "./contact-routes";
import { PROSPECT_NOT_FOUND } from "./prospect-rules";
import writeRoutes from "./write-routes";

const tags = ["prospects"];

/** /api/prospects (seed 001 §7): the sales workspace's prospects, for staff only. */
const prospectRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("prospects"));
  const repository = app.repositories.prospectAdmin;

  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "Prospects with search, filters, sort and a window (limit/offset)",
        description:
          "q matches the company and any contact's name or e-mail; owner is a user id or `none`; archived=true lists only archived ones.",
        querystring: prospectQuerySchema,
        response: { 200: envelopeSchema(z.array(prospectItemSchema)), ...failures },
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
    "/tags",
    {
      schema: {
        tags,
        summary: "Tags in use on prospects that are not archived",
        response: { 200: envelopeSchema(z.array(z.string())), ...failures },
      },
    },
    async () => ok(await repository.tags()),
  );

  app.get(
    "/owners",
    {
      schema: {
        tags,
        summary: "Active staff accounts a prospect can be assigned to",
        response: { 200: envelopeSchema(z.array(ownerSchema)), ...failures },
      },
    },
    async () => ok(await app.services.staffDirectory.owners()),
  );

  app.get(
    "/:id",
    {
      schema: {
        tags,
        summary: "A prospect with its contacts, quotes, share links, inquiries and opportunities",
        params,
        response: { 200: envelopeSchema(prospectDetailSchema), ...failures },
      },
    },
    async (request) => {
      const detail = await repository.detail(request.params.id);
      if (!detail) throw new HttpError(404, PROSPECT_NOT_FOUND);
      return ok(detail);
    },
  );

  app.get(
    "/:id/timeline",
    {
      schema: {
        tags,
        summary: "The prospect's timeline, newest first; `before` (an entry id) pages back",
        params,
        querystring: timelineQuerySchema,
        response: { 200: envelopeSchema(z.array(activitySchema)), ...failures },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await repository.get(id))) throw new HttpError(404, PROSPECT_NOT_FOUND);
      return ok(await repository.timeline(id, request.query));
    },
  );

  await app.register(writeRoutes);
  await app.register(contactRoutes);
  await app.register(arrivalRoutes);
};

export default prospectRoutes;
