import { BookOpenCheck, Download } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";

/** Seed 000 §2: the guide's file is not published yet, so the link is a placeholder anchor. */
export function GuideBanner() {
  return (
    <div
      id="cybersecurity-guide"
      className="relative mt-16 overflow-hidden rounded-3xl border border-primary/30 bg-gradient-to-br from-primary-soft via-surface to-surface p-8 sm:p-10"
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-5">
          <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-primary text-primary-fg sm:inline-flex">
            <BookOpenCheck aria-hidden className="size-7" />
          </span>
          <div>
            <h3 className="text-2xl font-bold tracking-tight">2025 Cybersecurity Guide</h3>
            <p className="mt-2 max-w-xl text-muted">
              A practical 40-page playbook: the threats that hit mid-sized businesses this year, the
              controls that stopped them, and a 90-day plan to close your biggest gaps.
            </p>
          </div>
        </div>
        <a
          href="#cybersecurity-guide"
          className={buttonClasses({ size: "lg", className: "shrink-0" })}
        >
          <Download aria-hidden className="size-4" />
          Download Free Guide
        </a>
      </div>
    </div>
  );
}
