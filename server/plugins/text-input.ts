import type { FieldErrors } from "@shared/api/envelope";
import { unstorableText } from "@shared/api/text";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { failure } from "../http/envelope";

/** Deeper than any form of ours: such a document is refused rather than walked. */
const MAX_DEPTH = 32;
const TOO_DEEP = "Nested too deeply";
const BAD_ADDRESS_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Bad request</title><h1>Bad request</h1><p>The address holds a character that is not allowed. <a href="/">Go to the home page</a>.</p></html>';

/** The first unstorable string (or key) in a parsed value, with its dotted path. */
function findProblem(value: unknown, path: string, depth: number): FieldErrors | null {
  if (typeof value === "string") {
    const problem = unstorableText(value);
    return problem ? { [path]: problem } : null;
  }
  // An uploaded file (the body of an image upload) is bytes, not text.
  if (value === null || typeof value !== "object" || value instanceof Uint8Array) return null;
  if (depth > MAX_DEPTH) return { [path]: TOO_DEEP };
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    const keyProblem = unstorableText(key);
    if (keyProblem) return { [here]: keyProblem };
    const problem = findProblem(item, here, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * One rule for every route (issue 12): a body, query or path parameter holding NUL or a lone
 * surrogate is a 400 naming the field, before any route or the database sees it.
 */
async function textInput(app: FastifyInstance) {
  // A callback hook: clean input (nearly every request) passes without a promise (issue 12).
  app.addHook("preValidation", (request, reply, done) => {
    const errors =
      findProblem(request.params, "", 0) ??
      findProblem(request.query, "", 0) ??
      findProblem(request.body, "", 0);
    if (!errors) return done();
    reply.code(400);
    if (request.url.startsWith("/api/")) reply.send(failure("Validation failed", errors));
    // A page address with such a character: a plain page saying so, not the API's JSON.
    else reply.type("text/html; charset=utf-8").send(BAD_ADDRESS_PAGE);
  });
}

export default fp(textInput, { name: "text-input" });
