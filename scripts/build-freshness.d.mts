export type BuildState = "missing" | "changed" | "current";
export function buildState(root: string): BuildState;
export function markBuilt(root: string): void;
