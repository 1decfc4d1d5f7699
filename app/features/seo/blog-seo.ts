import type { BlogPost } from "@shared/blog/blog-post";
import { type BlogPageQuery, blogPageSearch } from "@shared/blog/blog-query";
import type { CompanyProfile } from "@shared/settings/company-profile";
import { postPath } from "~/lib/post-path";
import { postTags } from "~/lib/post-tags";
import { blogFeedLink } from "./blog-feed";
import { SITE_NAME_FALLBACK, titledPageMeta } from "./page-meta";

export const BLOG_DESCRIPTION =
  "Practical articles from our security, cloud and AI engineers: zero trust, compliance, ransomware readiness, cloud cost and managed IT, with the metrics behind each recommendation.";

/** /blog: one canonical address per tag and page; search results are not indexed. */
export function blogIndexMeta(
  siteUrl: string,
  company: CompanyProfile | undefined,
  query: BlogPageQuery,
) {
  const topic = query.tag ? `${query.tag} Articles` : "Blog: Security, Cloud and AI Insights";
  const page = query.page > 1 ? ` (Page ${query.page})` : "";
  return titledPageMeta({
    siteUrl,
    path: `/blog${blogPageSearch({ page: query.page, tag: query.tag })}`,
    title: `${topic}${page}`,
    description: BLOG_DESCRIPTION,
    company,
    extra: [
      blogFeedLink(siteUrl, company?.name ?? SITE_NAME_FALLBACK),
      ...(query.q ? [{ name: "robots", content: "noindex, follow" }] : []),
    ],
  });
}

/** schema.org BlogPosting of an article page. */
export function blogPostingJsonLd(post: BlogPost, siteUrl: string, siteName: string) {
  const url = `${siteUrl}${postPath(post)}`;
  const tags = postTags(post).map((tag) => tag.name);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: [`${siteUrl}${post.image}`],
    datePublished: post.publishedOn,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    articleSection: tags[0],
    keywords: tags.join(", "),
    author: {
      "@type": "Person",
      name: post.author.name,
      jobTitle: post.author.title,
      image: `${siteUrl}${post.author.avatar}`,
    },
    publisher: {
      "@type": "Organization",
      name: siteName,
      url: `${siteUrl}/`,
      logo: { "@type": "ImageObject", url: `${siteUrl}/favicon.svg` },
    },
  };
}

/** An article page: its own title, description, Open Graph article tags and JSON-LD. */
export function articleMeta(siteUrl: string, company: CompanyProfile | undefined, post: BlogPost) {
  const siteName = company?.name ?? SITE_NAME_FALLBACK;
  return titledPageMeta({
    siteUrl,
    path: postPath(post),
    title: post.title,
    description: post.excerpt,
    company,
    type: "article",
    extra: [
      { property: "article:published_time", content: post.publishedOn },
      { property: "article:author", content: post.author.name },
      ...postTags(post).map((tag) => ({ property: "article:tag", content: tag.name })),
      { "script:ld+json": blogPostingJsonLd(post, siteUrl, siteName) },
      blogFeedLink(siteUrl, siteName),
    ],
  });
}
