import type { Service } from "@shared/catalog/service";
import type { ActiveFormula } from "@shared/formulas/formula";
import { type ApprovalReason, approvalReasons } from "@shared/quotes/discount-approval";
import type { QuoteAdjustment } from "@shared/quotes/engine/adjustments";
import { type DroppedAdjustment, priceCarried } from "@shared/quotes/engine/carried";
import { price } from "@shared/quotes/engine/price";
import type {
  QuoteAnswers,
  QuoteLocation,
  QuoteResult,
  QuoteSelection,
} from "@shared/quotes/engine/types";
import type { LineKey } from "@shared/quotes/line-key";
import {
  carryOptionalMarks,
  type DroppedMark,
  type PriceBook,
} from "@shared/quotes/optional-items";
import { markOptional } from "@shared/quotes/optional-pricing";
import { assertWithinEngineLimits } from "../catalog/engine-limits";
import type { PriceBookService } from "../catalog/price-book-service";
import type { CompanyProfileService } from "../settings/company-profile-service";
import { assertKnownChoices, assertOptionalLinesFree } from "./builder/choices";
import { versionContent } from "./versions/version-content";

/** What a version is priced from: the answers, sites, choices and staff discounts. */
export interface PricingRequest {
  answers: QuoteAnswers;
  locations: readonly QuoteLocation[];
  selections: readonly QuoteSelection[];
  adjustments: readonly QuoteAdjustment[];
  /**
   * "carried": discounts a builder session carries from the version staff opened it from
   * (decision 050); a line discount whose line left the quote is dropped with a note.
   * "chosen": discounts staff just chose for lines the version has; all of them apply.
   */
  adjustmentsAre: "carried" | "chosen";
  /**
   * Optional marks a builder session carries from the version staff opened it from
   * (decision 072), put back on the lines still chosen. Staff's own saves mark the
   * selections themselves.
   */
  carriedOptionalLines?: readonly LineKey[];
}

declare const pricedByServer: unique symbol;

/**
 * A version priced by the server, as the repository stores it. Only `priceVersion` makes
 * one (the brand), so `saveVersion` cannot store figures that did not come from it.
 */
export interface PricedVersion {
  readonly [pricedByServer]: true;
  priced: QuoteResult;
  content: ReturnType<typeof versionContent>;
  selections: QuoteSelection[];
  /** The discounts in force (the carried ones minus those dropped). */
  adjustments: QuoteAdjustment[];
  dropped: DroppedAdjustment[];
  /** Carried optional marks the save could not keep, each with its note. */
  droppedMarks: DroppedMark[];
  /** Why its staff discounts need an approver (issue 35 §5); empty when they do not. */
  approval: ApprovalReason[];
  /** What it was priced from, kept when it has optional lines (issue 35 §7). */
  priceBook: PriceBook | null;
}

/** The services a result priced (with those added for them) and the formulas, as they are. */
function pricedFrom(
  result: QuoteResult,
  services: readonly Service[],
  formulas: readonly ActiveFormula[],
): PriceBook {
  const used = new Set(
    result.locations.flatMap((location) => location.lines.map((l) => l.serviceId)),
  );
  return { services: services.filter((service) => used.has(service.id)), formulas: [...formulas] };
}

export interface PricingDeps {
  /** The catalogue module's price book (decision 061). */
  priceBook: Pick<PriceBookService, "read" | "economics">;
  /** The thresholds a staff discount is checked against. */
  companyProfile: Pick<CompanyProfileService, "approvalPolicy">;
}

/**
 * The pricing steps before a version is saved, one for the builder's save and staff's
 * discounted version (issue 33: "the builder save and the staff save share one use case";
 * decision 055): the choices must name offered services and the quote's own sites, the
 * engine prices them with the active formulas, the totals must fit in exact cents, and the
 * stored content is built from that price. Nothing a client sends is trusted as a figure.
 */
export function createPricingService({ priceBook, companyProfile }: PricingDeps) {
  return {
    async priceVersion(request: PricingRequest): Promise<PricedVersion> {
      const { answers, locations } = request;
      const { services, formulas } = await priceBook.read();
      assertKnownChoices(request.selections, locations, services);
      const marked = request.carriedOptionalLines
        ? carryOptionalMarks(services, request.selections, request.carriedOptionalLines)
        : { selections: [...request.selections], dropped: [] };
      const { selections } = marked;
      assertOptionalLinesFree(selections, services);
      const input = {
        services,
        formulas,
        answers,
        locations,
        selections,
      };
      const { result, kept, dropped } =
        request.adjustmentsAre === "carried"
          ? priceCarried(input, request.adjustments)
          : {
              result: price({ ...input, adjustments: request.adjustments }),
              kept: [...request.adjustments],
              dropped: [],
            };
      assertWithinEngineLimits(result);
      markOptional(result, selections);
      const approval =
        kept.length === 0
          ? []
          : approvalReasons(
              result,
              await companyProfile.approvalPolicy(),
              (await priceBook.economics()).floors,
            );
      return {
        approval,
        priced: result,
        content: versionContent(result, answers, locations),
        selections: [...selections],
        adjustments: kept,
        dropped,
        droppedMarks: marked.dropped,
        priceBook: selections.some((selection) => selection.optional)
          ? pricedFrom(result, services, formulas)
          : null,
      } as Omit<PricedVersion, typeof pricedByServer> as PricedVersion;
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
