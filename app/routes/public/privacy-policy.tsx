import { LegalDocument } from "~/features/legal/legal-document";
import {
  PRIVACY_POLICY_SUMMARY,
  PRIVACY_POLICY_TITLE,
  PRIVACY_POLICY_UPDATED,
  privacyPolicySections,
} from "~/features/legal/privacy-policy";
import { titledPageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/privacy-policy";
import { companyFromMatches, useCompany } from "./layout";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  titledPageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/privacy-policy",
    title: PRIVACY_POLICY_TITLE,
    description: PRIVACY_POLICY_SUMMARY,
    company: companyFromMatches(matches),
  });

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.siteUrl };
}

export default function PrivacyPolicy() {
  const company = useCompany();
  return (
    <LegalDocument
      title={PRIVACY_POLICY_TITLE}
      lastUpdated={PRIVACY_POLICY_UPDATED}
      summary={PRIVACY_POLICY_SUMMARY}
      sections={privacyPolicySections(company)}
    />
  );
}
