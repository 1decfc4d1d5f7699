import { z } from "zod";

const text = (max: number) => z.string().trim().max(max);
const required = (max: number, message: string) => text(max).min(1, message);

export const caseStudyMetricSchema = z.object({
  label: required(120, "Enter the metric label"),
  value: required(40, "Enter the value"),
  previousValue: text(40).optional(),
  /** e.g. "-75%" or "+3.2x"; the sign is part of the text. */
  improvement: required(40, "Enter the improvement"),
  /** Whether the change is good news (a drop in latency is positive). */
  isPositive: z.boolean(),
});

export const caseStudyTestimonialSchema = z.object({
  quote: required(1000, "Enter the quote"),
  author: required(120, "Enter the author"),
  title: text(160),
});

/** Seed 000 §3: one success story of the case-studies section. */
export const caseStudySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  company: required(120, "Enter the company"),
  industry: required(80, "Enter the industry"),
  /** Shipped (/images/...) or uploaded (/media/{id}); "" for none. */
  logoUrl: text(300),
  /** "" when the logo only repeats the company name beside it. */
  logoAlt: text(300).default(""),
  imageUrl: text(300),
  imageAlt: text(300).default(""),
  challenge: required(2000, "Describe the challenge"),
  solution: required(2000, "Describe the solution"),
  result: required(2000, "Describe the result"),
  metrics: z.array(caseStudyMetricSchema),
  testimonial: caseStudyTestimonialSchema,
  /** e.g. "6 months". */
  projectDuration: required(40, "Enter the project duration"),
  /** e.g. "427% over 3 years". */
  roi: required(60, "Enter the return on investment"),
});

export type CaseStudyMetric = z.infer<typeof caseStudyMetricSchema>;
export type CaseStudyTestimonial = z.infer<typeof caseStudyTestimonialSchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;
/** A case study as written in code (the demo content): the alt texts may be left out. */
export type CaseStudySource = z.input<typeof caseStudySchema>;
