/**
 * The A/B testing script, started when analytics consent is accepted (spec 000 §4,
 * spec 001 §4). With no script URL (local runs) starting is a no-op that still records
 * that it started. Safe to call any number of times: the script is added once.
 */

export interface AbTesting {
  start(): void;
  readonly started: () => boolean;
}

export interface AbTestingOptions {
  /** The vendor script URL; null or empty: no script (local). */
  readonly src: string | null;
  /** The document the script is added to (the real one in the app). */
  readonly document: Pick<Document, "createElement" | "head" | "getElementById">;
}

export const AB_TESTING_SCRIPT_ID = "ab-testing-script";

export function createAbTesting(options: AbTestingOptions): AbTesting {
  let started = false;
  return {
    start: () => {
      if (started) return;
      started = true;
      if (!options.src || options.document.getElementById(AB_TESTING_SCRIPT_ID)) return;
      const script = options.document.createElement("script");
      script.id = AB_TESTING_SCRIPT_ID;
      script.async = true;
      script.src = options.src;
      options.document.head.appendChild(script);
    },
    started: () => started,
  };
}
