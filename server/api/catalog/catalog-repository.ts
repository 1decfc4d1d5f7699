import type { CatalogQuery } from "@shared/catalog/catalog-query";
import {
  type AdminService,
  type Service,
  serviceInputSchema,
  type ValidServiceInput,
} from "@shared/catalog/service";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { type ContentCache, createContentCache } from "../../cache/content-cache";
import type { Database } from "../../db/client";
import { services } from "../../db/schema/catalog";
import { hasAllSeedKeys } from "../../db/seeded";
import { type CachedAnswer, withEtag } from "../../http/conditional-get";
import { byText, type CatalogFilter, catalogOrder, catalogWhere } from "./catalog-filters";
import { seedServices } from "./seed/services";
import { toAdminService, toService, toServiceRow } from "./service-mapper";

export type ServiceUpdate =
  | { outcome: "updated"; service: AdminService }
  | { outcome: "not-found" }
  | { outcome: "conflict"; current: AdminService };

/**
 * The service catalogue. The public list is served from an in-process cache with its ETag;
 * every write drops it. Staff reads go to the database.
 */
export function createCatalogRepository(db: Database, cache: ContentCache = createContentCache()) {
  async function writeThenInvalidate<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      await cache.invalidate();
    }
  }

  async function get(id: number): Promise<AdminService | null> {
    const [row] = await db.select().from(services).where(eq(services.id, id));
    return row ? toAdminService(row) : null;
  }

  /** Every service matching a filter, in its order; `window` cuts one page out. */
  async function select(filter: CatalogFilter, window?: { limit: number; offset: number }) {
    const query = db
      .select()
      .from(services)
      .where(catalogWhere(filter))
      .orderBy(...catalogOrder(filter));
    const rows = await (window ? query.limit(window.limit).offset(window.offset) : query);
    return rows.map(toAdminService);
  }

  return {
    /** GET /api/catalog: what prospects may choose (not hidden, not archived). */
    publicServices(): Promise<CachedAnswer<Service[]>> {
      return cache.get("public", async () => {
        const rows = await db
          .select()
          .from(services)
          .where(and(eq(services.hidden, false), isNull(services.archivedAt)))
          .orderBy(byText(services.category), byText(services.name), asc(services.id));
        return withEtag(rows.map(toService));
      });
    },

    /** The staff list: search, filter, sort and one page, with the number of matches. */
    async list(query: CatalogQuery): Promise<{ items: AdminService[]; total: number }> {
      const { page, limit, ...filter } = query;
      const [items, [total]] = await Promise.all([
        select(filter, { limit, offset: (page - 1) * limit }),
        db.select({ value: count() }).from(services).where(catalogWhere(filter)),
      ]);
      return { items, total: total?.value ?? 0 };
    },

    /** Every match of a filter, unpaged (the CSV export). */
    matching: (filter: CatalogFilter): Promise<AdminService[]> => select(filter),

    /** Categories in use by services that are not archived, for the filter. */
    async categories(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ category: services.category, sortKey: byText(services.category) })
        .from(services)
        .where(isNull(services.archivedAt))
        .orderBy(byText(services.category));
      return rows.map((row) => row.category);
    },

    /** Every service, hidden and archived ones included, by id. */
    async all(): Promise<AdminService[]> {
      const rows = await db.select().from(services).orderBy(asc(services.id));
      return rows.map(toAdminService);
    },

    get,

    async create(input: ValidServiceInput): Promise<AdminService> {
      const [row] = await writeThenInvalidate(() =>
        db.insert(services).values(toServiceRow(input)).returning(),
      );
      if (!row) throw new Error("The service was not written");
      return toAdminService(row);
    },

    /**
     * Saves the edit only if nobody saved since `version` was read: one guarded UPDATE, so
     * two simultaneous saves cannot both win.
     */
    async update(id: number, input: ValidServiceInput, version: number): Promise<ServiceUpdate> {
      const [row] = await writeThenInvalidate(() =>
        db
          .update(services)
          .set({ ...toServiceRow(input), version: sql`${services.version} + 1` })
          .where(and(eq(services.id, id), eq(services.version, version)))
          .returning(),
      );
      if (row) return { outcome: "updated", service: toAdminService(row) };
      const current = await get(id);
      return current ? { outcome: "conflict", current } : { outcome: "not-found" };
    },

    /** Archives (or restores) a service; null when there is no such service. */
    async setArchived(id: number, archived: boolean): Promise<AdminService | null> {
      const [row] = await writeThenInvalidate(() =>
        db
          .update(services)
          .set({ archivedAt: archived ? sql`coalesce(${services.archivedAt}, now())` : null })
          .where(eq(services.id, id))
          .returning(),
      );
      return row ? toAdminService(row) : null;
    },

    /**
     * Demo catalogue: inserts the seed ids that are missing (staff edits stay), then moves
     * the id sequence past the highest id so the next new service gets a free one.
     */
    async seed(): Promise<void> {
      const ids = seedServices.map((service) => service.id);
      if (await hasAllSeedKeys(db, services, services.id, ids)) return;
      const rows = seedServices.map(({ id, ...service }) => ({
        id,
        ...toServiceRow(serviceInputSchema.parse(service)),
      }));
      await writeThenInvalidate(async () => {
        await db.insert(services).values(rows).onConflictDoNothing({ target: services.id });
        await db.execute(
          sql`select setval(pg_get_serial_sequence('services', 'id'), coalesce(max(${services.id}), 0) + 1, false) from ${services}`,
        );
      });
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
