/** The Service Builder's steps (issue 10), in order, each with its own URL. */
export const builderSteps = [
  { id: "lead", path: "/sb/lead", label: "Your company" },
  { id: "assessment", path: "/sb/assessment", label: "Assessment" },
  { id: "recommendations", path: "/sb/recommendations", label: "Recommendations" },
  { id: "configure", path: "/sb/configure", label: "Configure" },
  { id: "summary", path: "/sb/summary", label: "Summary" },
] as const;
export type BuilderStep = (typeof builderSteps)[number]["id"];
export const builderStepIds = builderSteps.map((step) => step.id) as [
  BuilderStep,
  ...BuilderStep[],
];

/** Position of a step, to compare how far a visitor got. */
export const stepIndex = (step: BuilderStep) => builderStepIds.indexOf(step);
