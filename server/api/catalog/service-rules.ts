import type { FieldErrors } from "@shared/api/envelope";
import { linkProblems } from "@shared/catalog/graph";
import type { AdminService } from "@shared/catalog/service";
import { HttpError } from "../../http/http-error";

interface Links {
  id?: number;
  prerequisites: readonly number[];
  dependencies: readonly number[];
}

const linksTo = (service: Links, id: number) =>
  service.prerequisites.includes(id) || service.dependencies.includes(id);

/**
 * Prerequisites and dependencies must name services that exist and are not archived, never
 * the service itself, and must not close a loop: a 400 with the field's explanation.
 */
export function assertLinksValid(candidate: Links, catalogue: readonly AdminService[]): void {
  const problems = linkProblems(
    candidate,
    catalogue.filter((service) => !service.archived),
  );
  if (Object.keys(problems).length > 0) {
    throw new HttpError(400, "Validation failed", problems as FieldErrors);
  }
}

/** A service still in use by an active one cannot be archived: the quote would break. */
export function assertArchivable(service: AdminService, catalogue: readonly AdminService[]): void {
  const user = catalogue.find(
    (other) => !other.archived && other.id !== service.id && linksTo(other, service.id),
  );
  if (user) throw new HttpError(409, `${user.name} requires it: remove that link first`);
}

/** A restored service must not point at archived ones (they left the catalogue). */
export function assertRestorable(service: AdminService, catalogue: readonly AdminService[]): void {
  const gone = catalogue.find((other) => other.archived && linksTo(service, other.id));
  if (gone) {
    throw new HttpError(
      409,
      `It requires ${gone.name}, which is archived: restore that first or remove the link`,
    );
  }
}

/** The fields an edit changed, for the audit line (names only, values stay in the row). */
export function changedFields(before: AdminService, after: AdminService): string {
  const ignored = new Set(["version", "updatedAt"]);
  return Object.keys(after)
    .filter((key) => !ignored.has(key))
    .filter(
      (key) =>
        JSON.stringify(before[key as keyof AdminService]) !==
        JSON.stringify(after[key as keyof AdminService]),
    )
    .join(", ");
}
