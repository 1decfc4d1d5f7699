import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError } from "../../../http/http-error";
import { auditChange } from "../../auth/audit-change";
import { quoteServiceOf } from "../quote-service";
import { readConfigurationDetail } from "./configuration-reads";

/**
 * What the staff routes of /api/admin/configurations share (issue 33 item 7: one file per
 * resource, named handlers): the lookups that answer 404s, the detail every write answers
 * with, and the audit entry. Each resource file builds its handlers from this context.
 */

export const CONFIGURATION_NOT_FOUND = "Configuration not found";
export const VERSION_NOT_FOUND = "That version does not exist";
export const VERSION_CONFLICT =
  "Someone saved a newer version of this quote after you opened it. Reload to see it, then try again.";
export const SHARE_NOT_FOUND = "Share link not found";

export const idParams = z.object({ id: z.uuid("Unknown configuration") });
export const versionParams = idParams.extend({
  version: z.coerce.number().int().min(1).max(100_000),
});
export const shareParams = z.object({ shareId: z.uuid("Unknown share link") });
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A request as a named handler reads it: the route's schema has validated these parts. */
export type StaffRequest<Params = unknown, Body = unknown, Query = unknown> = FastifyRequest & {
  params: Params;
  body: Body;
  query: Query;
};
export type { FastifyReply };

export type IdParams = z.infer<typeof idParams>;
export type VersionParams = z.infer<typeof versionParams>;
export type ShareParams = z.infer<typeof shareParams>;

export function staffContextOf(app: FastifyInstance) {
  const { configurations, configurationQueries, shares, drafts } = app.repositories;
  const { companyProfile, priceBook } = app.services;
  const quotes = quoteServiceOf(app);

  /** The version asked for (the current one without a number), or the 404 that fits. */
  async function existingVersion(id: string, version?: number) {
    const found = await configurations.versionOf(id, version);
    if (!found) {
      const exists = version !== undefined && (await configurations.versionOf(id));
      throw new HttpError(404, exists ? VERSION_NOT_FOUND : CONFIGURATION_NOT_FOUND);
    }
    return found;
  }

  /** A version's frozen content, as a share of it would show it. */
  async function frozenOption(id: string, version: number, label = "") {
    const frozen = await configurationQueries.snapshotOption({
      configurationId: id,
      version,
      label,
    });
    if (!frozen) throw new HttpError(404, VERSION_NOT_FOUND);
    return frozen.option;
  }

  /** The staff page's whole view of one quote; every write answers with it. */
  async function detail(id: string) {
    const found = await readConfigurationDetail(app, id);
    if (!found) throw new HttpError(404, CONFIGURATION_NOT_FOUND);
    return found;
  }

  const audited = (
    request: FastifyRequest,
    event: Parameters<typeof auditChange>[1],
    id: string,
    label: string,
    details?: Parameters<typeof auditChange>[3],
  ) => auditChange(request, event, { type: "configuration", id, label }, details);

  return {
    configurations,
    configurationQueries,
    shares,
    drafts,
    companyProfile,
    priceBook,
    quotes,
    existingVersion,
    frozenOption,
    detail,
    audited,
  };
}

export type StaffContext = ReturnType<typeof staffContextOf>;
