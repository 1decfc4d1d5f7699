import { Search } from "lucide-react";
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
