import { envelopeSchema } from "@shared/api/envelope";
import type { AuditDetails, AuditEvent } from "@shared/audit/audit-events";
import {
  type CaseStudyAdminItem,
  caseStudyAdminItemSchema,
  caseStudyInputSchema,
  caseStudyOrderSchema,
  caseStudyPublishSchema,
  caseStudyUpdateSchema,
} from "@shared/case-studies/case-study-admin";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { noStore } from "../../http/no-store";
import {
  ADMIN_WRITE_BODY_LIMIT as bodyLimit,
  adminFailures as failures,
  serialIdParams as params,
} from "../../http/route-schemas";
import { auditChange } from "../auth/audit-change";
import { permissionRequired } from "../auth/guards";

const tags = ["case studies"];
const itemEnvelope = envelopeSchema(caseStudyAdminItemSchema);
const listEnvelope = envelopeSchema(z.array(caseStudyAdminItemSchema));

const auditCaseStudy = (
  request: FastifyRequest,
  event: AuditEvent,
  study: CaseStudyAdminItem,
  details?: AuditDetails,
) =>
  auditChange(request, event, { type: "case_study", id: study.id, label: study.company }, details);

/**
 * /api/admin/case-studies (issue 14): the landing's case studies for staff, hidden ones
 * included. Every write drops the public caches on every instance (in the repository).
 */
const caseStudyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("caseStudies"));
  const repository = app.repositories.caseStudyAdmin;

  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "Every case study, published or hidden, in display order",
        response: { 200: listEnvelope, ...failures },
      },
    },
    async () => ok(await repository.list()),
  );

  app.get(
    "/:id",
    {
      schema: {
        tags,
        summary: "One case study",
        params,
        response: { 200: itemEnvelope, ...failures },
      },
    },
    async (request) => ok(await repository.get(request.params.id)),
  );

  app.post(
    "/",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Create a case study (hidden, last in order)",
        description: "The slug is made from the company, with -2, -3... when taken.",
        body: caseStudyInputSchema,
        response: { 201: itemEnvelope, ...failures },
      },
    },
    async (request, reply) => {
      const study = await repository.create(request.body);
      await auditCaseStudy(request, "case_study.created", study, { slug: study.slug });
      return reply.code(201).send(ok(study, { message: "Case study created" }));
    },
  );

  app.put(
    "/:id",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Edit a case study",
        description:
          "`version` is the one the editor loaded; when someone saved since, the answer is 409 and nothing changes.",
        params,
        body: caseStudyUpdateSchema,
        response: { 200: itemEnvelope, ...failures },
      },
    },
    async (request) => {
      const study = await repository.update(request.params.id, request.body);
      await auditCaseStudy(request, "case_study.updated", study, { version: study.version });
      return ok(study, { message: "Case study saved" });
    },
  );

  app.post(
    "/:id/publish",
    {
      schema: {
        tags,
        summary: "Show a case study on the landing page, or hide it",
        description: "Hiding the last published one answers 409: one must stay published.",
        params,
        body: caseStudyPublishSchema,
        response: { 200: itemEnvelope, ...failures },
      },
    },
    async (request) => {
      const { published } = request.body;
      const study = await repository.setPublished(request.params.id, published);
      await auditCaseStudy(
        request,
        published ? "case_study.published" : "case_study.hidden",
        study,
      );
      return ok(study, { message: published ? "Case study published" : "Case study hidden" });
    },
  );

  app.put(
    "/order",
    {
      schema: {
        tags,
        summary: "Set the display order",
        description:
          "`ids` lists every case study once, first tab first; one that is missing or unknown answers 409 (the list changed).",
        body: caseStudyOrderSchema,
        response: { 200: listEnvelope, ...failures },
      },
    },
    async (request) => {
      const studies = await repository.reorder(request.body.ids);
      await auditChange(
        request,
        "case_study.reordered",
        { type: "case_study", id: "order", label: "Display order" },
        { order: studies.map((study) => study.company).join(", ") },
      );
      return ok(studies, { message: "Order saved" });
    },
  );

  app.delete(
    "/:id",
    {
      schema: {
        tags,
        summary: "Delete a case study",
        description: "Deleting the last published one answers 409: one must stay published.",
        params,
        response: { 200: itemEnvelope, ...failures },
      },
    },
    async (request) => {
      const study = await repository.remove(request.params.id);
      await auditCaseStudy(request, "case_study.deleted", study);
      return ok(study, { message: "Case study deleted" });
    },
  );
};

export default caseStudyAdminRoutes;
