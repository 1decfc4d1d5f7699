import { defineConfig } from "drizzle-kit";

// Migrations are generated from the feature schema files and applied by the server at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/*.ts",
  out: "./server/db/migrations",
});
