import { envelopeSchema } from "@shared/api/envelope";
import {
  bulkStatusSchema,
  mergeInputSchema,
  noteInputSchema,
  prospectCreateSchema,
  prospectUpdateSchema,
} from "@shared/prospects/prospect-input";
import {
  bulkResultSchema,
  type ProspectItem,
  prospectItemSchema,
} from "@shared/prospects/prospect-item";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import {
  ADMIN_WRITE_BODY_LIMIT as bodyLimit,
  adminFailures as failures,
  serialIdParams as params,
} from "../../http/route-schemas";
import { PROSPECT_NOT_FOUND } from "./prospect-rules";
import { actorOf, auditProspect } from "./route-helpers";

const tags = ["prospects"];
const itemEnvelope = envelopeSchema(prospectItemSchema);

/** Staff writes on prospects; the parent plugin guards them and turns caching off. */
const writeRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repositories.prospectAdmin;

  async function current(id: number): Promise<ProspectItem> {
    const prospect = await repository.get(id);
    if (!prospect) throw new HttpError(404, PROSPECT_NOT_FOUND);
    return prospect;
  }

  app.post(
    "/",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Create a prospect with its primary contact (source staff)",
        description: "An address that already belongs to a contact is a 400 naming its company.",
        body: prospectCreateSchema,
        response: { 201: itemEnvelope, ...failures },
      },
    },
    async (request, reply) => {
      const id = await repository.create(request.body, await actorOf(request));
      const prospect = await current(id);
      await auditProspect(request, "prospect.created", prospect, { email: prospect.email });
      return reply.code(201).send(ok(prospect, { message: "Prospect created" }));
    },
  );

  app.put(
    "/:id",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Edit a prospect",
        description:
          "`version` is the one the editor loaded; when someone saved since, the answer is 409 and nothing changes.",
        params,
        body: prospectUpdateSchema,
        response: { 200: itemEnvelope, ...failures },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { before, changed } = await repository.update(id, request.body, await actorOf(request));
      const prospect = await current(id);
      if (before.status !== prospect.status) {
        await auditProspect(request, "prospect.status_changed", prospect, {
          from: before.status,
          to: prospect.status,
        });
      }
      await auditProspect(request, "prospect.updated", prospect, {
        version: prospect.version,
        changed: [
          ...changed,
          ...(before.ownerUserId !== request.body.ownerUserId ? ["owner"] : []),
        ].join(", "),
      });
      return ok(prospect, { message: "Prospect saved" });
    },
  );

  app.post(
    "/bulk-status",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Set one status on up to 500 prospects in one transaction",
        description: "`changed` counts the prospects whose status changed.",
        body: bulkStatusSchema,
        response: { 200: envelopeSchema(bulkResultSchema), ...failures },
      },
    },
    async (request) => {
      const { ids, status } = request.body;
      const rows = await repository.bulkStatus(ids, status, await actorOf(request));
      for (const row of rows) {
        await auditProspect(request, "prospect.status_changed", row, {
          from: row.status,
          to: status,
          bulk: true,
        });
      }
      const changed = rows.length;
      return ok(
        { changed },
        { message: `${changed} ${changed === 1 ? "prospect" : "prospects"} changed` },
      );
    },
  );

  for (const archived of [true, false]) {
    app.post(
      archived ? "/:id/archive" : "/:id/restore",
      {
        schema: {
          tags,
          summary: archived ? "Archive a prospect (kept with its history)" : "Restore a prospect",
          params,
          response: { 200: itemEnvelope, ...failures },
        },
      },
      async (request) => {
        const { id } = request.params;
        const changed = await repository.setArchived(id, archived, await actorOf(request));
        const prospect = await current(id);
        if (changed) {
          await auditProspect(
            request,
            archived ? "prospect.archived" : "prospect.restored",
            prospect,
          );
        }
        return ok(prospect, { message: archived ? "Prospect archived" : "Prospect restored" });
      },
    );
  }

  app.post(
    "/:id/notes",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Add a note to the prospect's timeline",
        params,
        body: noteInputSchema,
        response: { 201: itemEnvelope, ...failures },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await repository.addNote(id, request.body.body, await actorOf(request));
      const prospect = await current(id);
      await auditProspect(request, "prospect.note_added", prospect);
      return reply.code(201).send(ok(prospect, { message: "Note added" }));
    },
  );

  app.post(
    "/:id/merge",
    {
      schema: {
        tags,
        summary: "Merge another prospect into this one, which is kept",
        description:
          "Moves the other's contacts (none primary), quotes, share links, comparisons, inquiries, builder drafts and events, opportunities and timeline, unites the tags, then deletes it. `version` is this prospect's; 409 when stale.",
        params,
        body: mergeInputSchema,
        response: { 200: itemEnvelope, ...failures },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { otherId, version } = request.body;
      const { other, moved } = await repository.merge(id, otherId, version, await actorOf(request));
      const prospect = await current(id);
      await auditProspect(request, "prospect.merged", prospect, {
        mergedId: other.id,
        mergedCompany: other.companyName,
        moved: Object.entries(moved)
          .map(([table, rows]) => `${table} ${rows}`)
          .join(", "),
      });
      return ok(prospect, { message: `${other.companyName} merged into ${prospect.companyName}` });
    },
  );
};

export default writeRoutes;
