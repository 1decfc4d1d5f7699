import type { TopicId } from "./insight-types";

export interface TopicStory {
  quote: string;
  author: string;
  role: string;
}

/** Seed 000 §3: success stories for the first five topics, and one for all others. */
const stories: Partial<Record<TopicId, TopicStory>> = {
  "zero-trust": {
    quote:
      "We retired our VPN without a single day of disruption, and the audit finding that had followed us for two years was closed.",
    author: "Nadia Foster",
    role: "IT Director, Calloway & Price Consulting",
  },
  devsecops: {
    quote:
      "Security used to be the last gate before release. Now it is three minutes inside the pipeline, and our developers fix issues the same day.",
    author: "Victor Alvarez",
    role: "VP Engineering, Brightpath Software",
  },
  "ai-threat-detection": {
    quote:
      "The models caught a compromised service account that our rules had ignored for weeks. The alert explained exactly why it mattered.",
    author: "Grace Whitfield",
    role: "Security Operations Manager, Meridian Credit Union",
  },
  "cloud-security": {
    quote:
      "For the first time we see every cloud account in one place, and the risky misconfigurations get fixed automatically.",
    author: "Omar Haddad",
    role: "Cloud Platform Lead, Northgate Media Group",
  },
  sase: {
    quote:
      "Our branches and home workers now get the same protection, and our network bill went down instead of up.",
    author: "Lena Sorensen",
    role: "Head of Infrastructure, Alder Retail Group",
  },
};

const defaultStory: TopicStory = {
  quote:
    "They explained the risk in business terms, fixed what mattered first and left us with reporting our board actually reads.",
  author: "Thomas Reid",
  role: "Chief Operating Officer, Kestrel Engineering",
};

export function storyFor(topic: TopicId): TopicStory {
  return stories[topic] ?? defaultStory;
}
