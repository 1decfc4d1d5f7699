import type { CatalogQuery, CatalogSort, CatalogStatus } from "@shared/catalog/catalog-query";
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { containing } from "../../db/like";
import { services } from "../../db/schema/catalog";

export type CatalogFilter = Omit<CatalogQuery, "page" | "limit">;

/**
 * Text sorts ignore case and use the "C" collation, so PGlite and every PostgreSQL server
 * order names alike whatever their locale.
 */
export const byText = (column: AnyPgColumn) => sql`lower(${column}) collate "C"`;

const statusConditions: Record<CatalogStatus, SQL[]> = {
  all: [isNull(services.archivedAt)],
  visible: [isNull(services.archivedAt), eq(services.hidden, false)],
  hidden: [isNull(services.archivedAt), eq(services.hidden, true)],
  archived: [isNotNull(services.archivedAt)],
};

export function catalogWhere({ q, category, status }: CatalogFilter): SQL | undefined {
  const conditions = [...statusConditions[status]];
  if (category) conditions.push(eq(services.category, category));
  if (q) {
    const pattern = containing(q);
    const anyText = or(
      ilike(services.name, pattern),
      ilike(services.description, pattern),
      ilike(services.category, pattern),
    );
    if (anyText) conditions.push(anyText);
  }
  return and(...conditions);
}

const sortKeys: Record<CatalogSort, SQL[]> = {
  name: [byText(services.name)],
  category: [byText(services.category), byText(services.name)],
  price: [sql`${services.priceCents}`, byText(services.name)],
  updated: [sql`${services.updatedAt}`],
};

/** The chosen sort in the chosen direction; the id breaks ties so pages never overlap. */
export function catalogOrder({ sort, dir }: CatalogFilter): SQL[] {
  const direction = dir === "desc" ? desc : asc;
  return [...sortKeys[sort].map((key) => direction(key)), asc(services.id)];
}
