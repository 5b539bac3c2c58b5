/**
 * The feature actors' effects (src/ui/features.ts): each lazily loaded feature machine gets
 * its real adapters here, the same way the long-lived children get theirs in system.ts.
 */
import { fromPromise } from "xstate";
import { COOKIES } from "../core/cookies.ts";
import type { CookiePort, FirstVisitApi } from "../core/ports.ts";
import type { FeatureEffects } from "../ui/features.ts";
import { type LibraryDeps, libraryEffects } from "./library.ts";
import { type NewsletterDeps, newsletterEffects } from "./newsletter.ts";
import { type PlaybackDeps, playbackEffects } from "./playback.ts";
import { type SearchDeps, searchEffects } from "./search.ts";

export interface FeatureDeps {
  readonly cookies: CookiePort;
  readonly firstVisitApi: FirstVisitApi;
  /** Sends the browser to another site (the age-verification provider). */
  readonly openUrl: (url: string) => void;
  /** The newsletter popup and lead forms (issue 9). */
  readonly newsletter: NewsletterDeps;
  /** The header search (issue 10). */
  readonly search: SearchDeps;
  /** The play gate, the player and view statistics (issue 7). */
  readonly playback: PlaybackDeps;
  /** My Space, lists, ratings, comments and downloads (issue 12). */
  readonly library: LibraryDeps;
}

export function createFeatureEffects(deps: FeatureDeps): FeatureEffects {
  const { cookies, firstVisitApi } = deps;
  return {
    ageVerificationPage: (machine) =>
      machine.provide({
        actions: {
          setSessionIdCookie: (_, params) => cookies.set(COOKIES.sessionId, params.sessionId),
          openVerificationUrl: (_, params) => deps.openUrl(params.url),
        },
        actors: {
          createUserSession: fromPromise(({ input }) =>
            firstVisitApi.createAgeVerificationSession(input.countryCode),
          ),
          fetchVerificationUrl: fromPromise(({ input }) =>
            firstVisitApi.verificationUrl(input.sessionId, input.returnPath),
          ),
        },
      }),
    ...playbackEffects(deps.playback),
    ...searchEffects(deps.search),
    ...newsletterEffects(deps.newsletter),
    ...libraryEffects(deps.library),
  };
}
