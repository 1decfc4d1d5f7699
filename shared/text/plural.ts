/**
 * A count with its noun in the right number: "1 server", "2 servers", "0 servers" (issue 34:
 * the builder said "1 servers"). `many` for nouns that do not just take an "s".
 */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}
