import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    testTimeout: 20_000,
    // scrypt at N=2^14 instead of OWASP's 2^17 for the suite's hundreds of sign-ups and logins
    // (server/security/passwords.ts; tests/server/passwordHashing.test.ts checks the real cost).
    env: { CINEMA_PASSWORD_COST_LOG2N: "14" },
    pool: "forks",
    setupFiles: ["tests/fixtures/domTiming.ts"],
  },
});
