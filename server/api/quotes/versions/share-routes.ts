import { envelopeSchema } from "@shared/api/envelope";
import {
  shareCreateSchema,
  shareExtendSchema,
  shareLinkSchema,
} from "@shared/quotes/configuration-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../../http/envelope";
import { HttpError } from "../../../http/http-error";
import { adminFailures as failures } from "../../../http/route-schemas";
import { actor } from "../../audit/record";
import { auditChange } from "../../auth/audit-change";
import { requireAdmin } from "../../auth/guards";
import { sendQuotePdf } from "../pdf-reply";
import { optionLabel, toEvidence } from "../share-repository";
import {
  DAY_MS,
  type FastifyReply,
  type IdParams,
  idParams,
  SHARE_NOT_FOUND,
  type ShareParams,
  type StaffContext,
  type StaffRequest,
  shareParams,
  staffContextOf,
  VERSION_NOT_FOUND,
} from "./admin-context";

type ShareCreate = z.infer<typeof shareCreateSchema>;
type ShareExtend = z.infer<typeof shareExtendSchema>;
const tags = ["configurations"];

type Found = Awaited<ReturnType<StaffContext["existingVersion"]>>;

/** A new link as the staff API answers it. */
export const linkOf = (share: {
  id: string;
  token: string;
  reference: string;
  expiresAt: Date;
}) => ({
  id: share.id,
  token: share.token,
  url: `/sb/quote/${share.token}`,
  reference: share.reference,
  expiresAt: share.expiresAt.toISOString(),
});

/**
 * A new link for one version, audited as a share: the Share dialog's action, and what
 * "Send quote" does when no open link of the version exists.
 */
export async function shareVersion(
  { quotes, companyProfile, audited }: StaffContext,
  request: StaffRequest,
  by: string,
  { configuration, version }: Found,
  expiresInDays: number,
) {
  const { share } = await quotes.shareQuote({
    title: version.name,
    options: [
      { configurationId: configuration.id, version: version.version, label: optionLabel(0) },
    ],
    expiresAt: new Date(Date.now() + expiresInDays * DAY_MS),
    provider: await companyProfile.provider(),
    createdByUserId: by,
  });
  if (!share) throw new HttpError(404, VERSION_NOT_FOUND);
  await audited(request, "quote.shared", configuration.id, version.name, {
    version: version.version,
    reference: share.reference,
    days: expiresInDays,
  });
  return share;
}

/** Shares a version: freezes its snapshot behind a new link (decision 048's shareQuote). */
const createShare =
  (context: StaffContext) =>
  async (request: StaffRequest<IdParams, ShareCreate>, reply: FastifyReply) => {
    const auth = await requireAdmin(request);
    const found = await context.existingVersion(request.params.id, request.body.version);
    const share = await shareVersion(
      context,
      request,
      actor(auth).actorId,
      found,
      request.body.expiresInDays,
    );
    reply.code(201);
    return ok(linkOf(share), { message: "Share link created" });
  };

/** Ends a link now; it answers 410 afterwards. */
const revokeShare =
  ({ quotes }: StaffContext) =>
  async (request: StaffRequest<ShareParams>) => {
    const { share } = await quotes.revokeShare(request.params.shareId);
    if (!share) throw new HttpError(404, SHARE_NOT_FOUND);
    await auditChange(request, "quote.revoked", {
      type: "quote",
      id: share.id,
      label: share.reference,
    });
    return ok(null, { message: "Link revoked" });
  };

/** A new expiry for a link, counted from today. */
const extendShare =
  ({ quotes }: StaffContext) =>
  async (request: StaffRequest<ShareParams, ShareExtend>) => {
    const expiresAt = new Date(Date.now() + request.body.expiresInDays * DAY_MS);
    const { share } = await quotes.extendShare(request.params.shareId, expiresAt);
    if (!share) throw new HttpError(404, SHARE_NOT_FOUND);
    if (share === "closed") {
      throw new HttpError(
        409,
        "This link was revoked or the quote was already answered; share the version again instead.",
      );
    }
    await auditChange(
      request,
      "quote.extended",
      { type: "quote", id: share.id, label: share.reference },
      { expiresAt: expiresAt.toISOString() },
    );
    return ok({ expiresAt: expiresAt.toISOString() }, { message: "Link extended" });
  };

/** A share's PDF as the prospect gets it, with the decision when there is one. */
const sharePdf =
  ({ shares }: StaffContext) =>
  async (request: StaffRequest<ShareParams>, reply: FastifyReply) => {
    const found = await shares.byId(request.params.shareId);
    if (!found) throw new HttpError(404, SHARE_NOT_FOUND);
    const decision = found.decision ? toEvidence(found.decision, found.share.snapshot) : null;
    return sendQuotePdf(request, reply, found.share.snapshot, decision);
  };

/** /api/admin/configurations/:id/shares and /shares/:shareId/*: a quote's share links. */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = staffContextOf(app);
  app.post(
    "/:id/shares",
    {
      schema: {
        tags,
        summary: "Share a version: freezes its snapshot behind a new link",
        params: idParams,
        body: shareCreateSchema,
        response: { 201: envelopeSchema(shareLinkSchema), ...failures },
      },
    },
    createShare(context),
  );
  app.post(
    "/shares/:shareId/revoke",
    {
      schema: {
        tags,
        summary: "End a share link now (it answers 410 afterwards)",
        params: shareParams,
        response: { 200: envelopeSchema(z.null()), ...failures },
      },
    },
    revokeShare(context),
  );
  app.post(
    "/shares/:shareId/extend",
    {
      schema: {
        tags,
        summary: "Give a share link a new expiry, counted from today",
        params: shareParams,
        body: shareExtendSchema,
        response: { 200: envelopeSchema(z.object({ expiresAt: z.iso.datetime() })), ...failures },
      },
    },
    extendShare(context),
  );
  app.get(
    "/shares/:shareId/pdf",
    {
      schema: { tags, summary: "The PDF of a share, as the prospect gets it", params: shareParams },
    },
    sharePdf(context),
  );
};
