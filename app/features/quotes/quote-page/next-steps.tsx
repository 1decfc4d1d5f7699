import type { CompanyProfile } from "@shared/settings/company-profile";
import { Download } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { telHref } from "~/lib/tel-href";

/**
 * Issue 35 §3: after an acceptance the page says what happens next and offers the
 * countersigned copy (the PDF with the record of the acceptance).
 */
export function NextSteps({
  steps,
  provider,
  pdfUrl,
}: {
  /** The link's own steps (`nextStepsOf`), as the company profile set them when it was made. */
  steps: readonly string[];
  provider: CompanyProfile;
  pdfUrl: string;
}) {
  return (
    <section
      aria-labelledby="next-steps-title"
      data-testid="next-steps"
      className="grid gap-4 rounded-2xl border border-success/40 bg-surface p-5 sm:p-6"
    >
      <h2 id="next-steps-title" className="text-lg font-semibold">
        What happens next
      </h2>
      <ol className="grid gap-2 pl-5 text-sm leading-6 marker:font-semibold marker:text-muted list-decimal">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="text-sm text-muted">
        Questions before then: write to{" "}
        <a className="font-medium text-fg underline" href={`mailto:${provider.salesEmail}`}>
          {provider.salesEmail}
        </a>{" "}
        or call{" "}
        <a className="font-medium text-fg underline" href={telHref(provider.phone)}>
          {provider.phone}
        </a>
        .
      </p>
      <a
        href={pdfUrl}
        download
        className={buttonClasses({ variant: "outline", className: "justify-self-start" })}
      >
        <Download aria-hidden className="size-4" />
        Download the countersigned copy
      </a>
    </section>
  );
}
