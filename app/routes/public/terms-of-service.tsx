import { LegalDocument } from "~/features/legal/legal-document";
import {
  TERMS_SUMMARY,
  TERMS_TITLE,
  TERMS_UPDATED,
  termsSections,
} from "~/features/legal/terms-sections";
import { titledPageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/terms-of-service";
import { companyFromMatches, useCompany } from "./layout";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  titledPageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/terms-of-service",
    title: TERMS_TITLE,
    description: TERMS_SUMMARY,
    company: companyFromMatches(matches),
  });

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.siteUrl };
}

export default function TermsOfService() {
  const company = useCompany();
  return (
    <LegalDocument
      title={TERMS_TITLE}
      lastUpdated={TERMS_UPDATED}
      summary={TERMS_SUMMARY}
      sections={termsSections(company)}
    />
  );
}
