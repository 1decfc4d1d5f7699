import { ArrowRight, Clock4, PlayCircle, ShieldCheck, TrendingUp } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { BinaryRain } from "./binary-rain";

const proofPoints = [
  { icon: Clock4, text: "24/7 security operations" },
  { icon: ShieldCheck, text: "SOC 2 Type II attested" },
  { icon: TrendingUp, text: "99.99% uptime SLA" },
];

/** Seed 000 §2: headline, tagline, 'Schedule a Call', hidden demo button, visual, binary rain. */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden pt-32 pb-24 lg:pt-40 lg:pb-32"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_55%_at_70%_35%,color-mix(in_oklab,var(--color-primary)_22%,transparent),transparent_70%),radial-gradient(ellipse_45%_40%_at_15%_80%,color-mix(in_oklab,var(--color-accent)_14%,transparent),transparent_70%)]"
      />
      {/* Starts below the fixed header and fades in, so the nav links never sit on digits. */}
      <BinaryRain className="absolute inset-x-0 top-16 bottom-0 -z-10 text-primary opacity-20 [mask-image:linear-gradient(to_bottom,transparent,black_6rem,transparent_85%)] dark:opacity-25" />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div className="hero-enter">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-surface/70 px-3.5 py-1.5 text-xs font-semibold tracking-wide text-primary backdrop-blur">
            <span className="size-1.5 rounded-full bg-success" />
            Managed IT · Cybersecurity · AI Engineering
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Advanced Enterprise IT Solutions, Secured End to End
          </h1>
          <p className="mt-5 text-xl font-semibold text-primary sm:text-2xl">
            Impossible project? Challenge accepted.
          </p>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted">
            Managed IT, cybersecurity and compliance, cloud and DevOps, and AI engineering from one
            accountable team, watching over your business around the clock.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <a href="#contact" className={buttonClasses({ size: "lg" })}>
              Schedule a Call
              <ArrowRight aria-hidden className="size-4" />
            </a>
            {/* Seed 000 §2: present but hidden until the demo video exists. */}
            <button
              type="button"
              hidden
              className={buttonClasses({ size: "lg", variant: "outline" })}
            >
              <PlayCircle aria-hidden className="size-4" />
              Watch 90-sec Demo
            </button>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm text-muted">
            {proofPoints.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden className="size-4 text-primary" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="hero-enter-late relative">
          <div
            aria-hidden
            className="absolute -inset-6 -z-10 rounded-[2rem] bg-primary/10 blur-2xl"
          />
          <img
            src="/images/hero/security-operations.svg"
            alt="Security operations dashboard: a protected shield, a falling threat trend and healthy service status"
            width={600}
            height={400}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-3xl shadow-2xl shadow-black/30"
          />
        </div>
      </div>
    </section>
  );
}
