import type { FieldErrors } from "@shared/api/envelope";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from "fastify-type-provider-zod";
import { failure } from "../http/envelope";
import { HttpError } from "../http/http-error";

function fieldErrors(
  issues: { instancePath: string; message?: string }[],
  context: string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || context;
    errors[field] ??= issue.message ?? "Invalid value";
  }
  return errors;
}

/**
 * Every failure leaves as the seed 001 envelope. Client errors keep their message; server
 * errors get a generic one, and the details go to the log only.
 */
async function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation, error.validationContext ?? "request");
      return reply.code(400).send(failure("Validation failed", errors));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(failure(error.message, error.errors));
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      request.log.info({ err: error }, "client error");
      return reply.code(status).send(failure(error.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(failure("Internal server error"));
  });
}

export default fp(errorHandling, { name: "error-handling" });
