import type { QuoteLocation, QuoteSelection } from "../engine/types";

/**
 * The builder's choices (issue 10), changed without mutation: a service chosen at some
 * locations, a quantity set at one, a service removed. An explicit quantity stays with its
 * location; without one the engine sizes the line from that location's counts.
 */

/** Each chosen service once, in the order first chosen. */
export function chosenServiceIds(selections: readonly QuoteSelection[]): number[] {
  return [...new Set(selections.map((selection) => selection.serviceId))];
}

export function isChosenAt(
  selections: readonly QuoteSelection[],
  locationId: string,
  serviceId: number,
): boolean {
  return selections.some(
    (selection) => selection.locationId === locationId && selection.serviceId === serviceId,
  );
}

/** Adds the service at each given location that does not have it yet. */
export function addService(
  selections: readonly QuoteSelection[],
  locations: readonly Pick<QuoteLocation, "id">[],
  serviceId: number,
): QuoteSelection[] {
  const added = locations
    .filter((location) => !isChosenAt(selections, location.id, serviceId))
    .map((location) => ({ locationId: location.id, serviceId }));
  return [...selections, ...added];
}

/** Removes the service from one location, or from every location when none is given. */
export function removeService(
  selections: readonly QuoteSelection[],
  serviceId: number,
  locationId?: string,
): QuoteSelection[] {
  return selections.filter(
    (selection) =>
      selection.serviceId !== serviceId ||
      (locationId !== undefined && selection.locationId !== locationId),
  );
}

/** Sets the service's quantity at a location, choosing it there if it was only added. */
export function setQuantity(
  selections: readonly QuoteSelection[],
  locationId: string,
  serviceId: number,
  quantity: number,
): QuoteSelection[] {
  const rest = selections.filter(
    (selection) => !(selection.locationId === locationId && selection.serviceId === serviceId),
  );
  return [...rest, { locationId, serviceId, quantity }];
}
