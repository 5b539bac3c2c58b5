/**
 * The second half of the start-up (src/app/main.tsx builds the first): creates the router,
 * starts the actor system, loads the features when the first page is drawn, and renders the
 * app. Its modules (the router, the pages, the view layer) evaluate in a task of their own.
 */

import { RouterProvider } from "@tanstack/react-router";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import type { ReportError } from "../adapters/errorReporting.ts";
import type { HttpClient } from "../adapters/http/client.ts";
import type { CookiePort, FirstVisitApi, TokenVault } from "../core/ports.ts";
import { type FirstVisitSettings, settingFlag } from "../core/settings.ts";
import { firstRenderWidthFor } from "../core/viewport.ts";
import { type AppActorRef, consentOf, sessionOf } from "../machines/app.machine.ts";
import { keepViewerImageQuality } from "../ui/Art.tsx";
import { isClientOnlyPart } from "../ui/clientOnly.ts";
import type { FeatureEffects } from "../ui/features.ts";
import { keepFirstLocation } from "../ui/firstLocation.ts";
import { keepFirstSnapshots } from "../ui/useSelector.ts";
import { whenIdle } from "../ui/WhenIdle.tsx";
import { yieldToBrowser } from "../ui/yieldToBrowser.ts";
import { AppTree } from "./AppTree.tsx";
import { authorizedCalls } from "./authorizedCalls.ts";
import { browserChunkReloadDeps, reloadOnChunkError } from "./chunkReload.ts";
import type { AppConfig } from "./config.ts";
import type { Flags } from "./flags.ts";
import { hydrateInSlices } from "./hydrateInSlices.ts";
import type { Journal } from "./journal.ts";
import { lazyCatalogueApi, lazySiteApi } from "./lazyApis.ts";
import { lazyPlansRead } from "./lazyPlans.ts";
import type { createQueryClient } from "./queryClient.ts";
import { type AppRouter, createAppRouter } from "./router.tsx";
import { captureUtm } from "./utmCapture.ts";

export interface MountDeps {
  readonly app: AppActorRef;
  readonly queryClient: ReturnType<typeof createQueryClient>;
  readonly http: HttpClient;
  readonly vault: TokenVault;
  readonly cookies: CookiePort;
  readonly config: AppConfig;
  readonly flags: Flags;
  readonly settings: FirstVisitSettings;
  readonly firstVisitApi: FirstVisitApi;
  readonly journal: Journal;
  readonly log: (message: string, detail?: unknown) => void;
  /** The error-reporting service (spec 001 §1): adapters/errorReporting.ts. */
  readonly reportError: ReportError;
  readonly now: () => number;
  /** The system's links reach the router through this, once it exists. */
  readonly setRouter: (router: AppRouter) => void;
}

export async function mountApp(deps: MountDeps): Promise<void> {
  const { app, queryClient, http, vault, cookies, config, flags, settings, journal, log, now } =
    deps;
  // The route definitions evaluate in a task of their own (their search schemas are built
  // then): with the view layer's packages they made one long task on a phone.
  const { routeTree } = await import("./routeTree.gen.ts");
  await yieldToBrowser();
  // A page the server rendered is hydrated from the machines' first snapshot (the first
  // render's input): the system starts once that render has committed, so nothing the
  // machines do in between changes what it reads, and in a task of its own after the
  // commit's effects (inside them it made that task long on a phone; events sent before it
  // wait in the actors' mailboxes). Without a server render it starts now.
  const hydrating =
    config.start !== null && (document.getElementById("root")?.firstElementChild ?? null) !== null;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    app.start();
    captureUtm(window.location.search, cookies, consentOf(app.system));
  };
  const router = createAppRouter({
    routeTree,
    queryClient,
    app,
    catalogue: authorizedCalls(() => sessionOf(app.system), lazyCatalogueApi(http, vault.bearer)),
    site: authorizedCalls(() => sessionOf(app.system), lazySiteApi(http, vault.bearer)),
    createVideo: (container) =>
      import("../adapters/video/videojs.ts").then(({ createVideojsPlayer }) =>
        createVideojsPlayer(container),
      ),
    initialPathname: window.location.pathname,
    onCatch: (error) => {
      reloadOnChunkError(error, browserChunkReloadDeps);
    },
    onFirstRender: () => void yieldToBrowser().then(start),
    origin: config.origin ?? window.location.origin,
    signUp: {
      plans: lazyPlansRead(() =>
        import("../adapters/http/paymentApi.ts").then(({ createPaymentApi }) =>
          authorizedCalls(() => sessionOf(app.system), createPaymentApi(http, vault.bearer)),
        ),
      ),
      couponsEnabled: settingFlag(config.settings ?? [], "enable-subscription-coupons"),
    },
  });
  deps.setRouter(router);
  await yieldToBrowser();
  if (!hydrating) start();
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
        firstVisitApi: deps.firstVisitApi,
        apiBase: config.apiBase,
        location: config.location,
        settings: config.settings,
        optInCheckboxCountries: settings.optInCheckboxCountries,
        presence: config.presence,
        log,
        reportError: deps.reportError,
        now,
        queryClient,
      }),
    );
    return featuresLoading;
  };
  const stopWaitingForFirstPage = router.subscribe("onRendered", () => {
    stopWaitingForFirstPage();
    whenIdle(() => void features().catch(() => undefined));
  });

  const rootElement = document.getElementById("root");
  if (!rootElement) throw new Error("index.html has no #root");
  // Drawn first for the server's guess of the width (the same HTML), then for the real one;
  // without a server render, for the real one.
  const firstWidth =
    config.start === null ? window.innerWidth : firstRenderWidthFor(config.start.userAgent);
  keepViewerImageQuality(firstWidth);
  const tree = (routerElement: React.ReactNode) => (
    <AppTree
      app={app}
      features={features}
      queryClient={queryClient}
      journal={journal}
      devtools={flags.devtools}
      firstWidth={firstWidth}
    >
      {routerElement}
    </AppTree>
  );

  // The server rendered the page (it carries the first render's input): hydrate it. The
  // router takes the server's matches and query cache from the page (RouterClient).
  if (hydrating) {
    // Parts that hydrate after the system has started draw from these (ui/useSelector.ts).
    keepFirstSnapshots(app);
    keepFirstLocation(router.state.location);
    hydrateInSlices(rootElement, tree(<RouterClient router={router} />), {
      onRecoverableError: (error, info) => {
        // A part the server left to the browser on purpose (ui/clientOnly.ts) is no error.
        if (isClientOnlyPart(error)) return;
        console.error("Hydration:", error, info.componentStack);
      },
    });
    return;
  }

  // No server render (vite dev): the first page's code is imported in a task of its own,
  // then its data is asked for, before the app is drawn.
  await yieldToBrowser();
  const [firstPageRoutes] = router.getMatchedRoutes(router.state.location.pathname);
  for (const route of firstPageRoutes) router.loadRouteChunk(route)?.catch(() => undefined);
  await yieldToBrowser();
  router.load().catch((error: unknown) => log("first page load failed", error));
  await yieldToBrowser();
  startTransition(() => createRoot(rootElement).render(tree(<RouterProvider router={router} />)));
}
