import type { BlogArticle } from "../blog/blog-post";
import type { CaseStudy } from "../case-studies/case-study";
import { markdownSections } from "./markdown-text";
import { chunked, type Passage } from "./passages";

/** The landing page's case-study section: the public place of every success story. */
export const CASE_STUDIES_URL = "/#case-studies";

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** A published post's passages: its summary, insights, trends, figures, story and body. */
export function postPassages(post: BlogArticle): Passage[] {
  const source = { kind: "blog" as const, title: post.title, url: `/blog/${post.slug}` };
  const { content } = post;
  const texts = [
    post.excerpt,
    ...content.keyInsights,
    ...content.trends.map((trend) => `${trend.title}: ${sentence(trend.description)}`),
  ];
  if (content.metrics.length > 0) {
    texts.push(content.metrics.map((metric) => `${metric.label}: ${metric.value}`).join("; "));
  }
  const story = content.caseStudy;
  if (story?.title) {
    texts.push(
      ...chunked([
        `${story.title}.`,
        sentence(story.challenge),
        sentence(story.approach),
        ...story.results.map(sentence),
      ]),
    );
  }
  for (const section of markdownSections(post.body)) {
    const blocks = section.heading ? [`${section.heading}:`, ...section.blocks] : section.blocks;
    texts.push(...chunked(blocks));
  }
  return texts.filter((text) => text.trim()).map((text) => ({ text, source }));
}

/** A published case study's passages: challenge, solution, result, figures and testimonial. */
export function caseStudyPassages(study: CaseStudy): Passage[] {
  const source = {
    kind: "case-study" as const,
    title: `Case study: ${study.company}`,
    url: CASE_STUDIES_URL,
  };
  const who = `${study.company} (${study.industry})`;
  const figures = study.metrics.map(
    (metric) =>
      `${metric.label}: ${metric.previousValue ? `${metric.previousValue} to ` : ""}${metric.value} (${metric.improvement})`,
  );
  const { testimonial } = study;
  return [
    `${who}, the challenge: ${study.challenge}`,
    `${who}, what we did: ${study.solution}`,
    `${who}, the result: ${study.result} ${figures.join("; ")}. Project duration ${study.projectDuration}; return on investment ${study.roi}.`,
    `"${testimonial.quote}" ${testimonial.author}${testimonial.title ? `, ${testimonial.title}` : ""}, ${study.company}.`,
  ].map((text) => ({ text, source }));
}
