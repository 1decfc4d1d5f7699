import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/** The value of a filter select's "no filter" option. */
export const ANY = "*";

/**
 * Sets one filter of a staff list in the URL (so the back button and shared links keep it),
 * or clears it for null or ANY, and goes back to the first page.
 */
export function useFilterParam() {
  const [params, setParams] = useSearchParams();
  return (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === ANY) next.delete(key);
    else next.set(key, value);
    next.delete("page");
    setParams(next, { preventScrollReset: true });
  };
}

/** A list's search box: a GET form that keeps the other filters and starts at page one. */
export function ListSearch({
  id,
  label,
  placeholder,
  defaultValue,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  defaultValue: string | undefined;
  className?: string;
}) {
  const [params] = useSearchParams();
  return (
    <Form method="get" role="search" className={cn("flex gap-2", className)} preventScrollReset>
      {[...params].map(([key, value]) =>
        key === "q" || key === "page" ? null : (
          <input key={key} type="hidden" name={key} value={value} />
        ),
      )}
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue ?? ""}
        placeholder={placeholder}
        className={cn(inputClasses, "h-11")}
      />
      <Button type="submit" variant="outline" aria-label="Search">
        <Search aria-hidden className="size-4" />
      </Button>
    </Form>
  );
}

/** A complete date the list can use; the browser's date field passes through "0002-..." while a year is typed. */
const USABLE_DATE = /^(19|20)\d\d-\d\d-\d\d$/;
const dateLabelClasses = "text-xs font-semibold tracking-wide text-muted uppercase";

/** A date field that changes the URL once it holds a whole date (or is cleared). */
function DateFilter({
  id,
  label,
  value,
  onChoose,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChoose(value: string | null): void;
}) {
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className={dateLabelClasses}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (next === "") onChoose(null);
          else if (USABLE_DATE.test(next)) onChoose(next);
        }}
        className={cn(inputClasses, "h-11")}
      />
    </div>
  );
}

/**
 * "Created from / to" of a staff list, whole days in the staff member's time zone (kept in
 * the URL as `tz`, as the dashboard's links give it), so a figure's link and a date chosen
 * here count the same days.
 */
export function CreatedRangeFilter({
  idPrefix,
  range,
  clears = [],
  className,
}: {
  idPrefix: string;
  range: { from?: string | undefined; to?: string | undefined };
  /** Further URL keys a new range drops (e.g. an open record). */
  clears?: string[];
  className?: string;
}) {
  const [params, setParams] = useSearchParams();
  const choose = (key: "from" | "to", value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    if (next.has("from") || next.has("to")) {
      next.set("tz", Intl.DateTimeFormat().resolvedOptions().timeZone);
    } else next.delete("tz");
    for (const key of ["page", ...clears]) next.delete(key);
    setParams(next, { preventScrollReset: true });
  };
  return (
    <div className={cn("grid grid-cols-2 gap-3", className)}>
      <DateFilter
        id={`${idPrefix}-from`}
        label="Created from"
        value={range.from}
        onChoose={(value) => choose("from", value)}
      />
      <DateFilter
        id={`${idPrefix}-to`}
        label="Created to"
        value={range.to}
        onChoose={(value) => choose("to", value)}
      />
    </div>
  );
}
