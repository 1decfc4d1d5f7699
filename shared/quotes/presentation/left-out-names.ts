import type { DecisionEvidence } from "../decision";
import type { QuoteSnapshot } from "../snapshot";

/** "Server Backup at Boston": the optional lines a decision left out, for its record. */
export function leftOutNames(
  snapshot: QuoteSnapshot,
  evidence: Pick<DecisionEvidence, "position" | "declinedOptional">,
): string[] {
  const option = evidence.position === null ? undefined : snapshot.options[evidence.position];
  if (!option) return [];
  return evidence.declinedOptional.flatMap((key) => {
    const location = option.locations.find((candidate) => candidate.locationId === key.locationId);
    const line = location?.lines.find((candidate) => candidate.serviceId === key.serviceId);
    if (!location || !line) return [];
    return [option.locations.length > 1 ? `${line.name} at ${location.name}` : line.name];
  });
}
