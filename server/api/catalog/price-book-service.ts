import type { AdminService, Service } from "@shared/catalog/service";
import type { ActiveFormula } from "@shared/formulas/formula";
import { dollarsToCents } from "@shared/pricing/money";
import type { CatalogRepository } from "./catalog-repository";

/**
 * The price book: what the quote engine prices with, for every module that prices or shows a
 * quote (decision 061). The catalogue module owns it because the services are its own; the
 * active formulas are handed in by the composition root (formulas point at services, so the
 * formulas module depends on this one, never the other way). Both reads come from the
 * content caches, which drop on any catalogue or formula change.
 */

/** The formulas module's read of its active set, as the price book needs it. */
export interface ActiveFormulas {
  active(): Promise<{ data: ActiveFormula[] }>;
}

export interface PriceBook {
  /** Services prospects may choose (not hidden, not archived). */
  services: Service[];
  /** The current version of every active formula. */
  formulas: ActiveFormula[];
}

/** Floor prices and costs by service id, in cents per unit and billing period. */
export interface ServiceEconomics {
  floors: Map<number, number>;
  costs: Map<number, number>;
}

/** A service a quote holds that prospects can no longer choose, by its name. */
export interface WithdrawnService {
  serviceId: number;
  name: string;
}

export function createPriceBookService({
  catalog,
  formulas,
}: {
  catalog: Pick<CatalogRepository, "publicServices" | "all">;
  formulas: ActiveFormulas;
}) {
  return {
    /** The offered services and the active formulas, read together. */
    async read(): Promise<PriceBook> {
      const [services, active] = await Promise.all([catalog.publicServices(), formulas.active()]);
      return { services: services.data, formulas: active.data };
    },

    /**
     * Staff-only economics by service id, in cents per unit and period (issue 35 §5): the
     * floor prices a discount is checked against and the costs margins are read from.
     */
    async economics(): Promise<ServiceEconomics> {
      const floors = new Map<number, number>();
      const costs = new Map<number, number>();
      for (const service of await catalog.all()) {
        if (service.floorPrice !== null) floors.set(service.id, dollarsToCents(service.floorPrice));
        if (service.cost !== null) costs.set(service.id, dollarsToCents(service.cost));
      }
      return { floors, costs };
    },

    /**
     * Every service, hidden and archived ones too: what a staff formula may name, checked
     * when it is saved or restored.
     */
    everyService: (): Promise<AdminService[]> => catalog.all(),

    /** Only the offered services: enough to check a choice before pricing it. */
    async offered(): Promise<Service[]> {
      return (await catalog.publicServices()).data;
    },

    /**
     * Which of `serviceIds` prospects can no longer choose (archived or hidden by staff
     * since), with their names, so a quote names them rather than dropping them unseen
     * (issue 34). The whole catalogue is read only when one is missing from the offer.
     */
    async withdrawn(serviceIds: Iterable<number>): Promise<WithdrawnService[]> {
      const chosen = new Set(serviceIds);
      if (chosen.size === 0) return [];
      const offered = new Set((await catalog.publicServices()).data.map((service) => service.id));
      const missing = [...chosen].filter((id) => !offered.has(id));
      if (missing.length === 0) return [];
      const known = new Map((await catalog.all()).map((service) => [service.id, service.name]));
      return missing.map((serviceId) => ({
        serviceId,
        name: known.get(serviceId) ?? `Service ${serviceId}`,
      }));
    },
  };
}

export type PriceBookService = ReturnType<typeof createPriceBookService>;
