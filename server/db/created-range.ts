import { type CreatedRange, createdRangeInstants } from "@shared/api/created-range";
import { type Column, gte, lt, type SQL } from "drizzle-orm";

/** The conditions of a list's created from / to filter on `column` (none when not set). */
export function createdWithin(column: Column, range: CreatedRange): SQL[] {
  const { start, end } = createdRangeInstants(range);
  return [...(start ? [gte(column, start)] : []), ...(end ? [lt(column, end)] : [])];
}
