/** The seeded demo accounts (all share one password). For demos, e2e tests and docs. */
export const DEMO_PASSWORD = "cinema-demo";

export const DEMO_ACCOUNTS = {
  registered: "registered@cinema.test",
  trial: "trial@cinema.test",
  crossSelling: "crossselling@cinema.test",
  premium: "premium@cinema.test",
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
