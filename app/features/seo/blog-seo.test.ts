import type { BlogPost } from "@shared/blog/blog-post";
import { describe, expect, it } from "vitest";
import { articleMeta, blogIndexMeta } from "./blog-seo";

const site = "https://www.example.com";
const profile = {
  name: "Acme Secure",
  postalAddress: "1 Main Street",
  phone: "+1 555 0100",
  supportEmail: "support@example.com",
  salesEmail: "sales@example.com",
};
const post: BlogPost = {
  id: 2,
  slug: "zero-trust-roadmap",
  title: "Zero Trust Roadmap",
  excerpt: "Identity first.",
  image: "/images/blog/zero-trust-roadmap.svg",
  imageAlt: "",
  tags: [
    { name: "Zero Trust", primary: true },
    { name: "Identity", primary: false },
  ],
  author: { name: "Maya Okafor", title: "CISO", avatar: "/images/authors/maya-okafor.svg" },
  publishedOn: "2025-05-27",
  featured: false,
  content: { keyInsights: [], trends: [], metrics: [] },
};
type Tag = Record<string, unknown>;
const find = (meta: Tag[], key: string, value: string) => meta.find((tag) => tag[key] === value);

describe("blogIndexMeta", () => {
  it("gives each topic and page its own canonical address and title", () => {
    const meta = blogIndexMeta(site, undefined, { page: 2, tag: "Zero Trust" }) as Tag[];
    expect(find(meta, "rel", "canonical")?.href).toBe(`${site}/blog?tag=Zero+Trust&page=2`);
    expect(meta[0]).toEqual({ title: "Zero Trust Articles (Page 2) | Sentinel Forge" });
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("keeps search results out of the index, canonical to the unsearched list", () => {
    const meta = blogIndexMeta(site, undefined, { page: 1, q: "passkeys" }) as Tag[];
    expect(find(meta, "rel", "canonical")?.href).toBe(`${site}/blog`);
    expect(find(meta, "name", "robots")?.content).toBe("noindex, follow");
  });
});

describe("articleMeta", () => {
  it("describes the post as an article with its tags and a BlogPosting", () => {
    const meta = articleMeta(site, profile, post) as Tag[];
    expect(meta[0]).toEqual({ title: `${post.title} | Acme Secure` });
    expect(find(meta, "property", "og:type")?.content).toBe("article");
    expect(meta.filter((tag) => tag.property === "article:tag").map((tag) => tag.content)).toEqual([
      "Zero Trust",
      "Identity",
    ]);
    const jsonLd = meta.find((tag) => "script:ld+json" in tag)?.["script:ld+json"];
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      url: `${site}/blog/${post.slug}`,
      publisher: { name: "Acme Secure" },
    });
  });
});
