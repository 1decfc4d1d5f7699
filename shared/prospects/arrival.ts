import { z } from "zod";
import { organizationSizes } from "../inquiries/inquiry-constants";

/**
 * What a visitor sent for a prospect staff already keep (issue 32): the fields that differ
 * from the stored ones, shown on the timeline as "new details submitted" for staff to apply.
 * `email` is set when the sender is not one of the prospect's contacts (matched by domain).
 */
export const arrivalChangesSchema = z.object({
  companyName: z.string().optional(),
  contactName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  companySize: z.enum(organizationSizes).optional(),
});
export type ArrivalChanges = z.infer<typeof arrivalChangesSchema>;

/** An arrival staff have not applied yet. */
export const pendingArrivalSchema = z.object({
  id: z.number().int().positive(),
  source: z.enum(["builder", "inquiry"]),
  matchedBy: z.enum(["email", "domain"]),
  companyName: z.string().nullable(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  companySize: z.enum(organizationSizes).nullable(),
  createdAt: z.iso.datetime(),
});
export type PendingArrival = z.infer<typeof pendingArrivalSchema>;

const changeLabels: Record<keyof ArrivalChanges, string> = {
  companyName: "company name",
  contactName: "contact name",
  email: "e-mail",
  phone: "phone",
  companySize: "company size",
};

/** "company name Hacked Inc, phone 555 0100": the timeline's words for the changes. */
export function describeArrivalChanges(changes: ArrivalChanges): string {
  return (Object.keys(changeLabels) as (keyof ArrivalChanges)[])
    .filter((key) => changes[key] !== undefined)
    .map((key) => `${changeLabels[key]} ${changes[key]}`)
    .join(", ");
}
