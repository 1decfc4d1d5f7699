import type { price } from "@shared/quotes/engine/price";
import type { QuoteSelection } from "@shared/quotes/engine/types";
import type { configurationVersions } from "../../../db/schema/configurations";

type VersionRow = typeof configurationVersions.$inferSelect;

/** The choices of a version; versions saved before choices were stored rebuild them. */
export function selectionsOf(version: VersionRow): QuoteSelection[] {
  if (version.selections.length > 0) return version.selections;
  return version.content.services
    .filter((service) => service.customizations.addedFor === undefined)
    .map((service) => ({
      locationId: service.customizations.locationId,
      serviceId: service.id,
      quantity: service.quantity,
    }));
}

/** The answers a version was priced with. */
export const answersOf = (version: VersionRow) =>
  ({
    complianceRequirements: version.content.complianceRequirements,
    securityFocus: version.content.securityFocus,
    ...(version.content.timeline ? { timeline: version.content.timeline } : {}),
  }) as Parameters<typeof price>[0]["answers"];
