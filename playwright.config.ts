import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium.mjs";
import { PERSON_USER_AGENT } from "./tests/e2e/visitors.ts";

const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    // A step that cannot act (a covered button, a page that never comes) fails by itself,
    // naming what stopped it, before the journey's whole time runs out.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    baseURL: `http://127.0.0.1:${port}`,
    // A person's browser: headless Chromium's own user agent reads as a bot to the site.
    userAgent: PERSON_USER_AGENT,
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // The app as `npm start` serves it (the build is made by the test script beforehand),
    // on a throw-away database so journeys start from the seed.
    command: `node --import tsx server/main.ts`,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      CINEMA_DB: `data/e2e-${port}.sqlite`,
      CINEMA_DB_RESET: "1",
      // Passwords hashed at N=2^14 as in vitest.config.ts (decision 0018): at production's 2^17
      // each sign-up, login and reset takes seconds of a core on a loaded machine, and journeys
      // that hash three times ran out of time in CI. Production ignores this setting.
      CINEMA_PASSWORD_COST_LOG2N: "14",
      // Another build than dist/ (engineers working side by side build into their own).
      CINEMA_CLIENT_DIR: process.env.CINEMA_CLIENT_DIR ?? "dist",
    },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
