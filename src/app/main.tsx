/**
 * The browser's composition root: reads the configuration the server put in the page (with
 * the first render's input, `start`), builds the adapters, creates the one actor system and
 * hands them to src/app/mount.tsx, which creates the router and hydrates the server's HTML
 * (without a server render, `npm run dev`, draws it). The entry (src/app/boot.ts) imports it
 * after the response schemas' own task.
 */

import { createAbTesting } from "../adapters/abTesting.ts";
import { createAnalytics } from "../adapters/analytics.ts";
import { systemClock } from "../adapters/clock.ts";
import { createCookies } from "../adapters/cookies.ts";
import { experimentCookie } from "../adapters/experiments.ts";
import { createHttpClient } from "../adapters/http/client.ts";
import { randomId } from "../adapters/randomId.ts";
import { createTokenVault } from "../adapters/tokenVault.ts";
import { parseSessionIdCookie } from "../core/ageVerification.ts";
import { COOKIES } from "../core/cookies.ts";
import { experimentThreshold } from "../core/experiments.ts";
import { googleClientIdFromGaCookie } from "../core/googleClientId.ts";
import { firstVisitSettings, unreadableFirstVisitSettings } from "../core/settings.ts";
import { parseCookieHeader, startInputOf } from "../core/startInput.ts";
import { parseStoredToken, toHeldToken } from "../core/token.ts";
import { yieldToBrowser } from "../ui/yieldToBrowser.ts";
import { ageGateLink } from "./ageGate.ts";
import { browserChunkReloadDeps, listenForChunkErrors } from "./chunkReload.ts";
import { readConfig } from "./config.ts";
import { connectivityLink } from "./connectivity.ts";
import { firstVisitChildren } from "./firstVisit.ts";
import { readFlags } from "./flags.ts";
import { createJournal } from "./journal.ts";
import {
  lazyAuthApi,
  lazyCatalogueApi,
  lazyFirstVisitApi,
  lazyUserSegmentApi,
} from "./lazyApis.ts";
import { lazyErrorReporter } from "./lazyErrorReporter.ts";
import { localeRedirectLink } from "./localeRedirect.ts";
import { createQueryClient } from "./queryClient.ts";
import { browserLocale } from "./requestLocale.ts";
import type { AppRouter } from "./router.tsx";
import { sessionNavigationLink } from "./sessionNavigation.ts";
import { createAppSystem, type Inspector } from "./system.ts";
import { userSegmentLink } from "./userSegment.ts";

/** The analytics cookie whose client id goes out as `x-google-client-id`. */
const GA_COOKIE = "_ga";

listenForChunkErrors(browserChunkReloadDeps);

const config = readConfig(document, import.meta.env);
const flags = readFlags(window.location.search, import.meta.env.DEV);
await yieldToBrowser();
const now = systemClock.now;
const cookies = createCookies();

// An expired or unreadable Authorization cookie is cleared; a valid one restores the session
// (unless the page's server found the session ended: its first render is a guest's); without
// one, the page server's refresh token (HttpOnly, signalled by a hint) renews it.
const storedCookie = cookies.get(COOKIES.authorization.name);
const restoredToken =
  config.start?.restoredTokenExpiresAt === null ? null : parseStoredToken(storedCookie, now());
if (storedCookie !== undefined && restoredToken === null) cookies.remove(COOKIES.authorization);
const pageClientToken = config.clientToken && toHeldToken(config.clientToken, now());
// The first render's input: the one the server rendered the page from, so the machines'
// first snapshot equals the server's; read here only when the page came without it.
const start =
  config.start ??
  startInputOf({
    pathname: window.location.pathname,
    cookies: parseCookieHeader(document.cookie),
    userAgent: navigator.userAgent,
    location: config.location,
    nowMs: now(),
    newVisitorId: randomId,
  });
const vault = createTokenVault({ cookies, now, restoredUserToken: restoredToken, pageClientToken });

