/**
 * The composition root: reads the configuration, builds the adapters, creates the one actor
 * system and the router, starts the system and mounts the app.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { lazy, StrictMode, Suspense, startTransition } from "react";
import { createRoot } from "react-dom/client";
// The app's stylesheet; the build inlines it into index.html (vite.config.ts), so the
// boot shell paints styled, before any script arrives.
import "../ui/styles/global.css";
import { createAbTesting } from "../adapters/abTesting.ts";
import { createAnalytics } from "../adapters/analytics.ts";
import { systemClock } from "../adapters/clock.ts";
import { createCookies } from "../adapters/cookies.ts";
import { experimentCookie } from "../adapters/experiments.ts";
import { createAuthApi, signUpFieldsFrom } from "../adapters/http/authApi.ts";
import { createCatalogueApi } from "../adapters/http/catalogueApi.ts";
import { createHttpClient } from "../adapters/http/client.ts";
import { createFirstVisitApi } from "../adapters/http/firstVisitApi.ts";
import { createUserSegmentApi } from "../adapters/http/userSegmentApi.ts";
import { randomId } from "../adapters/randomId.ts";
import { createTokenVault } from "../adapters/tokenVault.ts";
import { parseSessionIdCookie } from "../core/ageVerification.ts";
import { COOKIES } from "../core/cookies.ts";
import { experimentThreshold } from "../core/experiments.ts";
import { googleClientIdFromGaCookie } from "../core/googleClientId.ts";
import { firstVisitSettings, unreadableFirstVisitSettings } from "../core/settings.ts";
import { parseStoredToken, toOAuthData } from "../core/token.ts";
import { consentOf, sessionOf } from "../machines/app.machine.ts";
import type { FeatureEffects } from "../ui/features.ts";
import { LibraryForMembers } from "../ui/library/LibraryForMembers.tsx";
import { AppActorProvider } from "../ui/system.tsx";
import { whenIdle } from "../ui/WhenIdle.tsx";
import { ageGateLink } from "./ageGate.ts";
import { authorizedCalls } from "./authorizedCalls.ts";
import { browserChunkReloadDeps, listenForChunkErrors, reloadOnChunkError } from "./chunkReload.ts";
import { readConfig } from "./config.ts";
import { connectivityLink } from "./connectivity.ts";
import { firstVisitChildren } from "./firstVisit.ts";
import { readFlags } from "./flags.ts";
import { createJournal } from "./journal.ts";
import { lazySiteApi } from "./lazySiteApi.ts";
import { localeRedirectLink } from "./localeRedirect.ts";
import { createQueryClient } from "./queryClient.ts";
import { browserLocale } from "./requestLocale.ts";
import { type AppRouter, createAppRouter } from "./router.tsx";
import { sessionNavigationLink } from "./sessionNavigation.ts";
import { createAppSystem, type Inspector } from "./system.ts";
import { userSegmentLink } from "./userSegment.ts";
import { captureUtm } from "./utmCapture.ts";
import { yieldToBrowser } from "./yieldToBrowser.ts";

/** The analytics cookie whose client id goes out as `x-google-client-id`. */
const GA_COOKIE = "_ga";

const DevPanel = lazy(() => import("../ui/devPanel/DevPanel.tsx"));

listenForChunkErrors(browserChunkReloadDeps);

/** How long the app waits for the browser's first frame before starting anyway (hidden tabs). */
const FIRST_FRAME_WAIT_MS = 100;
// The server's boot shell (the header and the page's lead art) is painted before the app
// starts: the modules are usually loaded before the browser's first frame, and building the
// app first would hold that paint back by the whole start-up.
await new Promise<void>((resolve) => {
  const start = () => resolve();
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, FIRST_FRAME_WAIT_MS);
});

const config = readConfig(document, import.meta.env);
const flags = readFlags(window.location.search, import.meta.env.DEV, () => window.localStorage);
await yieldToBrowser();
const now = systemClock.now;
const cookies = createCookies();

