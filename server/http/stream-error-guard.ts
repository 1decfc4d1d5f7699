import type { FastifyInstance } from "fastify";

/**
 * A client that leaves mid-response can leave the compressed body stream of @fastify/compress
 * erroring with ERR_STREAM_PREMATURE_CLOSE after Fastify stopped listening to it (seen when a
 * browser navigated away from /robots.txt while its body was still being compressed). An
 * 'error' event without a listener ends the process, so every streamed body gets one: a
 * premature close is what a departing client looks like; anything else is logged.
 */
export function guardStreamErrors(app: FastifyInstance): void {
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (isEmitter(payload)) {
      payload.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code === "ERR_STREAM_PREMATURE_CLOSE") return;
        request.log.warn({ err: error }, "response stream failed");
      });
    }
    done(null, payload);
  });
}

function isEmitter(payload: unknown): payload is NodeJS.EventEmitter {
  return (
    typeof payload === "object" &&
    payload !== null &&
    typeof (payload as { on?: unknown }).on === "function" &&
    typeof (payload as { pipe?: unknown }).pipe === "function"
  );
}
