/**
 * The search feature's effects (src/ui/features.ts `search`): `POST /search` through the
 * search adapter, which loads with the first search (not in the first load), and failures
 * only logged (spec 001 §8).
 */

import { fromPromise } from "xstate";
import type { ReportError } from "../adapters/errorReporting.ts";
import type { SearchApi } from "../core/ports.ts";
import type { FeatureEffects } from "../ui/features.ts";

export interface SearchDeps {
  /** The search API, built on first use (the adapter is imported lazily). */
  readonly loadApi: () => Promise<SearchApi>;
  readonly log: (message: string, detail?: unknown) => void;
  /** The error-reporting service (spec 001 §1): adapters/errorReporting.ts. */
  readonly reportError: ReportError;
}

export function searchEffects(deps: SearchDeps): Pick<FeatureEffects, "search"> {
  let api: Promise<SearchApi> | null = null;
  const searchApi = () => {
    api ??= deps.loadApi().catch((error: unknown) => {
      api = null; // a failed chunk load may succeed next time
      throw error;
    });
    return api;
  };
  return {
    search: (machine) =>
      machine.provide({
        actors: {
          search: fromPromise(async ({ input, signal }) =>
            (await searchApi()).search(input.term, signal),
          ),
        },
        actions: {
          reportError: (_, params) => {
            deps.log(params.message, params.error);
            deps.reportError("search", params.message);
          },
        },
      }),
  };
}
