import { envelopeSchema } from "@shared/api/envelope";
import {
  type QuoteDocumentState,
  quoteDocumentSaveSchema,
  quoteDocumentStateSchema,
} from "@shared/quotes/document-template";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { ok } from "../../../http/envelope";
import { HttpError } from "../../../http/http-error";
import { adminFailures as failures } from "../../../http/route-schemas";
import { requireAdmin } from "../../auth/guards";
import {
  CONFIGURATION_NOT_FOUND,
  type IdParams,
  idParams,
  type StaffContext,
  type StaffRequest,
  staffContextOf,
} from "./admin-context";

export const DOCUMENT_CONFLICT =
  "Someone else changed this quote's cover letter or terms since you opened it. Reload to see their text.";

type DocumentSave = z.infer<typeof quoteDocumentSaveSchema>;
const tags = ["configurations"];

/** The quote's own texts beside the provider's, which apply where it has none. */
async function documentState(
  { configurations, companyProfile }: StaffContext,
  id: string,
): Promise<QuoteDocumentState> {
  const override = await configurations.document(id);
  if (!override) throw new HttpError(404, CONFIGURATION_NOT_FOUND);
  const { coverLetter, terms } = await companyProfile.quoteTemplate();
  return { override, defaults: { coverLetter, terms } };
}

const showDocument = (context: StaffContext) => (request: StaffRequest<IdParams>) =>
  documentState(context, request.params.id).then((state) => ok(state));

/**
 * Replaces the quote's cover letter and terms (null: the provider's). Only links made after
 * this show the change: every link keeps the documents it froze.
 */
const saveDocument =
  (context: StaffContext) => async (request: StaffRequest<IdParams, DocumentSave>) => {
    await requireAdmin(request);
    const { id } = request.params;
    const { expected, ...next } = request.body;
    const saved = await context.configurations.updateDocument(id, next, expected);
    if (saved === null) throw new HttpError(404, CONFIGURATION_NOT_FOUND);
    if (saved === "conflict") throw new HttpError(409, DOCUMENT_CONFLICT);
    const { name } = (await context.configurations.versionOf(id))?.version ?? { name: id };
    await context.audited(request, "quote.document_updated", id, name);
    return ok(await documentState(context, id), { message: "Cover letter and terms saved" });
  };

/** /api/admin/configurations/{id}/document (issue 35 §6). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = staffContextOf(app);
  const response = { 200: envelopeSchema(quoteDocumentStateSchema), ...failures };
  app.get(
    "/:id/document",
    {
      schema: {
        tags,
        summary: "A quote's cover letter and terms",
        params: idParams,
        response,
      },
    },
    showDocument(context),
  );
  app.put(
    "/:id/document",
    {
      schema: {
        tags,
        summary: "Replace a quote's cover letter and terms",
        description:
          "`null` uses the quote template's text. `expected` is what the editor loaded; a save over a change made since answers 409.",
        params: idParams,
        body: quoteDocumentSaveSchema,
        response,
      },
    },
    saveDocument(context),
  );
};
