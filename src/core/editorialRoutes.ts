/** Values the editorial routes accept (their texts live in the client: docs/decisions/0002). */

/** The platforms of /app/{slug}. */
export const appPlatformSlugs: readonly string[] = ["android", "ios", "smart-tv"];

/** The tabs of /legal (spec 000 §2); no tab is the terms. */
export const LEGAL_TABS = ["cookies", "compliance-notice"] as const;
export type LegalTab = (typeof LEGAL_TABS)[number];

export const legalTabOf = (value: unknown): LegalTab | undefined =>
  (LEGAL_TABS as readonly unknown[]).includes(value) ? (value as LegalTab) : undefined;
