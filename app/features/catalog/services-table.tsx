import type { CatalogQuery } from "@shared/catalog/catalog-query";
import type { AdminService } from "@shared/catalog/service";
import { dollarsToCents, formatMoney } from "@shared/pricing/money";
import { Archive, ArchiveRestore, Pencil } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { SortHeader } from "~/components/ui/sort-header";
import { ServiceIcon } from "../../components/service-icon";
import { priceLabel } from "../../lib/price-label";

export type ServiceAction = "edit" | "archive" | "restore";

function Flags({ service }: { service: AdminService }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {service.archived ? <Badge tone="danger">Archived</Badge> : null}
      {!service.archived && service.hidden ? <Badge tone="warning">Hidden</Badge> : null}
      {!service.archived && !service.hidden ? <Badge tone="success">Visible</Badge> : null}
      {service.recommended ? <Badge tone="primary">Recommended</Badge> : null}
      {service.popular ? <Badge>Popular</Badge> : null}
    </span>
  );
}

function Actions({
  service,
  onAction,
}: {
  service: AdminService;
  onAction(service: AdminService, action: ServiceAction): void;
}) {
  return (
    <span className="flex gap-2">
      <Button variant="outline" size="sm" onClick={() => onAction(service, "edit")}>
        <Pencil aria-hidden className="size-3.5" />
        Edit<span className="sr-only"> {service.name}</span>
      </Button>
      {service.archived ? (
        <Button variant="outline" size="sm" onClick={() => onAction(service, "restore")}>
          <ArchiveRestore aria-hidden className="size-3.5" />
          Restore<span className="sr-only"> {service.name}</span>
        </Button>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => onAction(service, "archive")}>
          <Archive aria-hidden className="size-3.5" />
          Archive<span className="sr-only"> {service.name}</span>
        </Button>
      )}
    </span>
  );
}

const setupLabel = (service: AdminService) =>
  service.setupFee > 0 ? formatMoney(dollarsToCents(service.setupFee)) : "None";

/** A table from 1024 px up; cards below, so nothing scrolls sideways on a phone. */
export function ServicesTable({
  services,
  query,
  onAction,
}: {
  services: AdminService[];
  query: CatalogQuery;
  onAction(service: AdminService, action: ServiceAction): void;
}) {
  const name = (service: AdminService) => (
    <span className="flex items-center gap-3">
      <ServiceIcon name={service.icon} />
      <span className="grid min-w-0">
        <span className="font-semibold">{service.name}</span>
        <span className="text-xs text-muted">#{service.id}</span>
      </span>
    </span>
  );
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Services</caption>
          <thead className="border-b border-border bg-surface-2/60 text-xs text-muted uppercase">
            <tr>
              <SortHeader label="Service" sort="name" query={query} />
              <SortHeader label="Category" sort="category" query={query} />
              <SortHeader label="Price" sort="price" query={query} />
              <th scope="col" className="px-4 py-3 font-semibold tracking-wide">
                Setup fee
              </th>
              <th scope="col" className="px-4 py-3 font-semibold tracking-wide">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-semibold tracking-wide">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {services.map((service) => (
              <tr key={service.id} className={service.archived ? "opacity-70" : undefined}>
                <td className="min-w-60 px-4 py-3">{name(service)}</td>
                <td className="min-w-32 px-4 py-3 text-muted">{service.category}</td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">{priceLabel(service)}</td>
                <td className="px-4 py-3 tabular-nums">{setupLabel(service)}</td>
                <td className="min-w-36 px-4 py-3">
                  <Flags service={service} />
                </td>
                <td className="px-4 py-3">
                  <Actions service={service} onAction={onAction} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 lg:hidden" aria-label="Services">
        {services.map((service) => (
          <li
            key={service.id}
            className="grid gap-3 rounded-2xl border border-border bg-surface p-4"
          >
            {name(service)}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">Category</dt>
              <dd>{service.category}</dd>
              <dt className="text-muted">Price</dt>
              <dd className="tabular-nums">{priceLabel(service)}</dd>
              <dt className="text-muted">Setup fee</dt>
              <dd className="tabular-nums">{setupLabel(service)}</dd>
            </dl>
            <Flags service={service} />
            <Actions service={service} onAction={onAction} />
          </li>
        ))}
      </ul>
    </>
  );
}
