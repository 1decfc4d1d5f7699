import { envelopeSchema } from "@shared/api/envelope";
import { shareCreateSchema, shareLinkSchema } from "@shared/quotes/configuration-admin";
import { reminderSaveSchema, reminderSettingsViewSchema } from "@shared/quotes/reminders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { ok } from "../../../http/envelope";
import { HttpError } from "../../../http/http-error";
import { adminFailures as failures } from "../../../http/route-schemas";
import { actor } from "../../audit/record";
import { auditChange } from "../../auth/audit-change";
import { requireAdmin } from "../../auth/guards";
import {
  CONFIGURATION_NOT_FOUND,
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
} from "./admin-context";
import { linkOf } from "./share-routes";

export const REMINDERS_CONFLICT =
  "Someone else changed this quote's reminders since you opened it. Reload to see them.";
export const NOT_RENEWABLE = "Only a link that ran out without an answer can be renewed.";

/** The new link's validity, as the Share dialog's (30 days unless staff choose). */
const renewSchema = shareCreateSchema.pick({ expiresInDays: true });
const tags = ["configurations"];

/** When the quote's sent links remind their contacts; refused (409) over a change since. */
const saveReminders =
  (context: StaffContext) =>
  async (request: StaffRequest<IdParams, z.output<typeof reminderSaveSchema>>) => {
    await requireAdmin(request);
    const { id } = request.params;
    const { settings, expected } = request.body;
    const saved = await context.configurations.updateReminders(id, settings, expected);
    if (saved === null) throw new HttpError(404, CONFIGURATION_NOT_FOUND);
    if (saved === "conflict") throw new HttpError(409, REMINDERS_CONFLICT);
    const { name } = (await context.configurations.versionOf(id))?.version ?? { name: id };
    await context.audited(request, "quote.reminders_changed", id, name, {
      enabled: settings.enabled,
      days: settings.days.join(", "),
    });
    return ok(settings, { message: settings.enabled ? "Reminders saved" : "Reminders off" });
  };

/**
 * "Renew": an expired, unanswered link's quote again behind a new link, the same versions and
 * labels, valid from today; the old link stays as it was (issue 35 §2).
 */
const renewShare =
  ({ shares, quotes, companyProfile }: StaffContext) =>
  async (request: StaffRequest<ShareParams, z.output<typeof renewSchema>>, reply: FastifyReply) => {
    const auth = await requireAdmin(request);
    const found = await shares.byId(request.params.shareId);
    if (!found) throw new HttpError(404, SHARE_NOT_FOUND);
    const { share, decision } = found;
    if (decision || share.revokedAt || share.expiresAt.getTime() > Date.now()) {
      throw new HttpError(409, NOT_RENEWABLE);
    }
    const { share: renewed } = await quotes.shareQuote({
      title: share.snapshot.title,
      options: share.snapshot.options.map((option) => ({
        configurationId: option.configurationId,
        version: option.version,
        label: option.label,
      })),
      expiresAt: new Date(Date.now() + request.body.expiresInDays * DAY_MS),
      provider: await companyProfile.provider(),
      createdByUserId: actor(auth).actorId,
      comparisonId: share.comparisonId,
    });
    if (!renewed) throw new HttpError(404, SHARE_NOT_FOUND);
    await auditChange(
      request,
      "quote.renewed",
      { type: "quote", id: renewed.id, label: renewed.reference },
      { from: share.reference, days: request.body.expiresInDays },
    );
    reply.code(201);
    return ok(linkOf(renewed), { message: `Renewed as ${renewed.reference}` });
  };

/** /api/admin/configurations/{id}/reminders and /shares/{shareId}/renew (issue 35 §2). */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = staffContextOf(app);
  app.put(
    "/:id/reminders",
    {
      schema: {
        tags,
        summary: "When the quote's sent links remind their contacts before they expire",
        description:
          "`expected` is what the editor loaded; a save over a change made since answers 409.",
        params: idParams,
        body: reminderSaveSchema,
        response: { 200: envelopeSchema(reminderSettingsViewSchema), ...failures },
      },
    },
    saveReminders(context),
  );
  app.post(
    "/shares/:shareId/renew",
    {
      schema: {
        tags,
        summary: "A new link for an expired, unanswered one: same versions, new validity",
        params: shareParams,
        body: renewSchema,
        response: { 201: envelopeSchema(shareLinkSchema), ...failures },
      },
    },
    renewShare(context),
  );
};
