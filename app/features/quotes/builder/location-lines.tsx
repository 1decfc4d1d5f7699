import type { Service } from "@shared/catalog/service";
import type { RiskLevel } from "@shared/catalog/service-constants";
import { formatMoney } from "@shared/pricing/money";
import type { PricedLocation, QuoteSelection } from "@shared/quotes/engine/types";
import { perPeriodText } from "@shared/quotes/presentation/labels";
import { lineFigures } from "@shared/quotes/presentation/line-figures";
import { Link2, PackageOpen, Trash2 } from "lucide-react";
import { type LinesColumn, ServiceLinesHead } from "~/components/quotes/service-lines-head";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { LineExplain } from "./line-explain";
import { QuantityInput } from "./quantity-input";

const columns: LinesColumn[] = [
  { label: "Service", className: "px-4 py-3 font-semibold" },
  { label: "Quantity", className: "px-2 py-3 text-right font-semibold" },
  { label: "Price", className: "px-2 py-3 text-right font-semibold" },
  { label: "Actions", className: "px-2 py-3", hiddenLabel: true },
];

/** The priced services of one location: quantities to edit, each number explained. */
export function LocationLines({
  location,
  services,
  selections,
  riskLevel,
  onQuantity,
  onRemove,
}: {
  location: PricedLocation;
  services: ReadonlyMap<number, Service>;
  selections: readonly QuoteSelection[];
  riskLevel: RiskLevel;
  onQuantity(serviceId: number, quantity: number): void;
  onRemove(serviceId: number): void;
}) {
  if (location.lines.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-border p-10 text-center">
        <PackageOpen aria-hidden className="size-8 text-muted" />
        <p className="font-semibold">No services at {location.name} yet</p>
        <p className="max-w-sm text-sm text-muted">
          Add services from the catalogue, or go back to the recommendations.
        </p>
      </div>
    );
  }
  const chosenQuantity = (serviceId: number) =>
    selections.find(
      (selection) =>
        selection.locationId === location.locationId && selection.serviceId === serviceId,
    )?.quantity;
  return (
    // Issue 34: on phones each line is a card of its own (name above; quantity, price and
    // the buttons below), so nothing is cut off and every quantity stays editable. From
    // 640 px up it is the table. `relative`: the visually hidden headers stay inside.
    <div className="relative rounded-2xl border border-border bg-surface sm:overflow-x-auto">
      <table className="w-full text-sm max-sm:block sm:min-w-[20rem]">
        <ServiceLinesHead
          location={location.name}
          columns={columns}
          className="max-sm:sr-only"
          rowClassName="border-b border-border text-left text-xs tracking-wide text-muted uppercase"
        />
        <tbody className="max-sm:block">
          {location.lines.map((priced) => {
            // Decision 049: the unit price and the line total from the one presentation model.
            const line = lineFigures(priced, riskLevel);
            const service = services.get(line.serviceId);
            const addedFor = line.addedFor ? services.get(line.addedFor)?.name : undefined;
            const period = perPeriodText(line.billing);
            return (
              <tr
                key={line.serviceId}
                className="border-b border-border last:border-0 max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:px-3 max-sm:py-3"
                data-line={line.serviceId}
              >
                <th
                  scope="row"
                  className="px-3 py-3 text-left align-top font-medium max-sm:col-span-3 max-sm:block max-sm:p-0 max-sm:pb-2 sm:px-4"
                >
                  <span className="block">{line.name}</span>
                  <span className="mt-1 flex flex-wrap gap-1.5 text-xs font-normal text-muted">
                    {line.category}
                    {addedFor ? (
                      <Badge tone="primary">
                        <Link2 aria-hidden className="size-3" />
                        Added: needed by {addedFor}
                      </Badge>
                    ) : null}
                  </span>
                </th>
                <td className="px-2 py-2 text-right align-top max-sm:block max-sm:p-0 max-sm:text-left">
                  <span aria-hidden className="block pb-1 text-xs text-muted sm:hidden">
                    Quantity
                  </span>
                  {line.basis === "location" ? (
                    <span className="inline-block pt-2 tabular-nums">{line.quantity}</span>
                  ) : (
                    <QuantityInput
                      name={line.name}
                      value={line.quantity}
                      min={service?.minQuantity ?? 1}
                      max={service?.maxQuantity ?? 100_000}
                      onChange={(quantity) => onQuantity(line.serviceId, quantity)}
                    />
                  )}
                </td>
                <td className="px-2 py-3 text-right align-top tabular-nums max-sm:block max-sm:min-w-0 max-sm:p-0 sm:whitespace-nowrap">
                  {line.notPriced ? (
                    // Decision 050: nothing to count here, so no charge, and the reason.
                    <span className="block max-w-48 text-xs whitespace-normal text-muted">
                      <span className="block font-semibold text-fg">Not priced</span>
                      {line.notPriced.replace(/^Not priced: /, "")}
                    </span>
                  ) : (
                    <>
                      <span className="block font-semibold">
                        {formatMoney(line.totalCents)}
                        <span className="font-normal text-muted"> {period}</span>
                      </span>
                      <span className="block text-xs text-muted" data-testid="line-unit">
                        {line.quantity} × {formatMoney(line.unitCents)} each
                      </span>
                      <span className="block max-w-56 text-xs whitespace-normal text-muted">
                        {line.unitExplanation}
                      </span>
                      {line.staffDiscountCents > 0 ? (
                        <span className="block text-xs text-success">
                          Staff discount −{formatMoney(line.staffDiscountCents)}
                        </span>
                      ) : null}
                    </>
                  )}
                </td>
                <td className="px-2 py-2 align-top max-sm:block max-sm:p-0">
                  <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                    <LineExplain
                      line={line}
                      riskLevel={riskLevel}
                      quantitySource={
                        chosenQuantity(line.serviceId) === undefined ? "counts" : "chosen"
                      }
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-9 text-muted hover:text-danger"
                      aria-label={`Remove ${line.name} from ${location.name}`}
                      onClick={() => onRemove(line.serviceId)}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
