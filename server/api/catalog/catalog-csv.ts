import type { AdminService } from "@shared/catalog/service";
import { priceBasis, priceBasisLabels, riskLevels } from "@shared/catalog/service-constants";
import { type CsvColumns, toCsv } from "../../http/csv";

type Row = { service: AdminService; names: NamesOf };
type NamesOf = (ids: readonly number[]) => string;

const yesNo = (value: boolean) => (value ? "yes" : "no");

const columns: CsvColumns<Row> = [
  ["id", ({ service }) => service.id],
  ["name", ({ service }) => service.name],
  ["category", ({ service }) => service.category],
  ["description", ({ service }) => service.description],
  ["price (USD)", ({ service }) => service.price.toFixed(2)],
  ["basis", ({ service }) => priceBasisLabels[priceBasis(service)]],
  ["billing", ({ service }) => (service.annual ? "annual" : "monthly")],
  ["setup fee (USD)", ({ service }) => service.setupFee.toFixed(2)],
  ["min quantity", ({ service }) => service.minQuantity],
  ["max quantity", ({ service }) => service.maxQuantity],
  ...riskLevels.map((level): CsvColumns<Row>[number] => [
    `${level} risk multiplier`,
    ({ service }) => service.riskLevelMultiplier[level] ?? 1,
  ]),
  ["prerequisites", ({ service, names }) => names(service.prerequisites)],
  ["dependencies", ({ service, names }) => names(service.dependencies)],
  ["features", ({ service }) => service.features.join("; ")],
  ["icon", ({ service }) => service.icon],
  ["recommended", ({ service }) => yesNo(service.recommended)],
  ["popular", ({ service }) => yesNo(service.popular)],
  ["hidden", ({ service }) => yesNo(service.hidden)],
  ["archived", ({ service }) => yesNo(service.archived)],
  ["updated at", ({ service }) => service.updatedAt],
];

/**
 * The catalogue as a spreadsheet: prices in dollars with two decimals, links by name
 * (`catalogue` names them, archived ones included).
 */
export function catalogCsv(rows: readonly AdminService[], catalogue: readonly AdminService[]) {
  const byId = new Map(catalogue.map((service) => [service.id, service.name]));
  const names: NamesOf = (ids) => ids.map((id) => byId.get(id) ?? `Service ${id}`).join("; ");
  return toCsv(
    columns,
    rows.map((service) => ({ service, names })),
  );
}
