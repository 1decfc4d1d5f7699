import type { CompanyProfile } from "@shared/settings/company-profile";
import { pageMeta, SITE_NAME_FALLBACK } from "./page-meta";

export const LANDING_DESCRIPTION =
  "Premier IT security solutions: managed IT and 24/7 helpdesk, cybersecurity and compliance, cloud and DevOps, and AI engineering for businesses that cannot afford downtime.";
export const TAGLINE = "Impossible project? Challenge accepted.";

/** schema.org Organization for search engines, built from the stored company profile. */
export function organizationJsonLd(company: CompanyProfile, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    slogan: TAGLINE,
    email: company.salesEmail,
    telephone: company.phone,
    address: company.postalAddress.split("\n").join(", "),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        email: company.salesEmail,
        telephone: company.phone,
      },
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        email: company.supportEmail,
        telephone: company.phone,
      },
    ],
  };
}

/** Seed 000 §2: a title about premier IT security solutions, led by the stored company name. */
export function landingTitle(companyName: string): string {
  return `${companyName} | Premier IT Security Solutions for Business`;
}

/** Title, description, canonical URL, Open Graph and Twitter cards, JSON-LD. */
export function landingMeta(siteUrl: string, company: CompanyProfile | undefined) {
  return pageMeta({
    siteUrl,
    path: "/",
    title: landingTitle(company?.name ?? SITE_NAME_FALLBACK),
    description: LANDING_DESCRIPTION,
    siteName: company?.name,
    extra: company ? [{ "script:ld+json": organizationJsonLd(company, siteUrl) }] : [],
  });
}
