/**
 * The composition root: reads the configuration, builds the adapters, starts the one actor
 * system, creates the query client and the router, and mounts the app.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
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
import { createAuthApi } from "../adapters/http/authApi.ts";
import { createCatalogueApi } from "../adapters/http/catalogueApi.ts";
import { createHttpClient } from "../adapters/http/client.ts";
import { createFirstVisitApi } from "../adapters/http/firstVisitApi.ts";
import { randomId } from "../adapters/randomId.ts";
import { parseSessionIdCookie } from "../core/ageVerification.ts";
import { CACHE_TIME_S, DEFAULT_LOCALE } from "../core/constants.ts";
import { COOKIES } from "../core/cookies.ts";
import { firstVisitSettings, unreadableFirstVisitSettings } from "../core/settings.ts";
import { parseStoredToken, toOAuthData } from "../core/token.ts";
import { childOf, connectivityOf, sessionOf } from "../machines/app.machine.ts";
import { selectBearerToken } from "../machines/session.selectors.ts";
import { AppActorProvider } from "../ui/system.tsx";
import { followAgeGate } from "./ageGate.ts";
import { afterSessionBoot } from "./catalogue.ts";
import { browserChunkReloadDeps, listenForChunkErrors, reloadOnChunkError } from "./chunkReload.ts";
import { readConfig } from "./config.ts";
import { followConnectivity } from "./connectivity.ts";
import { firstVisitChildren } from "./firstVisit.ts";
import { readFlags } from "./flags.ts";
import { createJournal } from "./journal.ts";
import { createAppRouter } from "./router.tsx";
import { followSession } from "./sessionNavigation.ts";
import { createAppSystem, type Inspector } from "./system.ts";

const DevPanel = lazy(() => import("../ui/devPanel/DevPanel.tsx"));

listenForChunkErrors(browserChunkReloadDeps);

const config = readConfig(document, import.meta.env);
const flags = readFlags(window.location.search, import.meta.env.DEV, () => window.localStorage);
const clock = systemClock;
const cookies = createCookies();

// An expired or unreadable Authorization cookie is cleared; a valid one restores the session.
const storedCookie = cookies.get(COOKIES.authorization.name);
const restoredToken = parseStoredToken(storedCookie, clock.now());
if (storedCookie !== undefined && restoredToken === null) cookies.remove(COOKIES.authorization);

const http = createHttpClient({
  apiBase: config.apiBase,
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  locale: () => DEFAULT_LOCALE,
  location: () => config.location,
  sessionId: () => parseSessionIdCookie(cookies.get(COOKIES.sessionId.name)) ?? undefined,
});

// The system is created below; the adapters read its session lazily.
const sessionRef = () => sessionOf(app.system);
const authApi = createAuthApi(
  http,
  () => sessionRef().getSnapshot().context.clientToken?.access_token ?? null,
);
const catalogue = afterSessionBoot(
  sessionRef,
  createCatalogueApi(http, () => selectBearerToken(sessionRef().getSnapshot())),
);

const journal = createJournal(clock.now);
const inspectors: Inspector[] = [journal.inspect];
if (flags.inspect) {
  // Only with ?inspect: the Stately inspector is never part of the initial bundle.
  const { createBrowserInspector } = await import("@statelyai/inspect");
  inspectors.push(createBrowserInspector().inspect);
}

const log = (message: string, detail?: unknown) => console.warn(message, detail);

/** The page normally carries the settings; otherwise they are read before the first visit. */
async function readSettings() {
  if (config.settings) return firstVisitSettings(config.settings);
  try {
    return firstVisitSettings(await createCatalogueApi(http, () => null).settings());
  } catch (error) {
    log("Unable to read the settings", error);
    return unreadableFirstVisitSettings(config.location.country);
  }
}

const firstVisit = firstVisitChildren({
  settings: await readSettings(),
  location: config.location,
  userAgent: navigator.userAgent,
  cookies,
  api: createFirstVisitApi(http, () => selectBearerToken(sessionRef().getSnapshot())),
  analytics: createAnalytics(window as { dataLayer?: unknown[] }),
  abTesting: createAbTesting({ src: config.abTestingSrc, document }),
  newVisitorId: randomId,
  leaveSite: () => window.location.replace("about:blank"),
  openUrl: (url) => window.location.assign(url),
  log,
});

const app = createAppSystem({
  authApi,
  cookies,
  clock,
  restoredToken,
  clientToken: config.clientToken && toOAuthData(config.clientToken, clock.now()),
  online: navigator.onLine,
  firstVisit,
  inspectors,
  trackLogin: () => {
    const layer = (window as { dataLayer?: unknown[] }).dataLayer;
    layer?.push({ event: "login" });
  },
  log,
});
app.start();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: CACHE_TIME_S * 1000,
      gcTime: CACHE_TIME_S * 1000,
      // The HTTP client already retries what the spec allows (network errors, 5xx).
      retry: false,
    },
  },
});

const router = createAppRouter({
  queryClient,
  app,
  catalogue,
  onCatch: (error) => {
    reloadOnChunkError(error, browserChunkReloadDeps);
  },
});
followSession(sessionRef(), router);
followConnectivity(connectivityOf(app.system), window);
followAgeGate(
  childOf(app.system, "ageVerification"),
  sessionRef(),
  router,
  window.location.pathname,
);

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root");

// Rendered as a transition: React yields to the browser while it builds the first page.
startTransition(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <AppActorProvider actor={app}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
        {flags.devtools && (
          <Suspense fallback={null}>
            <DevPanel journal={journal} app={app} onExport={journal.exportJson} />
          </Suspense>
        )}
      </AppActorProvider>
    </StrictMode>,
  ),
);
