import { defineConfig } from "vitest/config";
import { REACT_ON_PREACT } from "./reactOnPreact.ts";

export default defineConfig({
  resolve: {
    alias: [
      // Node would load @xstate/react's CommonJS build, whose React the alias cannot reach.
      {
        find: /^@xstate\/react$/,
        replacement: new URL(
          "./node_modules/@xstate/react/dist/xstate-react.esm.js",
          import.meta.url,
        ).pathname,
      },
      ...REACT_ON_PREACT,
    ],
  },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    testTimeout: 20_000,
    // scrypt at N=2^14 instead of OWASP's 2^17 for the suite's hundreds of sign-ups and logins
    // (server/security/passwords.ts; tests/server/passwordHashing.test.ts checks the real cost).
    env: { CINEMA_PASSWORD_COST_LOG2N: "14" },
    pool: "forks",
    setupFiles: ["tests/fixtures/preactTiming.ts"],
    // Libraries that import React go through the alias too: one Preact for the app and them.
    server: { deps: { inline: [/@tanstack\/react-/, /@xstate\/react/] } },
  },
});
