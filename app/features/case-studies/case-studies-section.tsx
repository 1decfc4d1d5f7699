import type { CaseStudy } from "@shared/case-studies/case-study";
import { ArrowRight, ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { LandingSection } from "~/components/landing/landing-section";
import { SectionHeading } from "~/components/landing/section-heading";
import { buttonClasses } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { wrapIndex } from "~/lib/wrap-index";
import { type Figure, headlineFigures, outcomeFigures } from "./case-study-figures";
import { CaseStudyPanel, type SubTab } from "./case-study-panel";

function FigureGrid({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse rounded-2xl border border-border bg-surface p-6 text-center"
        >
          <dt className="mt-1 text-sm text-muted">{figure.label}</dt>
          <dd className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Seed 000 §2 (anchor case-studies): industry tabs, wrapping Previous/Next, sub-tabs. */
export function CaseStudiesSection({ caseStudies }: { caseStudies: CaseStudy[] }) {
  const [index, setIndex] = useState(0);
  const [subTab, setSubTab] = useState<SubTab>("overview");
  const show = (next: number) => {
    setIndex(wrapIndex(next, caseStudies.length));
    setSubTab("overview");
  };
  return (
    <LandingSection id="case-studies">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="case-studies-heading"
          eyebrow="Case Studies"
          title="Proven results in demanding industries"
          lead="Regulated, always-on businesses trust us with their most critical systems. Here is what that partnership delivered."
        />
        <div className="mt-14">
          <FigureGrid figures={headlineFigures} label="Results across our clients" />
        </div>
        {caseStudies.length > 0 ? (
          <Tabs
            value={String(index)}
            onValueChange={(value) => show(Number(value))}
            className="mt-14"
          >
            <div className="flex flex-col items-center gap-4 lg:flex-row lg:justify-between">
              <TabsList
                aria-label="Industries"
                className="max-sm:grid max-sm:w-full max-sm:grid-cols-2"
              >
                {caseStudies.map((study, position) => (
                  <TabsTrigger key={study.id} value={String(position)}>
                    {study.industry}
                  </TabsTrigger>
                ))}
              </TabsList>
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  onClick={() => show(index - 1)}
                  aria-label="Previous case study"
                  className={buttonClasses({ variant: "outline", size: "icon" })}
                >
                  <ChevronLeft aria-hidden className="size-5" />
                </button>
                {/* Previous/Next change the story away from the buttons: say which one shows. */}
                <span
                  aria-live="polite"
                  aria-atomic="true"
                  className="min-w-12 text-center text-sm text-muted tabular-nums"
                >
                  <span aria-hidden>
                    {index + 1} / {caseStudies.length}
                  </span>
                  <span className="sr-only">
                    Case study {index + 1} of {caseStudies.length}: {caseStudies[index]?.company}
                  </span>
                </span>
                <button
                  type="button"
                  onClick={() => show(index + 1)}
                  aria-label="Next case study"
                  className={buttonClasses({ variant: "outline", size: "icon" })}
                >
                  <ChevronRight aria-hidden className="size-5" />
                </button>
              </div>
            </div>
            {caseStudies.map((study, position) => (
              <TabsContent key={study.id} value={String(position)} className="mt-6">
                <CaseStudyPanel study={study} subTab={subTab} onSubTabChange={setSubTab} />
              </TabsContent>
            ))}
          </Tabs>
        ) : null}
        <div className="mt-8 flex justify-center">
          <a href="#contact" className={buttonClasses({ size: "lg" })}>
            Request Similar Solution
            <ArrowRight aria-hidden className="size-4" />
          </a>
        </div>
        <div className="mt-16">
          <FigureGrid figures={outcomeFigures} label="Long-term outcomes" />
        </div>
      </div>
    </LandingSection>
  );
}
