import type { BlogArticle, BlogPost } from "@shared/blog/blog-post";
import type { CaseStudy } from "@shared/case-studies/case-study";
import type { Service } from "@shared/catalog/service";
import { type Passage, quotePassages, servicePassages } from "@shared/quote-questions/passages";
import { caseStudyPassages, postPassages } from "@shared/quote-questions/public-passages";
import type { QuoteSnapshot } from "@shared/quotes/snapshot";

/**
 * What a quote page's questions are answered from (decision 070): the quote's own passages
 * and public content only. The readers are handed in by the composition root (the blog's and
 * case studies' published reads, the catalogue's offer), each through the content caches
 * that drop on any change, so a post unpublished a moment ago is no longer an answer.
 */
export interface PublishedPosts {
  listPublished(options: { limit: number; offset: number }): Promise<{ items: BlogPost[] }>;
  findPublishedBySlug(slug: string): Promise<BlogArticle | null>;
}

export interface PublishedCaseStudies {
  listPublished(): Promise<CaseStudy[]>;
}

export interface OfferedServices {
  /** Services prospects may choose, as the public catalogue shows them (no cost, no floor). */
  offered(): Promise<Service[]>;
}

/** The newest posts read; older ones are rarely what a quote's reader asks about. */
export const POSTS_READ = 200;

export function createQuestionCorpusService({
  posts,
  caseStudies,
  catalogue,
}: {
  posts: PublishedPosts;
  caseStudies: PublishedCaseStudies;
  catalogue: OfferedServices;
}) {
  async function published(): Promise<Passage[]> {
    const [list, studies] = await Promise.all([
      posts.listPublished({ limit: POSTS_READ, offset: 0 }),
      caseStudies.listPublished(),
    ]);
    const articles = await Promise.all(
      list.items.map((post) => posts.findPublishedBySlug(post.slug)),
    );
    return [
      ...articles.flatMap((article) => (article ? postPassages(article) : [])),
      ...studies.flatMap(caseStudyPassages),
    ];
  }

  return {
    /** Every passage one question on this link may be answered from. */
    async passagesFor(snapshot: QuoteSnapshot, link: { answered: boolean }): Promise<Passage[]> {
      const [services, publicPassages] = await Promise.all([catalogue.offered(), published()]);
      return [
        ...quotePassages(snapshot, link),
        ...servicePassages(services, snapshot),
        ...publicPassages,
      ];
    },
  };
}

export type QuestionCorpusService = ReturnType<typeof createQuestionCorpusService>;