const http = createHttpClient({
  apiBase: config.apiBase,
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  locale: browserLocale(cookies),
  location: () => config.location,
  sessionId: () => parseSessionIdCookie(cookies.get(COOKIES.sessionId.name)) ?? undefined,
  userSegment: () => cookies.get(COOKIES.userSegment.name),
  googleClientId: () => googleClientIdFromGaCookie(cookies.get(GA_COOKIE)) ?? undefined,
});

const journal = createJournal(now);
const inspectors: Inspector[] = [journal.inspect];
if ((import.meta.env.DEV || import.meta.env.VITE_INSPECTOR === "1") && flags.inspect) {
  // Development builds only (or a build with VITE_INSPECTOR=1): the inspector sees the same
  // redacted events as the journal, and is never part of a production bundle.
  const { connectInspector } = await import("./inspector.ts");
  inspectors.push(connectInspector());
}

const log = (message: string, detail?: unknown) => console.warn(message, detail);
const reportError = lazyErrorReporter({
  url: config.errorReporting,
  pathname: () => window.location.pathname,
  send: (url, init) => fetch(url, init),
});

/** The page normally carries the settings; otherwise they are read before the first visit. */
async function readSettings() {
  if (config.settings) return firstVisitSettings(config.settings);
  try {
    return firstVisitSettings(await lazyCatalogueApi(http, vault.bearer).settings());
  } catch (error) {
    log("Unable to read the settings", error);
    return unreadableFirstVisitSettings(config.location.country);
  }
}

const firstVisitApi = lazyFirstVisitApi(http, vault.bearer);
const settings = await readSettings();
await yieldToBrowser();
// The experiment cookie: drawn once against the setting ab-918, then kept (spec 001 §4).
experimentCookie(cookies, experimentThreshold(config.settings ?? []));
const firstVisit = firstVisitChildren({
  settings,
  start,
  cookies,
  api: firstVisitApi,
  analytics: createAnalytics(window as { dataLayer?: unknown[] }),
  abTesting: createAbTesting({ src: config.abTestingSrc, document }),
  leaveSite: () => window.location.replace("about:blank"),
  log,
});

const queryClient = createQueryClient();
await yieldToBrowser();

// The links start with the system, after the router exists.
let router: AppRouter | null = null;
const theRouter = (): AppRouter => {
  if (router === null) throw new Error("The router is created before the system starts");
  return router;
};

const app = createAppSystem({
  // Sign-up sends the UTM, affiliate and source fields of spec 001 §7 with the credentials.
  authApi: lazyAuthApi(http, vault.clientBearer, cookies),
  vault,
  now,
  restoredTokenExpiresAt: start.restoredTokenExpiresAt,
  restoredUser: start.user ?? null,
  renewOnStart: start.renewOnStart ?? false,
  clientTokenExpiresAt: pageClientToken?.expires_at ?? null,
  online: navigator.onLine,
  firstVisit,
  links: {
    sessionNavigation: sessionNavigationLink(theRouter, queryClient),
    ageGateLink: ageGateLink(theRouter, window.location.pathname),
    connectivityEvents: connectivityLink(window),
    localeRedirect: localeRedirectLink({
      router: theRouter,
      cookies,
      languages: () => navigator.languages ?? [navigator.language],
    }),
    userSegment: userSegmentLink({
      userSegment: lazyUserSegmentApi(http).userSegment,
      bearer: vault.bearer,
      cookies,
      log,
    }),
  },
  inspectors,
  trackLogin: () => (window as { dataLayer?: unknown[] }).dataLayer?.push({ event: "login" }),
  log,
  reportError,
});

await yieldToBrowser();
// The router, the pages and the view layer are modules of their own, evaluated in a task of
// their own (vite.config.ts preloads them with the entry): on a slow phone, evaluating all
// of the app's code at once was the longest task of the start-up.
const { mountApp } = await import("./mount.tsx");
await mountApp({
  app,
  queryClient,
  http,
  vault,
  cookies,
  config,
  flags,
  settings,
  firstVisitApi,
  journal,
  log,
  reportError,
  now,
  setRouter: (created) => {
    router = created;
  },
});
