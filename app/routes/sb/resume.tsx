/**
 * /sb and unknown paths under it: the area's shell sends the visitor on to the furthest
 * step their session reached (the resume link is /sb?sessionId=...).
 */
export default function ResumeBuilder() {
  return null;
}
