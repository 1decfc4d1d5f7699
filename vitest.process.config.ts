import { defineConfig } from "vitest/config";

/**
 * Tests that start real server processes (SIGKILL durability, two instances): one file at a
 * time, after the in-process suite, so the servers they start neither compete with it for
 * the CPU nor slow its timing-sensitive tests.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/api/**/*.test.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
