import { loadPricingSection } from "~/features/pricing/load-pricing-section.server";
import { PricingSection } from "~/features/pricing/pricing-section";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Sentinel Forge | Premier IT Security Solutions for Business" },
  {
    name: "description",
    content:
      "Managed IT, cybersecurity and compliance, cloud and DevOps, and AI engineering for businesses that cannot afford downtime.",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  return {
    company: await context.repositories.companyProfile.get(),
    pricing: await loadPricingSection(context.repositories),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData;
  return (
    <>
      <main className="mx-auto flex min-h-dvh max-w-5xl flex-col justify-center gap-6 px-6 py-24">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">
          {company.name}
        </p>
        <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">
          Advanced enterprise IT, secured end to end
        </h1>
        <p className="max-w-2xl text-lg text-muted">Impossible project? Challenge accepted.</p>
      </main>
      <PricingSection data={loaderData.pricing} />
    </>
  );
}
