/**
 * The feature actors' effects (src/ui/features.ts): each lazily loaded feature machine gets
 * its real adapters here, the same way the long-lived children get theirs in system.ts.
 * main.tsx loads this module with `import()` while the first page renders, so the
 * features' effects and the rules they need stay out of the first load.
 */

import type { QueryClient } from "@tanstack/react-query";
import { fromPromise } from "xstate";
import { createAnalytics } from "../adapters/analytics.ts";
import type { ReportError } from "../adapters/errorReporting.ts";
import type { HttpClient } from "../adapters/http/client.ts";
import { createStorage } from "../adapters/storage.ts";
import { showsOptInCheckbox } from "../core/consent.ts";
import { COOKIES } from "../core/cookies.ts";
import { newsletterSiteOf } from "../core/newsletter.ts";
import type { CookiePort, FirstVisitApi, TokenVault, VisitorLocation } from "../core/ports.ts";
import type { Setting } from "../core/schema/index.ts";
import { isBot } from "../core/visitor.ts";
import type { AppActorRef } from "../machines/app.machine.ts";
import { type SessionRef, sessionOf } from "../machines/app.machine.ts";
import type { FeatureEffects } from "../ui/features.ts";
import type { AccountDeps } from "./account.ts";
import { authorizedCalls } from "./authorizedCalls.ts";
import type { AppConfig } from "./config.ts";
import { browserSaveFile, type LibraryDeps, libraryEffects } from "./library.ts";
import { type NewsletterDeps, newsletterEffects } from "./newsletter.ts";
import { type PlaybackDeps, playbackEffects } from "./playback.ts";
import { type SearchDeps, searchEffects } from "./search.ts";
import { type TakeoverDeps, takeoverEffects } from "./takeover.ts";

/** What the composition root hands over: the adapters every feature builds on. */
export interface FeatureBase {
  readonly app: AppActorRef;
  readonly http: HttpClient;
  readonly vault: TokenVault;
  readonly cookies: CookiePort;
  readonly firstVisitApi: FirstVisitApi;
  readonly apiBase: string;
  readonly location: VisitorLocation;
  /** The settings the page came with (null: none; the features use core's defaults). */
  readonly settings: readonly Setting[] | null;
  readonly optInCheckboxCountries: readonly string[];
  /** Where the presence service is (the page config's; null without one: vite dev). */
  readonly presence: AppConfig["presence"];
  readonly log: (message: string, detail?: unknown) => void;
  /** The error-reporting service (spec 001 §1): adapters/errorReporting.ts. */
  readonly reportError: ReportError;
  readonly now: () => number;
  /** The app's query cache (the sign-up's plans the page brought). */
  readonly queryClient: QueryClient;
}

/** The features' effects, built from what the composition root has. */
export function featureEffectsFor(base: FeatureBase): FeatureEffects {
  const { app, http, vault, cookies, log, reportError, now } = base;
  const session = (): SessionRef => sessionOf(app.system);
  const pushAnalytics = createAnalytics(window as { dataLayer?: unknown[] }).push;
  return createFeatureEffects({
    cookies,
    firstVisitApi: base.firstVisitApi,
    openUrl: (url) => window.location.assign(url),
    newsletter: {
      // The page's settings carry the placements' configs (the defaults of core otherwise).
      site: newsletterSiteOf(
        base.settings ?? [],
        showsOptInCheckbox({
          country: base.location.country,
          countries: base.optInCheckboxCountries,
          isBot: isBot(navigator.userAgent),
        }),
      ),
      loadApi: () =>
        import("../adapters/http/newsletterApi.ts").then(({ createNewsletterApi }) =>
          createNewsletterApi(http, vault.bearer),
        ),
      cookies,
      dataLayer: () => (window as { dataLayer?: unknown }).dataLayer,
      pushAnalytics,
      now,
    },
    search: {
      // The search adapter loads with the first search, not with the page.
      loadApi: () =>
        import("../adapters/http/searchApi.ts").then(({ createSearchApi }) =>
          authorizedCalls(session, createSearchApi(http, vault.bearer)),
        ),
      log,
      reportError,
    },
    playback: {
      http,
      bearer: vault.bearer,
      apiBase: base.apiBase,
      session,
      storage: createStorage(),
      pushAnalytics,
      log,
      reportError,
      now,
    },
    library: {
      http,
      bearer: vault.bearer,
      apiBase: base.apiBase,
      session,
      saveFile: browserSaveFile(base.apiBase, document),
    },
    account: {
      http,
      bearer: vault.bearer,
      session,
      system: () => app.system,
      cookies,
      settings: base.settings ?? [],
      openUrl: (url) => window.location.assign(url),
      pushAnalytics,
      now,
      queryClient: base.queryClient,
    },
    takeover: {
      presence: base.presence,
      userToken: vault.userBearer,
      log,
      now,
    },
  });
}

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
  /** Account and money (issue 13); absent in tests that do not need it. */
  readonly account?: AccountDeps;
  /** One screen at a time (issue 8); absent: no screen is ever limited. */
  readonly takeover?: TakeoverDeps;
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
    ...(deps.account ? lazyAccount(deps.account) : {}),
    ...(deps.takeover ? takeoverEffects(deps.takeover) : {}),
  };
}

/** The account effects load with the first account page, never with the first load. */
function lazyAccount(deps: AccountDeps): Pick<FeatureEffects, "account"> {
  let loading: ReturnType<NonNullable<FeatureEffects["account"]>> | null = null;
  return {
    account: () => {
      loading ??= import("./account.ts").then(({ accountEffects }) => accountEffects(deps));
      return loading;
    },
  };
}
