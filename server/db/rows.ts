/** The rows of a raw `execute`: both drivers (PGlite, node-postgres) answer with `rows`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
