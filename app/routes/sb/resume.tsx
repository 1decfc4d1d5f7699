import { stepMeta } from "~/features/quotes/builder/step-meta";

/** The page's title while the step is chosen, or while a link is decided on (decision 046). */
export const meta = () => stepMeta("Your configuration");

/**
 * /sb and unknown paths under it: the area's shell sends the visitor on to the furthest
 * step their session reached (the resume link is /sb?sessionId=...).
 */
export default function ResumeBuilder() {
  return null;
}
