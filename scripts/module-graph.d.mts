/** The part of module-graph.mjs that TypeScript code calls (its tests and checks). */
export function eagerPathTo(root: string, entry: string, pkg: string): string[] | null;
