import { envelopeSchema } from "@shared/api/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import { adminFailures } from "../../http/route-schemas";
import { actor, audit } from "../audit/record";
import { permissionRequired, requireAdmin } from "../auth/guards";

/** An audit entry as the audit module's `audit` writes it. */
type AuditEntry = Parameters<typeof audit>[1];

/**
 * One setting of the company profile that staff edit as a whole and save over the version
 * they loaded (the quote template, the approval thresholds): GET answers it with its
 * `version`; PUT names `expectedVersion` and answers 409 over a newer save, and every save is
 * audited. Owner (settings) only.
 */
export function versionedSettingRoutes<Value extends z.ZodObject>(setting: {
  /** What is saved, without its version. */
  schema: Value;
  summary: { get: string; put: string };
  read(): Promise<z.output<Value> & { version: number }>;
  save(
    value: z.output<Value>,
    expectedVersion: number,
  ): Promise<(z.output<Value> & { version: number }) | null>;
  conflict: string;
  saved: string;
  audit: Pick<AuditEntry, "event" | "targetLabel"> & {
    details?(before: z.output<Value>, after: z.output<Value>): AuditEntry["details"];
  };
}): FastifyPluginAsyncZod {
  const stored = setting.schema.extend({ version: z.number().int().min(0) });
  const body = setting.schema.extend({ expectedVersion: z.number().int().min(0) });
  return async (app) => {
    noStore(app);
    app.addHook("onRequest", permissionRequired("settings"));

    app.get(
      "/",
      {
        schema: {
          tags: ["settings"],
          summary: setting.summary.get,
          response: { 200: envelopeSchema(stored), ...adminFailures },
        },
      },
      async () => ok(await setting.read()),
    );

    app.put(
      "/",
      {
        schema: {
          tags: ["settings"],
          summary: setting.summary.put,
          description:
            "`expectedVersion` is the `version` the editor loaded; a save over a newer one answers 409.",
          body,
          response: { 200: envelopeSchema(stored), ...adminFailures },
        },
      },
      async (request) => {
        const auth = await requireAdmin(request);
        const { expectedVersion, ...value } = request.body as z.output<Value> & {
          expectedVersion: number;
        };
        const before = setting.audit.details ? await setting.read() : null;
        const saved = await setting.save(value as z.output<Value>, expectedVersion);
        if (!saved) throw new HttpError(409, setting.conflict);
        await audit(request, {
          event: setting.audit.event,
          ...actor(auth),
          targetType: "company_profile",
          targetLabel: setting.audit.targetLabel,
          ...(before && setting.audit.details
            ? { details: setting.audit.details(before, value as z.output<Value>) }
            : {}),
        });
        return ok(saved, { message: setting.saved });
      },
    );
  };
}
