import { ArrowRight } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { ErrorBoundary } from "~/components/error-boundary";
import { LandingSection } from "~/components/landing/landing-section";
import { SectionHeading } from "~/components/landing/section-heading";
import { type ServiceId, serviceSummaries } from "~/components/landing/services-data";
import { revealStyle, useReveal } from "~/components/landing/use-reveal";
import { preload } from "~/lib/preload";

const loadDialog = () => import("./service-dialog");
const ServiceDialog = lazy(loadDialog);
const preloadDialog = preload(loadDialog);

/** Seed 000 §2 (anchor services): five cards; 'Learn more' opens the service dialog. */
export function ServicesSection() {
  const [openId, setOpenId] = useState<ServiceId | null>(null);
  const grid = useReveal<HTMLUListElement>();
  return (
    <LandingSection id="services">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="services-heading"
          eyebrow="Services"
          title="Everything your business runs on, managed and secured"
          lead="One accountable team for your IT operations, security, cloud and software, so nothing falls between the cracks."
        />
        <ul ref={grid} className="mt-16 grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {serviceSummaries.map((service, index) => (
            <li
              key={service.id}
              style={revealStyle(index)}
              className={`reveal-item lg:col-span-2 ${index === 3 ? "lg:col-start-2" : ""}`}
            >
              <article className="group flex h-full flex-col rounded-2xl border border-border bg-surface p-7 transition-[transform,border-color,box-shadow] duration-300 hover:-translate-y-1 hover:border-primary/50 hover:shadow-xl hover:shadow-primary/5">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <service.icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-6 text-lg font-semibold tracking-tight">{service.title}</h3>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">
                  {service.description}
                </p>
                <button
                  type="button"
                  onClick={() => setOpenId(service.id)}
                  onPointerEnter={preloadDialog}
                  onFocus={preloadDialog}
                  aria-label={`Learn more about ${service.title}`}
                  className="mt-6 inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-primary"
                >
                  Learn more
                  <ArrowRight
                    aria-hidden
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </button>
              </article>
            </li>
          ))}
        </ul>
      </div>
      <Suspense fallback={null}>
        <ErrorBoundary name="Service Details" takeFocus>
          {openId ? <ServiceDialog serviceId={openId} onClose={() => setOpenId(null)} /> : null}
        </ErrorBoundary>
      </Suspense>
    </LandingSection>
  );
}
