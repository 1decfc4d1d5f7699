import type { ProspectChoice } from "@shared/opportunities/opportunity";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { inputClasses } from "~/components/ui/field";
import { apiData } from "~/lib/api-client";
import { OPPORTUNITIES } from "./use-opportunity-mutations";

/** Search prospects by company, contact or e-mail, then pick one (a radio group). */
export function ProspectPicker({
  value,
  onChange,
  error,
}: {
  value: ProspectChoice | null;
  onChange(choice: ProspectChoice): void;
  error?: string;
}) {
  const id = useId();
  const [q, setQ] = useState("");
  const term = q.trim();
  const found = useQuery({
    queryKey: ["opportunity-prospects", term],
    queryFn: ({ signal }) =>
      apiData<ProspectChoice[]>(`${OPPORTUNITIES}/prospect-choices?q=${encodeURIComponent(term)}`, {
        signal,
      }),
    enabled: term.length >= 2,
    staleTime: 30_000,
  });
  const choices = term.length >= 2 ? (found.data ?? []) : [];
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium">
        Prospect
        <span aria-hidden className="text-danger">
          {" "}
          *
        </span>
      </legend>
      <label htmlFor={`${id}-search`} className="sr-only">
        Search prospects
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder="Type a company, contact or e-mail"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClasses} h-11`}
      />
      {value ? (
        <p className="text-sm">
          Chosen: <strong>{value.companyName}</strong> ({value.email})
        </p>
      ) : null}
      <div aria-live="polite" className="grid gap-1">
        {term.length >= 2 && found.isSuccess && choices.length === 0 ? (
          <p className="text-sm text-muted">No prospect matches “{term}”.</p>
        ) : null}
        {choices.map((choice) => (
          <label
            key={choice.id}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-ring has-[:checked]:bg-surface-2"
          >
            <input
              type="radio"
              name={`${id}-prospect`}
              checked={value?.id === choice.id}
              onChange={() => onChange(choice)}
            />
            <span>
              <span className="font-medium">{choice.companyName}</span>
              <span className="block text-xs text-muted">
                {choice.contactName} · {choice.email}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
