import { envelopeSchema } from "@shared/api/envelope";
import {
  IMPORT_MAX_BYTES,
  importRequestSchema,
  importResultSchema,
  importTagFor,
} from "@shared/prospects/prospect-import";
import { prospectExportQuerySchema } from "@shared/prospects/prospect-query";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { csvFileName, sendCsv } from "../../http/csv";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import { adminFailures as failures } from "../../http/route-schemas";
import { auditChange } from "../auth/audit-change";
import { permissionRequired, requireAdmin } from "../auth/guards";

/** The JSON of a file's rows is larger than the file: room for quotes and brackets. */
const IMPORT_BODY_LIMIT = IMPORT_MAX_BYTES * 2;
export const IMPORT_TOO_LARGE =
  "This file is over 5 MB. Split it into smaller files and import them one after another.";

/**
 * /api/prospects/export.csv and /api/prospects/import (issue 13). A plugin of its own beside
 * the prospects list routes, under the same prefix.
 */
const prospectCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("prospects"));
  const { prospectTransfer } = app.repositories;

  app.get(
    "/export.csv",
    {
      schema: {
        tags: ["prospects"],
        summary: "The prospects of the list's filter, unpaged, as CSV",
        description:
          "Takes the list's query string (q, status, owner, tag, archived) and matches as the list does; other or unusable values are left out.",
        querystring: prospectExportQuerySchema,
        produces: ["text/csv"],
        response: { 200: z.string().describe("text/csv"), ...failures },
      },
    },
    async (request, reply) =>
      sendCsv(reply, csvFileName("prospects"), await prospectTransfer.exportCsv(request.query)),
  );

  app.post(
    "/import",
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      onRequest: async (request) => {
        if (Number(request.headers["content-length"] ?? 0) > IMPORT_BODY_LIMIT) {
          throw new HttpError(413, IMPORT_TOO_LARGE);
        }
      },
      schema: {
        tags: ["prospects"],
        summary: "Import prospects and contacts from CSV rows (dryRun: only say what would happen)",
        description:
          "The browser parses the CSV and sends `rows` (the cells of each line, header left out) and `mapping` (field -> column index; email required). Every row is validated; rows match an existing contact by e-mail, else a prospect by company domain (also one created earlier in the same file), else make a new prospect, so an import never duplicates. Rows with errors are skipped and reported with their line and field. At most 10,000 rows and 5 MB.",
        body: importRequestSchema,
        response: { 200: envelopeSchema(importResultSchema), 413: failures[400], ...failures },
      },
    },
    async (request) => {
      const { user } = await requireAdmin(request);
      const tag = importTagFor();
      const result = await prospectTransfer.import(
        request.body,
        { id: user.id, name: user.displayName },
        tag,
      );
      const { counts } = result;
      if (!result.dryRun) {
        await auditChange(
          request,
          "prospects.imported",
          { type: "import", id: tag, label: request.body.fileName || tag },
          { ...counts, tag },
        );
      }
      const written = counts.newProspects + counts.newContacts + counts.updatedContacts;
      return ok(result, {
        message: result.dryRun
          ? `${written} of ${counts.rows} rows can be imported`
          : `${written} rows imported`,
      });
    },
  );
};

export default prospectCsvRoutes;
