import type { MetaDescriptor } from "react-router";

export const SITE_NAME_FALLBACK = "Sentinel Forge";
/** The shared Open Graph picture (PNG: social networks do not show SVG). */
export const OG_IMAGE = { path: "/images/og-image.png", width: 1200, height: 630 };

export interface PageMetaInput {
  siteUrl: string;
  /** Path of the canonical address, e.g. "/blog". */
  path: string;
  title: string;
  description: string;
  siteName?: string;
  type?: "website" | "article";
  /** Extra tags (article:*, robots, JSON-LD). */
  extra?: MetaDescriptor[];
}

/** Title, description, canonical URL, Open Graph and Twitter cards of a public page. */
export function pageMeta({
  siteUrl,
  path,
  title,
  description,
  siteName,
  type = "website",
  extra = [],
}: PageMetaInput): MetaDescriptor[] {
  const url = `${siteUrl}${path}`;
  const image = `${siteUrl}${OG_IMAGE.path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteName ?? SITE_NAME_FALLBACK },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...extra,
  ];
}

interface TitledPageInput extends Omit<PageMetaInput, "siteName"> {
  company: { name: string } | undefined;
}

/** A page titled "{title} | {company name}" (legal documents, the teaser). */
export function titledPageMeta({ company, title, ...input }: TitledPageInput) {
  const siteName = company?.name ?? SITE_NAME_FALLBACK;
  return pageMeta({ ...input, title: `${title} | ${siteName}`, siteName });
}
