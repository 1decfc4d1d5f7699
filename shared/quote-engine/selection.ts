import type { Service } from "../catalog/service";
import type { QuoteSelection } from "./types";

/**
 * What is priced at a location: the chosen services plus everything they need. A
 * prerequisite must be in place before the service can run (MDR needs EDR), a dependency is
 * something the service works through (a SIEM feeds the SOC); both are added at the same
 * location with a note, and neither can be removed while something that needs it stays.
 */
export interface ResolvedSelection {
  serviceId: number;
  /** Set when the visitor chose a quantity; otherwise the location's counts decide. */
  quantity?: number;
  /** The chosen service this one was added for, and why. */
  addedFor?: { serviceId: number; link: "prerequisite" | "dependency" };
}

const needs = (service: Service) => [
  ...service.prerequisites.map((id) => ({ id, link: "prerequisite" as const })),
  ...service.dependencies.map((id) => ({ id, link: "dependency" as const })),
];

/**
 * Merges repeated choices (an explicit quantity beats the default, the larger explicit one
 * wins, so the order of the input never matters) and adds what the choices need, in id
 * order. Ids missing from the catalogue are returned apart for the quote's notes.
 */
export function resolveSelections(
  chosen: readonly QuoteSelection[],
  services: ReadonlyMap<number, Service>,
): { resolved: ResolvedSelection[]; missing: number[] } {
  const byId = new Map<number, ResolvedSelection>();
  const missing = new Set<number>();
  for (const { serviceId, quantity } of chosen) {
    if (!services.has(serviceId)) {
      missing.add(serviceId);
      continue;
    }
    const previous = byId.get(serviceId)?.quantity;
    const merged =
      quantity === undefined
        ? previous
        : previous === undefined
          ? quantity
          : Math.max(previous, quantity);
    byId.set(serviceId, merged === undefined ? { serviceId } : { serviceId, quantity: merged });
  }

  const queue = [...byId.keys()].sort((a, b) => a - b);
  for (let index = 0; index < queue.length; index += 1) {
    const service = services.get(queue[index] as number) as Service;
    for (const need of needs(service)) {
      if (byId.has(need.id)) continue;
      if (!services.has(need.id)) {
        missing.add(need.id);
        continue;
      }
      byId.set(need.id, {
        serviceId: need.id,
        addedFor: { serviceId: service.id, link: need.link },
      });
      queue.push(need.id);
    }
  }
  const resolved = [...byId.values()].sort((a, b) => a.serviceId - b.serviceId);
  return { resolved, missing: [...missing].sort((a, b) => a - b) };
}

/**
 * Why the service cannot leave the location, or null when it can: another service priced
 * there needs it. Checked against what is priced, added services included.
 */
export function removalBlocker(
  services: readonly Service[],
  selections: readonly QuoteSelection[],
  locationId: string,
  serviceId: number,
): string | null {
  const catalogue = new Map(services.map((service) => [service.id, service]));
  const atLocation = selections.filter(
    (selection) => selection.locationId === locationId && selection.serviceId !== serviceId,
  );
  const { resolved } = resolveSelections(atLocation, catalogue);
  const target = catalogue.get(serviceId)?.name ?? `Service ${serviceId}`;
  for (const { serviceId: otherId } of resolved) {
    const other = catalogue.get(otherId) as Service;
    const link = needs(other).find((need) => need.id === serviceId);
    if (link) {
      const verb = link.link === "prerequisite" ? "requires" : "depends on";
      return `${other.name} ${verb} ${target}: remove ${other.name} first`;
    }
  }
  return null;
}
