import {
  type AdminService,
  type Service,
  type ServiceInput,
  serviceInputSchema,
} from "@shared/catalog/service";
import {
  type PriceBasis,
  priceBasis,
  type RiskLevel,
  riskLevels,
  type ServiceIcon,
} from "@shared/catalog/service-constants";

/**
 * The catalogue form's state: numbers as typed (strings), the basis as one choice, the
 * features one per line. Converting to the API's input keeps the schema the only judge.
 */
export interface ServiceFormState {
  name: string;
  description: string;
  category: string;
  price: string;
  setupFee: string;
  /** Staff-only (issue 35 §5); blank means not set. */
  cost: string;
  floorPrice: string;
  annual: boolean;
  basis: PriceBasis;
  multipliers: Record<RiskLevel, string>;
  features: string;
  prerequisites: number[];
  dependencies: number[];
  icon: ServiceIcon;
  minQuantity: string;
  maxQuantity: string;
  recommended: boolean;
  popular: boolean;
  hidden: boolean;
}

export const DEFAULT_MULTIPLIERS: Record<RiskLevel, string> = {
  low: "1",
  medium: "1.15",
  high: "1.3",
  critical: "1.5",
};

export function emptyServiceForm(): ServiceFormState {
  return {
    name: "",
    description: "",
    category: "",
    price: "",
    setupFee: "0",
    cost: "",
    floorPrice: "",
    annual: false,
    basis: "user",
    multipliers: { ...DEFAULT_MULTIPLIERS },
    features: "",
    prerequisites: [],
    dependencies: [],
    icon: "shield",
    minQuantity: "0",
    maxQuantity: "10000",
    recommended: false,
    popular: false,
    hidden: false,
  };
}

export function serviceFormFrom(service: AdminService): ServiceFormState {
  return {
    name: service.name,
    description: service.description,
    category: service.category,
    price: String(service.price),
    setupFee: String(service.setupFee),
    cost: service.cost === null ? "" : String(service.cost),
    floorPrice: service.floorPrice === null ? "" : String(service.floorPrice),
    annual: service.annual,
    basis: priceBasis(service),
    multipliers: Object.fromEntries(
      riskLevels.map((level) => [level, String(service.riskLevelMultiplier[level] ?? 1)]),
    ) as Record<RiskLevel, string>,
    features: service.features.join("\n"),
    prerequisites: service.prerequisites,
    dependencies: service.dependencies,
    icon: service.icon,
    minQuantity: String(service.minQuantity),
    maxQuantity: String(service.maxQuantity),
    recommended: service.recommended,
    popular: service.popular,
    hidden: service.hidden,
  };
}

/** "" stays a string so the schema says "Enter ..." instead of reading it as 0. */
const numberOrText = (value: string): number | string => {
  const trimmed = value.trim();
  return trimmed !== "" && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

export function serviceInputFrom(form: ServiceFormState): ServiceInput {
  return {
    name: form.name,
    description: form.description,
    category: form.category,
    price: numberOrText(form.price) as number,
    setupFee: numberOrText(form.setupFee) as number,
    cost: form.cost.trim() === "" ? null : (numberOrText(form.cost) as number),
    floorPrice: form.floorPrice.trim() === "" ? null : (numberOrText(form.floorPrice) as number),
    annual: form.annual,
    pricePerUser: form.basis === "user",
    pricePerEndpoint: form.basis === "endpoint",
    pricePerServer: form.basis === "server",
    riskLevelMultiplier: Object.fromEntries(
      riskLevels.map((level) => [level, numberOrText(form.multipliers[level])]),
    ) as ServiceInput["riskLevelMultiplier"],
    features: form.features
      .split("\n")
      .map((feature) => feature.trim())
      .filter(Boolean),
    prerequisites: form.prerequisites,
    dependencies: form.dependencies,
    icon: form.icon,
    minQuantity: numberOrText(form.minQuantity) as number,
    maxQuantity: numberOrText(form.maxQuantity) as number,
    recommended: form.recommended,
    popular: form.popular,
    hidden: form.hidden,
  };
}

/** The form as a catalogue entry the engine can price, or null while it is not valid yet. */
export function previewService(form: ServiceFormState, id: number): Service | null {
  const parsed = serviceInputSchema.safeParse(serviceInputFrom(form));
  return parsed.success ? { id, ...parsed.data } : null;
}
