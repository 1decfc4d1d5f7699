import type { CompanyProfile } from "@shared/settings/company-profile";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { PageHero } from "~/components/landing/page-hero";
import { formatLongDate } from "~/lib/format-date";
import { telHref } from "~/lib/tel-href";

export interface LegalSection {
  /** Anchor of the section (links such as /privacy-policy#cookies point here). */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** YYYY-MM-DD of the last change to the text. */
  lastUpdated: string;
  summary: ReactNode;
  sections: LegalSection[];
}

function Contents({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className="grid gap-1 text-sm">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex gap-2 rounded-md px-2 py-1.5 text-muted transition-colors hover:bg-surface-2 hover:text-fg"
          >
            <span className="w-5 shrink-0 tabular-nums">{index + 1}.</span>
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Typography of the documents' running text (no typography plugin ships with the app). */
const prose =
  "text-[0.9375rem] leading-7 text-fg/90 [&_a]:font-medium [&_a]:text-primary [&_a:hover]:underline [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-fg [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-fg [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-5";

/** A legal page: title, last-updated date, summary, contents and numbered sections. */
export function LegalDocument({ title, lastUpdated, summary, sections }: LegalDocumentProps) {
  return (
    <div data-page="legal">
      <PageHero eyebrow="Legal" title={title} lead={summary}>
        <p className="mt-6 text-sm text-muted">
          Last updated: <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-24 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-8">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <details className="group rounded-xl border border-border bg-surface p-4 lg:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-semibold [&::-webkit-details-marker]:hidden">
              Contents
              <ChevronDown
                aria-hidden
                className="size-4 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="mt-3">
              <Contents sections={sections} />
            </div>
          </details>
          <div className="max-lg:hidden">
            <p className="px-2 text-xs font-semibold tracking-wider text-muted uppercase">
              Contents
            </p>
            <div className="mt-3">
              <Contents sections={sections} />
            </div>
          </div>
        </nav>
        <div className="grid max-w-3xl gap-12">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              <div className={prose}>{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The company's contact details from the settings, as the documents' last section shows them. */
export function CompanyContact({ company }: { company: CompanyProfile }) {
  return (
    <address className="mt-4 grid gap-1 rounded-xl border border-border bg-surface p-5 not-italic">
      <strong>{company.name}</strong>
      {company.postalAddress.split("\n").map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span className="mt-2">
        E-mail: <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
      </span>
      <span>
        Phone: <a href={telHref(company.phone)}>{company.phone}</a>
      </span>
    </address>
  );
}
