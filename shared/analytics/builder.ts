import { z } from "zod";
import { deviceClasses } from "../quotes/builder/device";
import { resolvedPeriodSchema } from "./sales";
import { suggestionFiguresSchema } from "./suggestions";

/** The Service Builder funnel of issue 15, in order; each step counts the sessions reaching it. */
export const funnelSteps = [
  "session-started",
  "lead-captured",
  "assessment-completed",
  "recommendations-shown",
  "configuration-saved",
  "shared",
  "viewed",
  "accepted",
] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export const funnelStepLabels: Record<FunnelStep, string> = {
  "session-started": "Session started",
  "lead-captured": "Lead captured",
  "assessment-completed": "Assessment completed",
  "recommendations-shown": "Recommendations shown",
  "configuration-saved": "Configuration saved",
  shared: "Quote shared",
  viewed: "Quote viewed",
  accepted: "Quote accepted",
};

/** The staff list behind each step, filtered as far as that list can be. */
export const funnelStepLists: Record<FunnelStep, string> = {
  "session-started": "/admin/prospects?sort=createdAt&dir=desc",
  "lead-captured": "/admin/prospects?sort=createdAt&dir=desc",
  "assessment-completed": "/admin/prospects?sort=createdAt&dir=desc",
  "recommendations-shown": "/admin/prospects?sort=createdAt&dir=desc",
  "configuration-saved": "/admin/service-configurations?sort=created",
  shared: "/admin/service-configurations?status=shared",
  viewed: "/admin/service-configurations?status=viewed",
  accepted: "/admin/service-configurations?status=accepted",
};

/** Sessions started before the device was recorded count as unknown. */
export const deviceSlots = [...deviceClasses, "unknown"] as const;
export type DeviceSlot = (typeof deviceSlots)[number];
export const deviceLabels: Record<DeviceSlot, string> = {
  mobile: "Mobile",
  tablet: "Tablet",
  desktop: "Desktop",
  unknown: "Unknown (not recorded)",
};

const share = z.object({ label: z.string(), count: z.number().int() });

/** GET /api/admin/analytics/builder: sessions started in the period, followed to the end. */
export const builderAnalyticsSchema = z.object({
  period: resolvedPeriodSchema,
  funnel: z.array(
    z.object({
      step: z.enum(funnelSteps),
      sessions: z.number().int(),
      /** Of the sessions at the step before (1 for the first step, null when none got there). */
      conversion: z.number().nullable(),
      /** Sessions at the step before that never got here. */
      dropOff: z.number().int(),
      /** Sessions whose furthest step this is. */
      leftHere: z.number().int(),
      /** Median seconds from the step before to this one. */
      medianSeconds: z.number().nullable(),
    }),
  ),
  services: z.array(
    z.object({
      serviceId: z.number().int(),
      name: z.string(),
      saved: z.number().int().describe("Saved quotes of the period's sessions with the service"),
      accepted: z.number().int(),
      rate: z.number().nullable(),
      recommended: z.number().int().describe("Sessions the recommendations step showed it to"),
      kept: z.number().int().describe("Of those, sessions whose saved quote holds it"),
      /** kept / recommended, null when never recommended. */
      keepRate: z.number().nullable(),
    }),
  ),
  complianceRequirements: z.array(share),
  securityFocus: z.array(share),
  companySize: z.array(share),
  quoteValueBySize: z.array(
    z.object({
      label: z.string(),
      quotes: z.number().int(),
      averageMonthlyCents: z.number().int(),
    }),
  ),
  /**
   * Questions asked on quote pages this calendar month (in the period's zone, whatever the
   * period), and how many found no answer (issue 36 §3).
   */
  questions: z.object({
    month: z.string().describe("YYYY-MM"),
    asked: z.number().int(),
    unanswered: z.number().int(),
  }),
  /** How the period's AI suggestions were answered, per source (issue 36 §4). */
  suggestions: suggestionFiguresSchema,
  /** Sessions per device class of their start, every class listed, in this order. */
  devices: z.array(
    z.object({
      device: z.enum(deviceSlots),
      sessions: z.number().int(),
      /** Of the period's sessions, null when there are none. */
      share: z.number().nullable(),
    }),
  ),
});
export type BuilderAnalytics = z.infer<typeof builderAnalyticsSchema>;

/** The tables a CSV export can hold. */
export const builderTables = [
  "funnel",
  "services",
  "compliance",
  "security-focus",
  "company-size",
  "quote-value",
  "devices",
] as const;
export type BuilderTable = (typeof builderTables)[number];
