import type { AdminService } from "@shared/catalog/service";
import { priceBasis, priceBasisLabels } from "@shared/catalog/service-constants";
import { dollarsToCents, formatMoney } from "@shared/pricing/money";

/** "$9.00 per endpoint / month" or "$4,500.00 per location / year". */
export function priceLabel(
  service: Pick<
    AdminService,
    "price" | "annual" | "pricePerUser" | "pricePerEndpoint" | "pricePerServer"
  >,
) {
  return `${formatMoney(dollarsToCents(service.price))} ${priceBasisLabels[priceBasis(service)]} / ${service.annual ? "year" : "month"}`;
}
