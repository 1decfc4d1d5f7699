/**
 * The administrator the browser tests start from. playwright.config.ts creates it with
 * `npm run admin:create` in the fresh e2e data folder before the server starts (Playwright
 * starts its webServer before any globalSetup, so the webServer command does it).
 */
export const E2E_ADMIN = { username: "e2e-admin", password: "Quarry-Beacon-Tundra-2026" };
