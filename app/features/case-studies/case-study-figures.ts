export interface Figure {
  value: string;
  label: string;
}

/** Seed 000 §9: the headline figures above the stories. */
export const headlineFigures: Figure[] = [
  { value: "35+", label: "Enterprise clients" },
  { value: "42%", label: "Average cost reduction" },
  { value: "99.9%", label: "Client retention" },
  { value: "24/7", label: "Security operations coverage" },
];

/** Seed 000 §9: the four cards below the stories. */
export const outcomeFigures: Figure[] = [
  { value: "98.7%", label: "Client satisfaction" },
  { value: "100%", label: "Project completion rate" },
  { value: "+286%", label: "Average return on investment" },
  { value: "93.4%", label: "Client retention over 5+ years" },
];
