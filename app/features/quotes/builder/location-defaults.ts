import type { OrganizationSize } from "@shared/inquiries/inquiry-constants";
import type { QuoteLocation, QuoteSelection } from "@shared/quotes/engine/types";

/** A typical head office for each company size: a starting point the visitor corrects. */
const typicalUsers: Record<OrganizationSize, number> = {
  "1-10": 8,
  "11-50": 25,
  "51-200": 100,
  "201-500": 300,
  "501+": 600,
};

export function newLocationId(): string {
  return `loc-${crypto.randomUUID().slice(0, 8)}`;
}

/** The first location, sized from the company size the lead step gave. */
export function firstLocation(size: OrganizationSize | undefined): QuoteLocation {
  const users = size ? typicalUsers[size] : 10;
  return {
    id: newLocationId(),
    name: "Main office",
    userCount: users,
    endpointCount: Math.round(users * 1.2),
    serverCount: Math.max(1, Math.ceil(users / 40)),
    hasCloudServices: true,
    hasOnPremise: true,
    hasSaaSApps: true,
  };
}

/** Another site: small until told otherwise, taking the services chosen for the first one. */
export function addedLocation(
  count: number,
  selections: readonly QuoteSelection[],
  firstId: string | undefined,
): { location: QuoteLocation; selections: QuoteSelection[] } {
  const location: QuoteLocation = {
    id: newLocationId(),
    name: `Location ${count + 1}`,
    userCount: 5,
    endpointCount: 6,
    serverCount: 0,
    hasCloudServices: true,
    hasOnPremise: false,
    hasSaaSApps: true,
  };
  const copied = selections
    .filter((selection) => selection.locationId === firstId)
    .map(({ serviceId }) => ({ locationId: location.id, serviceId }));
  return { location, selections: copied };
}