// An expired or unreadable Authorization cookie is cleared; a valid one restores the session.
const storedCookie = cookies.get(COOKIES.authorization.name);
const restoredToken = parseStoredToken(storedCookie, now());
if (storedCookie !== undefined && restoredToken === null) cookies.remove(COOKIES.authorization);
const pageClientToken = config.clientToken && toOAuthData(config.clientToken, now());
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

/** The page normally carries the settings; otherwise they are read before the first visit. */
async function readSettings() {
  if (config.settings) return firstVisitSettings(config.settings);
  try {
    return firstVisitSettings(await createCatalogueApi(http, vault.bearer).settings());
  } catch (error) {
    log("Unable to read the settings", error);
    return unreadableFirstVisitSettings(config.location.country);
  }
}

const firstVisitApi = createFirstVisitApi(http, vault.bearer);
const settings = await readSettings();
await yieldToBrowser();
// The experiment cookie: drawn once against the setting ab-918, then kept (spec 001 §4).
experimentCookie(cookies, experimentThreshold(config.settings ?? []));
const firstVisit = firstVisitChildren({
  settings,
  location: config.location,
  userAgent: navigator.userAgent,
  cookies,
  api: firstVisitApi,
  analytics: createAnalytics(window as { dataLayer?: unknown[] }),
  abTesting: createAbTesting({ src: config.abTestingSrc, document }),
  newVisitorId: randomId,
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
  authApi: createAuthApi(http, vault.clientBearer, () => signUpFieldsFrom(cookies)),
  vault,
  now,
  restoredTokenExpiresAt: restoredToken?.expires_at ?? null,
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
      userSegment: createUserSegmentApi(http).userSegment,
      bearer: vault.bearer,
      cookies,
      log,
    }),
  },
  inspectors,
  trackLogin: () => (window as { dataLayer?: unknown[] }).dataLayer?.push({ event: "login" }),
  log,
});

await yieldToBrowser();
router = createAppRouter({
  queryClient,
  app,
  catalogue: authorizedCalls(() => sessionOf(app.system), createCatalogueApi(http, vault.bearer)),
  site: authorizedCalls(
    () => sessionOf(app.system),
    lazySiteApi(() =>
      import("../adapters/http/siteApi.ts").then(({ createSiteApi }) =>
        createSiteApi(http, vault.bearer),
      ),
    ),
  ),
  createVideo: (container) =>
    import("../adapters/video/videojs.ts").then(({ createVideojsPlayer }) =>
      createVideojsPlayer(container),
    ),
  initialPathname: window.location.pathname,
  onCatch: (error) => {
    reloadOnChunkError(error, browserChunkReloadDeps);
  },
});
await yieldToBrowser();
app.start();
captureUtm(window.location.search, cookies, consentOf(app.system));
// A landing URL naming u_id has it stored (its code loads only then).
if (window.location.search.includes("u_id"))
  void import("./urlUserId.ts").then((m) => m.captureUrlUserId(window.location.search));

// The features' effects load on first use (a view that needs them waits), or once the first
// page is drawn and the browser is idle: their code never competes with the first paint.
let featuresLoading: Promise<FeatureEffects> | null = null;
const features = () => {
  featuresLoading ??= import("./features.ts").then(({ featureEffectsFor }) =>
    featureEffectsFor({
      app,
      http,
      vault,
      cookies,
      firstVisitApi,
      apiBase: config.apiBase,
      location: config.location,
      settings: config.settings,
      optInCheckboxCountries: settings.optInCheckboxCountries,
      log,
      now,
    }),
  );
  return featuresLoading;
};
const stopWaitingForFirstPage = router.subscribe("onRendered", () => {
  stopWaitingForFirstPage();
  whenIdle(() => void features().catch(() => undefined));
});

await yieldToBrowser();
const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root");

// Rendered as a transition: React yields to the browser while it builds the first page.
startTransition(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <AppActorProvider actor={app} features={features}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
        <LibraryForMembers />
        {flags.devtools && (
          <Suspense fallback={null}>
            <DevPanel journal={journal} app={app} onExport={journal.exportJson} />
          </Suspense>
        )}
      </AppActorProvider>
    </StrictMode>,
  ),
);
