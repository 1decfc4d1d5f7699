import { envelopeSchema } from "@shared/api/envelope";
import { paginationFor } from "@shared/api/pagination";
import type { AuditDetails, AuditEvent } from "@shared/audit/audit-events";
import { catalogQuerySchema } from "@shared/catalog/catalog-query";
import {
  type AdminService,
  adminServiceSchema,
  serviceInputSchema,
  serviceUpdateSchema,
} from "@shared/catalog/service";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import {
  ADMIN_WRITE_BODY_LIMIT as bodyLimit,
  adminFailures as failures,
  serialIdParams as params,
} from "../../http/route-schemas";
import { auditChange } from "../auth/audit-change";
import { permissionRequired } from "../auth/guards";
import { catalogExportRoute } from "./export-route";
import {
  assertArchivable,
  assertLinksValid,
  assertRestorable,
  changedFields,
} from "./service-rules";

const serviceEnvelope = envelopeSchema(adminServiceSchema);
export const SERVICE_NOT_FOUND = "Service not found";
export const SERVICE_EDIT_CONFLICT =
  "Someone else saved this service after you opened it. Reload to see their changes, then edit again.";

const auditService = (
  request: FastifyRequest,
  event: AuditEvent,
  service: AdminService,
  details?: AuditDetails,
) => auditChange(request, event, { type: "service", id: service.id, label: service.name }, details);

/** /api/admin/catalog: the service catalogue for administrators. */
const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("catalogue"));
  const { catalog } = app.repositories;

  async function existing(id: number): Promise<AdminService> {
    const service = await catalog.get(id);
    if (!service) throw new HttpError(404, SERVICE_NOT_FOUND);
    return service;
  }

  /** Archives or restores once the catalogue allows it; doing it twice changes nothing. */
  async function setArchived(id: number, archived: boolean, request: FastifyRequest) {
    const service = await existing(id);
    if (service.archived === archived) return service;
    const check = archived ? assertArchivable : assertRestorable;
    check(service, await catalog.all());
    const changed = await catalog.setArchived(id, archived);
    if (!changed) throw new HttpError(404, SERVICE_NOT_FOUND);
    await auditService(request, archived ? "service.archived" : "service.restored", changed);
    return changed;
  }

  app.get(
    "/",
    {
      schema: {
        tags: ["catalog"],
        summary: "Services with search, filters, sort and pages (status all = not archived)",
        querystring: catalogQuerySchema,
        response: { 200: envelopeSchema(z.array(adminServiceSchema)), ...failures },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await catalog.list(request.query);
      return ok(items, { pagination: paginationFor(page, limit, total) });
    },
  );

  app.get(
    "/categories",
    {
      schema: {
        tags: ["catalog"],
        summary: "Categories of the services that are not archived, sorted",
        response: { 200: envelopeSchema(z.array(z.string())), ...failures },
      },
    },
    async () => ok(await catalog.categories()),
  );

  await app.register(catalogExportRoute);

  app.get(
    "/:id",
    {
      schema: {
        tags: ["catalog"],
        summary: "One service, hidden or archived included",
        params,
        response: { 200: serviceEnvelope, ...failures },
      },
    },
    async (request) => ok(await existing(request.params.id)),
  );

  app.post(
    "/",
    {
      bodyLimit,
      schema: {
        tags: ["catalog"],
        summary: "Create a service (price and setupFee in dollars)",
        body: serviceInputSchema,
        response: { 201: serviceEnvelope, ...failures },
      },
    },
    async (request, reply) => {
      assertLinksValid(request.body, await catalog.all());
      const service = await catalog.create(request.body);
      await auditService(request, "service.created", service);
      return reply.code(201).send(ok(service, { message: "Service created" }));
    },
  );

  app.put(
    "/:id",
    {
      bodyLimit,
      schema: {
        tags: ["catalog"],
        summary: "Edit a service",
        description:
          "`version` is the one the editor loaded; when someone saved since, the answer is 409 and nothing changes.",
        params,
        body: serviceUpdateSchema,
        response: { 200: serviceEnvelope, ...failures },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { version, ...input } = request.body;
      const before = await existing(id);
      assertLinksValid({ id, ...input }, await catalog.all());
      const result = await catalog.update(id, input, version);
      if (result.outcome === "not-found") throw new HttpError(404, SERVICE_NOT_FOUND);
      if (result.outcome === "conflict") throw new HttpError(409, SERVICE_EDIT_CONFLICT);
      const { service } = result;
      await auditService(request, "service.updated", service, {
        version: service.version,
        changed: changedFields(before, service),
      });
      return ok(service, { message: "Service saved" });
    },
  );

  app.post(
    "/:id/archive",
    {
      schema: {
        tags: ["catalog"],
        summary: "Take a service out of the catalogue (kept for history)",
        description: "409 while an active service lists it as a prerequisite or dependency.",
        params,
        response: { 200: serviceEnvelope, ...failures },
      },
    },
    async (request) =>
      ok(await setArchived(request.params.id, true, request), { message: "Service archived" }),
  );

  app.post(
    "/:id/restore",
    {
      schema: {
        tags: ["catalog"],
        summary: "Bring an archived service back",
        description: "409 while it lists an archived service as a prerequisite or dependency.",
        params,
        response: { 200: serviceEnvelope, ...failures },
      },
    },
    async (request) =>
      ok(await setArchived(request.params.id, false, request), { message: "Service restored" }),
  );
};

export default catalogAdminRoutes;
