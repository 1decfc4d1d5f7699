import { envelopeSchema } from "@shared/api/envelope";
import type { AuditEvent } from "@shared/audit/audit-events";
import {
  type AdminFormula,
  adminFormulaSchema,
  formulaInputSchema,
  formulaUpdateSchema,
  formulaVersionSchema,
} from "@shared/formulas/formula";
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
import { permissionRequired, requireAdmin } from "../auth/guards";
import {
  assertFormulaValid,
  assertNoRival,
  assertServiceActive,
  oneActiveAtATime,
} from "./formula-rules";

const formulaEnvelope = envelopeSchema(adminFormulaSchema);
export const FORMULA_NOT_FOUND = "Formula not found";
export const FORMULA_EDIT_CONFLICT =
  "Someone else saved a newer version of this formula. Reload to see it, then edit again.";

/** One audit line about a formula; every change names the version it leaves current. */
const auditFormula = (request: FastifyRequest, event: AuditEvent, formula: AdminFormula) =>
  auditChange(
    request,
    event,
    { type: "formula", id: formula.id, label: formula.name },
    { version: formula.version, purpose: formula.purpose },
  );

/** /api/admin/formulas: the calculation formulas and their versions, for administrators. */
const formulaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("formulas"));
  const { formulas } = app.repositories;
  const { priceBook } = app.services;

  async function existing(id: number): Promise<AdminFormula> {
    const formula = await formulas.get(id);
    if (!formula) throw new HttpError(404, FORMULA_NOT_FOUND);
    return formula;
  }

  /** Archives or restores; restoring must not make a second active rival. */
  async function setArchived(id: number, archived: boolean, request: FastifyRequest) {
    const formula = await existing(id);
    if (formula.archived === archived) return formula;
    if (!archived) {
      const catalogue = await priceBook.everyService();
      assertServiceActive(formula, catalogue);
      assertNoRival(formula, await formulas.list(), catalogue);
    }
    const changed = await oneActiveAtATime(() => formulas.setArchived(id, archived));
    if (!changed) throw new HttpError(404, FORMULA_NOT_FOUND);
    await auditFormula(request, archived ? "formula.archived" : "formula.restored", changed);
    return changed;
  }

  app.get(
    "/",
    {
      schema: {
        tags: ["formulas"],
        summary: "Every formula at its current version, archived ones included",
        response: { 200: envelopeSchema(z.array(adminFormulaSchema)), ...failures },
      },
    },
    async () => ok(await formulas.list()),
  );

  app.get(
    "/:id",
    {
      schema: {
        tags: ["formulas"],
        summary: "One formula at its current version",
        params,
        response: { 200: formulaEnvelope, ...failures },
      },
    },
    async (request) => ok(await existing(request.params.id)),
  );

  app.get(
    "/:id/versions",
    {
      schema: {
        tags: ["formulas"],
        summary: "Every saved version of a formula, newest first",
        params,
        response: { 200: envelopeSchema(z.array(formulaVersionSchema)), ...failures },
      },
    },
    async (request) => {
      const formula = await existing(request.params.id);
      return ok(await formulas.versions(formula.id));
    },
  );

  app.post(
    "/",
    {
      bodyLimit,
      schema: {
        tags: ["formulas"],
        summary: "Create a formula (version 1); the expression is checked for its purpose",
        body: formulaInputSchema,
        response: { 201: formulaEnvelope, ...failures },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const catalogue = await priceBook.everyService();
      assertFormulaValid(input, catalogue);
      assertNoRival(input, await formulas.list(), catalogue);
      const auth = await requireAdmin(request);
      const formula = await oneActiveAtATime(() => formulas.create(input, auth.user));
      await auditFormula(request, "formula.created", formula);
      return reply.code(201).send(ok(formula, { message: "Formula created" }));
    },
  );

  app.put(
    "/:id",
    {
      bodyLimit,
      schema: {
        tags: ["formulas"],
        summary: "Save a new version of a formula",
        description:
          "`baseVersion` is the version the editor loaded; when a newer one exists the answer is 409. The purpose cannot change.",
        params,
        body: formulaUpdateSchema,
        response: { 200: formulaEnvelope, ...failures },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { baseVersion, ...input } = request.body;
      const current = await existing(id);
      if (input.purpose !== current.purpose) {
        throw new HttpError(400, "Validation failed", {
          purpose: "A formula keeps its purpose: create a new formula for another one",
        });
      }
      const catalogue = await priceBook.everyService();
      assertFormulaValid(input, catalogue);
      if (!current.archived) assertNoRival({ ...input, id }, await formulas.list(), catalogue);
      const auth = await requireAdmin(request);
      const result = await formulas.update(id, input, baseVersion, auth.user);
      if (result.outcome === "not-found") throw new HttpError(404, FORMULA_NOT_FOUND);
      if (result.outcome === "conflict") throw new HttpError(409, FORMULA_EDIT_CONFLICT);
      await auditFormula(request, "formula.updated", result.formula);
      return ok(result.formula, { message: `Saved as version ${result.formula.version}` });
    },
  );

  app.post(
    "/:id/archive",
    {
      schema: {
        tags: ["formulas"],
        summary: "Stop using a formula (its versions stay)",
        params,
        response: { 200: formulaEnvelope, ...failures },
      },
    },
    async (request) =>
      ok(await setArchived(request.params.id, true, request), { message: "Formula archived" }),
  );

  app.post(
    "/:id/restore",
    {
      schema: {
        tags: ["formulas"],
        summary: "Use an archived formula again",
        description:
          "409 when another active formula already has its place (one risk level, one of each discount, one quantity formula per service).",
        params,
        response: { 200: formulaEnvelope, ...failures },
      },
    },
    async (request) =>
      ok(await setArchived(request.params.id, false, request), { message: "Formula restored" }),
  );
};

export default formulaAdminRoutes;
