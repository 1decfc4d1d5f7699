import type { Service } from "../../catalog/service";
import type { QuoteSelection } from "./types";

/**
 * What is priced at a location: the chosen services plus everything they need. A
 * prerequisite must be in place before the service can run (MDR needs EDR), a dependency is
 * something the service works through (a SIEM feeds the SOC); both are added at the same
 * location with a note, and neither can be removed while something that needs it stays.
 */
export interface ResolvedSelection {
  /** The service's place in the indexed catalogue (IndexedCatalogue.inOrder). */
  at: number;
  serviceId: number;
  /** Set when the visitor chose a quantity; otherwise the location's counts decide. */
  quantity?: number;
  /** The chosen service this one was added for, and why. */
  addedFor?: { serviceId: number; link: "prerequisite" | "dependency" };
}

/**
 * The catalogue in id order with each id's position, built once per quote: resolving a
 * location then fills slots by position instead of sorting, which keeps 100 locations x 50
 * services within the engine's millisecond (npm run bench).
 */
export interface IndexedCatalogue {
  byId: ReadonlyMap<number, Service>;
  inOrder: readonly Service[];
  position: ReadonlyMap<number, number>;
}

export function indexCatalogue(services: readonly Service[]): IndexedCatalogue {
  const inOrder = [...services].sort((a, b) => a.id - b.id);
  return {
    byId: new Map(inOrder.map((service) => [service.id, service])),
    inOrder,
    position: new Map(inOrder.map((service, index) => [service.id, index])),
  };
}

interface Resolution {
  catalogue: IndexedCatalogue;
  slots: (ResolvedSelection | undefined)[];
  queue: number[];
  missing: Set<number>;
}

/** Adds a needed service unless present (a module function: no closure per location). */
function addNeeded(
  id: number,
  serviceId: number,
  link: "prerequisite" | "dependency",
  { catalogue, slots, queue, missing }: Resolution,
) {
  const at = catalogue.position.get(id);
  if (at === undefined) missing.add(id);
  else if (!slots[at]) {
    slots[at] = { at, serviceId: id, quantity: undefined, addedFor: { serviceId, link } };
    queue.push(at);
  }
}

/**
 * Merges repeated choices (an explicit quantity beats the default, the larger explicit one
 * wins, so the order of the input never matters) and adds what the choices need, looking at
 * the choices in id order. The result is in id order; ids missing from the catalogue are
 * returned apart for the quote's notes.
 */
export function resolveSelections(
  chosen: readonly QuoteSelection[],
  catalogue: IndexedCatalogue,
): { resolved: ResolvedSelection[]; missing: number[] } {
  const slots: (ResolvedSelection | undefined)[] = new Array(catalogue.inOrder.length);
  const missing = new Set<number>();
  for (const { serviceId, quantity } of chosen) {
    const at = catalogue.position.get(serviceId);
    if (at === undefined) {
      missing.add(serviceId);
      continue;
    }
    const existing = slots[at];
    if (!existing) {
      // Every entry has every field, so the engine reads them from one object shape.
      slots[at] = { at, serviceId, quantity, addedFor: undefined };
    } else if (quantity !== undefined && quantity > (existing.quantity ?? -1)) {
      existing.quantity = quantity;
    }
  }

  const queue: number[] = [];
  for (let at = 0; at < slots.length; at += 1) if (slots[at]) queue.push(at);
  const resolution: Resolution = { catalogue, slots, queue, missing };
  for (let index = 0; index < queue.length; index += 1) {
    const service = catalogue.inOrder[queue[index] as number] as Service;
    for (const id of service.prerequisites) addNeeded(id, service.id, "prerequisite", resolution);
    for (const id of service.dependencies) addNeeded(id, service.id, "dependency", resolution);
  }
  const resolved: ResolvedSelection[] = [];
  for (const slot of slots) if (slot) resolved.push(slot);
  return { resolved, missing: [...missing].sort((a, b) => a - b) };
}

/** A priced service that needs another one at a location, and how. */
export interface Requirement {
  by: string;
  verb: "requires" | "depends on";
}

/**
 * What keeps the service at the location, or null when nothing does: another service
 * priced there needs it. Checked against what is priced, added services included.
 */
export function requiredAt(
  services: readonly Service[],
  selections: readonly QuoteSelection[],
  locationId: string,
  serviceId: number,
): Requirement | null {
  const catalogue = indexCatalogue(services);
  const atLocation = selections.filter(
    (selection) => selection.locationId === locationId && selection.serviceId !== serviceId,
  );
  for (const { serviceId: otherId } of resolveSelections(atLocation, catalogue).resolved) {
    const other = catalogue.byId.get(otherId) as Service;
    const verb = other.prerequisites.includes(serviceId)
      ? "requires"
      : other.dependencies.includes(serviceId)
        ? "depends on"
        : null;
    if (verb) return { by: other.name, verb };
  }
  return null;
}

/** Why the service cannot leave the location, or null when it can (see requiredAt). */
export function removalBlocker(
  services: readonly Service[],
  selections: readonly QuoteSelection[],
  locationId: string,
  serviceId: number,
): string | null {
  const required = requiredAt(services, selections, locationId, serviceId);
  if (!required) return null;
  const target =
    services.find((service) => service.id === serviceId)?.name ?? `Service ${serviceId}`;
  return `${required.by} ${required.verb} ${target}: remove ${required.by} first`;
}
