import { envelopeSchema } from "@shared/api/envelope";
import {
  type InquiryUpdate,
  inquiryConvertSchema,
  inquiryFilterSchema,
  inquiryUpdateSchema,
  type StaffInquiry,
  staffInquirySchema,
} from "@shared/inquiries/staff-inquiry";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { csvFileName, sendCsv } from "../../http/csv";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import { adminFailures as failures } from "../../http/route-schemas";
import { auditChange } from "../auth/audit-change";
import { permissionRequired, requireAdmin } from "../auth/guards";
import { inquiriesCsv } from "./inquiry-csv";

export const INQUIRY_NOT_FOUND = "Inquiry not found";
export const INQUIRY_EDIT_CONFLICT =
  "Someone else changed this inquiry after you loaded it. Reload to see their change, then try again.";

const params = z.object({ id: z.uuid("Unknown inquiry") });
const inquiryEnvelope = envelopeSchema(staffInquirySchema);

const target = (inquiry: StaffInquiry) => ({
  type: "inquiry",
  id: inquiry.id,
  label: `${inquiry.name} <${inquiry.email}>`,
});

/** /api/inquiries/*: staff work the inquiries (the public POST sits in ./routes). */
const inquiryStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("inquiries"));
  const { inquiries } = app.repositories;
  const { staffDirectory } = app.services;

  async function assertOwnerActive({ ownerUserId }: InquiryUpdate) {
    if (!ownerUserId) return;
    if (!(await staffDirectory.isActive(ownerUserId))) {
      throw new HttpError(400, "Validation failed", { ownerUserId: "Choose an active user" });
    }
  }

  app.get(
    "/export.csv",
    {
      schema: {
        tags: ["inquiries"],
        summary: "The inquiries of the list's filter, unpaged, as CSV",
        querystring: inquiryFilterSchema,
        produces: ["text/csv"],
        response: { 200: z.string().describe("text/csv"), ...failures },
      },
    },
    async (request, reply) => {
      const rows = await inquiries.matching(request.query);
      return sendCsv(reply, csvFileName("inquiries"), inquiriesCsv(rows));
    },
  );

  app.put(
    "/:id",
    {
      schema: {
        tags: ["inquiries"],
        summary: "Mark an inquiry handled or new, or give it an owner (null: nobody)",
        description:
          "`version` is the one staff loaded; when someone changed the inquiry since, the answer is 409 and nothing changes.",
        params,
        body: inquiryUpdateSchema,
        response: { 200: inquiryEnvelope, ...failures },
      },
    },
    async (request) => {
      await assertOwnerActive(request.body);
      const result = await inquiries.update(request.params.id, request.body);
      if (result.outcome === "not-found") throw new HttpError(404, INQUIRY_NOT_FOUND);
      if (result.outcome === "conflict") throw new HttpError(409, INQUIRY_EDIT_CONFLICT);
      const { inquiry, changed } = result;
      if (changed.length > 0) {
        await auditChange(request, "inquiry.updated", target(inquiry), {
          changed: changed.join(", "),
          status: inquiry.status,
          owner: inquiry.owner?.displayName ?? null,
        });
      }
      return ok(inquiry, { message: "Inquiry saved" });
    },
  );

  app.post(
    "/:id/convert",
    {
      schema: {
        tags: ["inquiries"],
        summary: "Link the inquiry to its prospect in one action",
        description:
          "Answers the linked prospect when there is one already; else the prospect of the same address or company domain, else a new one (named `companyName` when given).",
        params,
        body: inquiryConvertSchema.nullish(),
        response: { 200: inquiryEnvelope, ...failures },
      },
    },
    async (request) => {
      const { user } = await requireAdmin(request);
      const result = await inquiries.convert(request.params.id, request.body?.companyName, {
        id: user.id,
        name: user.displayName,
      });
      if (result.outcome === "not-found") throw new HttpError(404, INQUIRY_NOT_FOUND);
      const { inquiry, matchedBy } = result;
      if (matchedBy !== "already") {
        await auditChange(request, "inquiry.converted", target(inquiry), {
          prospectId: inquiry.prospect?.id ?? null,
          matchedBy,
        });
      }
      return ok(inquiry, {
        message: `Linked to ${inquiry.prospect?.companyName ?? "its prospect"}`,
      });
    },
  );
};

export default inquiryStaffRoutes;
