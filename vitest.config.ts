import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,server,shared,scripts}/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/setup/global-setup.ts"],
    environment: "node",
    // Vitest 4 leaves one core to itself by default: one worker on a 2-core machine. Each
    // file has its own database copy, so files run side by side; both cores took the suite
    // from 538 s to 420 s on the CI machine.
    maxWorkers: "100%",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
