import type { CompanyProfile } from "@shared/settings/company-profile";

export const LANDING_TITLE = "Sentinel Forge | Premier IT Security Solutions for Business";
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

/** Title, description, canonical URL, Open Graph and Twitter cards, JSON-LD. */
export function landingMeta(siteUrl: string, company: CompanyProfile | undefined) {
  const url = `${siteUrl}/`;
  const image = `${siteUrl}/images/og-image.png`;
  return [
    { title: LANDING_TITLE },
    { name: "description", content: LANDING_DESCRIPTION },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company?.name ?? "Sentinel Forge" },
    { property: "og:title", content: LANDING_TITLE },
    { property: "og:description", content: LANDING_DESCRIPTION },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: LANDING_TITLE },
    { name: "twitter:description", content: LANDING_DESCRIPTION },
    { name: "twitter:image", content: image },
    ...(company ? [{ "script:ld+json": organizationJsonLd(company, siteUrl) }] : []),
  ];
}
