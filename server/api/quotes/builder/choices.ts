import type { FieldErrors } from "@shared/api/envelope";
import type { Service } from "@shared/catalog/service";
import { requiredAt } from "@shared/quotes/engine/selection";
import type { QuoteLocation, QuoteSelection } from "@shared/quotes/engine/types";
import { HttpError } from "../../../http/http-error";

/**
 * Choices must name a service the visitor can see and one of the configuration's locations:
 * anything else is a 400 naming the first offender, never a silently dropped line.
 */
export function assertKnownChoices(
  selections: readonly QuoteSelection[],
  locations: readonly Pick<QuoteLocation, "id">[],
  services: readonly Service[],
): void {
  const errors: FieldErrors = {};
  const serviceIds = new Set(services.map((service) => service.id));
  const locationIds = new Set(locations.map((location) => location.id));
  const unknownService = selections.find((selection) => !serviceIds.has(selection.serviceId));
  if (unknownService) errors.selections = `Service ${unknownService.serviceId} is not offered`;
  const unknownLocation = selections.find((selection) => !locationIds.has(selection.locationId));
  if (unknownLocation && !errors.selections) {
    errors.selections = `Location "${unknownLocation.locationId}" is not part of this configuration`;
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, "Validation failed", errors);
}

/**
 * An optional line must be one the customer can leave out: nothing else priced at its
 * location may need it (issue 35 §7), or leaving it out would change nothing.
 */
export function assertOptionalLinesFree(
  selections: readonly QuoteSelection[],
  services: readonly Service[],
): void {
  for (const selection of selections) {
    if (!selection.optional) continue;
    const needed = requiredAt(services, selections, selection.locationId, selection.serviceId);
    if (!needed) continue;
    const name = services.find((service) => service.id === selection.serviceId)?.name;
    const message = `${name ?? "This service"} cannot be optional: ${needed.by} ${needed.verb} it`;
    throw new HttpError(400, message, { optionalLines: message });
  }
}
