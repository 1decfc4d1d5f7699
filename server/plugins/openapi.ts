import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** Collects the zod route schemas into one OpenAPI document (served by the docs route). */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Sentinel IT platform API",
        description:
          "Public site, admin area and Service Builder API. Every answer uses the envelope { data, message, success, errors, timestamp, pagination }.",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });
}

export default fp(openapi, { name: "openapi" });
