import {
  type AdminService,
  adminServiceSchema,
  type Service,
  serviceSchema,
  type ValidServiceInput,
} from "@shared/catalog/service";
import { centsToDollars, dollarsToCents } from "@shared/pricing/money";
import type { services } from "../../db/schema/catalog";

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;

/** The API's fields of a row: dollars from cents; JSONB validated on read as on write. */
export function toService(row: ServiceRow): Service {
  return serviceSchema.parse({
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    price: centsToDollars(row.priceCents),
    setupFee: centsToDollars(row.setupFeeCents),
    annual: row.annual,
    pricePerUser: row.pricePerUser,
    pricePerServer: row.pricePerServer,
    pricePerEndpoint: row.pricePerEndpoint,
    riskLevelMultiplier: row.riskLevelMultiplier,
    features: row.features,
    prerequisites: row.prerequisites,
    dependencies: row.dependencies,
    icon: row.icon,
    minQuantity: row.minQuantity,
    maxQuantity: row.maxQuantity,
    recommended: row.recommended,
    popular: row.popular,
    hidden: row.hidden,
  });
}

export function toAdminService(row: ServiceRow): AdminService {
  return adminServiceSchema.parse({
    ...toService(row),
    cost: row.costCents === null ? null : centsToDollars(row.costCents),
    floorPrice: row.floorPriceCents === null ? null : centsToDollars(row.floorPriceCents),
    archived: row.archivedAt !== null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** The stored columns of validated input: the one place dollars become cents. */
export function toServiceRow({ price, setupFee, cost, floorPrice, ...fields }: ValidServiceInput) {
  return {
    ...fields,
    priceCents: dollarsToCents(price),
    setupFeeCents: dollarsToCents(setupFee),
    costCents: cost === null ? null : dollarsToCents(cost),
    floorPriceCents: floorPrice === null ? null : dollarsToCents(floorPrice),
  } satisfies Omit<NewServiceRow, "id">;
}
