/**
 * Prerequisites and dependencies link services into a graph that must name existing
 * services, never the service itself, and never close a loop (the engine adds what a
 * service needs, so a loop would never settle and would read as nonsense to a buyer).
 */
export interface ServiceLinks {
  id: number;
  name?: string;
  prerequisites: readonly number[];
  dependencies: readonly number[];
}

export type LinkField = "prerequisites" | "dependencies";
const linkFields: LinkField[] = ["prerequisites", "dependencies"];

const needs = (service: ServiceLinks) => [...service.prerequisites, ...service.dependencies];

/**
 * A loop in the graph as the ids along it (first id repeated at the end), or null.
 * Depth-first with colours; ids are visited in ascending order so the answer is stable.
 */
export function findCycle(links: readonly ServiceLinks[]): number[] | null {
  const byId = new Map(links.map((service) => [service.id, service]));
  const state = new Map<number, "open" | "done">();
  const path: number[] = [];

  function visit(id: number): number[] | null {
    state.set(id, "open");
    path.push(id);
    for (const next of [...new Set(needs(byId.get(id) as ServiceLinks))].sort((a, b) => a - b)) {
      if (!byId.has(next)) continue;
      if (state.get(next) === "open") return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    path.pop();
    state.set(id, "done");
    return null;
  }

  for (const id of [...byId.keys()].sort((a, b) => a - b)) {
    if (state.has(id)) continue;
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * The problems of a candidate's links against the catalogue (which may hold an older
 * version of the candidate): per field, one message naming the services involved.
 */
export function linkProblems(
  candidate: { id?: number; prerequisites: readonly number[]; dependencies: readonly number[] },
  catalogue: readonly ServiceLinks[],
): Partial<Record<LinkField, string>> {
  const problems: Partial<Record<LinkField, string>> = {};
  const known = new Map(catalogue.map((service) => [service.id, service]));
  const nameOf = (id: number) => known.get(id)?.name ?? `Service ${id}`;

  for (const field of linkFields) {
    const ids = candidate[field];
    if (candidate.id !== undefined && ids.includes(candidate.id)) {
      problems[field] = "A service cannot require itself";
      continue;
    }
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      problems[field] =
        `${unknown.length === 1 ? "Service" : "Services"} ${unknown.join(", ")} ${unknown.length === 1 ? "does" : "do"} not exist`;
    }
  }
  if (Object.keys(problems).length > 0 || candidate.id === undefined) return problems;

  const self: ServiceLinks = { ...known.get(candidate.id), ...candidate, id: candidate.id };
  const found = findCycle([...catalogue.filter((service) => service.id !== self.id), self]);
  if (found) {
    // Told from the edited service's side: "this needs A needs B needs this".
    const start = Math.max(0, found.indexOf(self.id));
    const cycle = [...found.slice(start, -1), ...found.slice(0, start), found[start] as number];
    const field: LinkField = self.prerequisites.includes(cycle[1] ?? -1)
      ? "prerequisites"
      : "dependencies";
    const loop = cycle.map((id) => (id === self.id ? (self.name ?? "this service") : nameOf(id)));
    problems[field] = `This would make a loop: ${loop.join(" needs ")}`;
  }
  return problems;
}
