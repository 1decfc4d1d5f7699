import type { BlogAuthor } from "@shared/blog/blog-post";

/** Fictitious authors of the demo posts; avatars are initials drawn by scripts/generate-illustrations.ts. */
export const authors = {
  maya: {
    name: "Maya Okafor",
    title: "Chief Information Security Officer",
    avatar: "/images/authors/maya-okafor.svg",
  },
  daniel: {
    name: "Daniel Reyes",
    title: "Principal Cloud Architect",
    avatar: "/images/authors/daniel-reyes.svg",
  },
  priya: {
    name: "Priya Natarajan",
    title: "Head of AI Engineering",
    avatar: "/images/authors/priya-natarajan.svg",
  },
  tomas: {
    name: "Tomas Lindqvist",
    title: "Director of Managed Services",
    avatar: "/images/authors/tomas-lindqvist.svg",
  },
  elena: {
    name: "Elena Petrova",
    title: "Compliance Practice Lead",
    avatar: "/images/authors/elena-petrova.svg",
  },
  aisha: {
    name: "Aisha Rahman",
    title: "Head of Security Operations",
    avatar: "/images/authors/aisha-rahman.svg",
  },
} satisfies Record<string, BlogAuthor>;
