import type { OpportunityPage } from "@shared/opportunities/opportunity-query";
import { Search } from "lucide-react";
import { Form, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";

export interface OwnerChoice {
  id: string;
  name: string;
}

const ANYONE = "*";

/** Search and owner, in the URL beside the view (back button, shared links, CSV export). */
export function OpportunityFilters({
  page,
  owners,
}: {
  page: OpportunityPage;
  owners: OwnerChoice[];
}) {
  const [params, setParams] = useSearchParams();
  const chooseOwner = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === ANYONE) next.delete("owner");
    else next.set("owner", value);
    next.delete("page");
    setParams(next, { preventScrollReset: true });
  };
  return (
    <div className="mb-5 grid gap-3 md:grid-cols-[minmax(0,1fr)_16rem]">
      <Form method="get" role="search" className="flex gap-2" preventScrollReset>
        {[...params].map(([key, value]) =>
          key === "q" || key === "page" ? null : (
            <input key={key} type="hidden" name={key} value={value} />
          ),
        )}
        <label className="sr-only" htmlFor="opportunity-search">
          Search opportunities
        </label>
        <input
          id="opportunity-search"
          name="q"
          type="search"
          defaultValue={page.q ?? ""}
          placeholder="Search by deal or company name"
          className={cn(inputClasses, "h-11")}
        />
        <Button type="submit" variant="outline" aria-label="Search">
          <Search aria-hidden className="size-4" />
        </Button>
      </Form>
      <Select
        aria-label="Owner"
        value={page.owner ?? ANYONE}
        onValueChange={chooseOwner}
        options={[
          { value: ANYONE, label: "Any owner" },
          { value: "none", label: "Unassigned" },
          ...owners.map((owner) => ({ value: owner.id, label: owner.name })),
        ]}
      />
    </div>
  );
}
