import {
  type BlogFilter,
  type BlogTagCount,
  FALLBACK_TAG_NAME,
  searchTerms,
} from "@shared/blog/blog-query";
import { and, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { blogPosts } from "../../db/schema/blog";

/** Every text a reader sees in a post: title, excerpt, author, tag names and the body. */
const searchDocument = sql`concat_ws(' ', ${blogPosts.title}, ${blogPosts.excerpt}, ${blogPosts.authorName}, ${blogPosts.authorTitle}, jsonb_path_query_array(${blogPosts.tags}, '$[*].name')::text, jsonb_path_query_array(${blogPosts.content}, 'strict $.** ? (@.type() == "string")')::text)`;

/** A search word as a literal LIKE pattern: % and _ typed by a reader match themselves. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function hasTag(tag: string): SQL {
  const named = sql`exists (select 1 from jsonb_array_elements(${blogPosts.tags}) as t where lower(t->>'name') = lower(${tag}))`;
  // A post without tags is shown as 'Technology', so that chip finds it too.
  if (tag.toLowerCase() !== FALLBACK_TAG_NAME.toLowerCase()) return named;
  return or(named, sql`jsonb_array_length(${blogPosts.tags}) = 0`) as SQL;
}

/** The WHERE conditions of a tag filter and a search (every word must appear). */
export function filterConditions({ tag, q }: BlogFilter): SQL[] {
  const conditions: SQL[] = [];
  if (tag) conditions.push(hasTag(tag));
  const words = searchTerms(q).map((term) => sql`${searchDocument} ilike ${containing(term)}`);
  if (words.length > 0) conditions.push(and(...words) as SQL);
  return conditions;
}

/** Tag counts over published posts; names differing only in case count as one. */
export function tagCounts(db: Database): Promise<BlogTagCount[]> {
  const tags = sql`(
    select t->>'name' as name
    from ${blogPosts}, jsonb_array_elements(${blogPosts.tags}) as t
    where ${blogPosts.status} = 'published'
    union all
    select ${FALLBACK_TAG_NAME}
    from ${blogPosts}
    where ${blogPosts.status} = 'published' and jsonb_array_length(${blogPosts.tags}) = 0
  ) as tag`;
  return db
    .select({
      name: sql<string>`min(tag.name)`,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(tags)
    .groupBy(sql`lower(tag.name)`)
    .orderBy(sql`count(*) desc`, sql`min(tag.name)`);
}
