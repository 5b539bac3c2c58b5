/**
 * The second half of the start-up (src/app/main.tsx builds the first): creates the router,
 * starts the actor system, loads the features when the first page is drawn, and renders the
 * app. Its modules (the router, the pages, the view layer) evaluate in a task of their own.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createCatalogueApi } from "../adapters/http/catalogueApi.ts";
import type { HttpClient } from "../adapters/http/client.ts";
import type { CookiePort, FirstVisitApi, TokenVault } from "../core/ports.ts";
import type { FirstVisitSettings } from "../core/settings.ts";
import { type AppActorRef, consentOf, sessionOf } from "../machines/app.machine.ts";
import { DevPanelSlot } from "../ui/devPanel/DevPanelSlot.tsx";
import type { FeatureEffects } from "../ui/features.ts";
import { LibraryForMembers } from "../ui/library/LibraryForMembers.tsx";
import { AppActorProvider } from "../ui/system.tsx";
import { whenIdle } from "../ui/WhenIdle.tsx";
import { yieldToBrowser } from "../ui/yieldToBrowser.ts";
import { authorizedCalls } from "./authorizedCalls.ts";
import { browserChunkReloadDeps, reloadOnChunkError } from "./chunkReload.ts";
import type { AppConfig } from "./config.ts";
import { devtoolsStored, type Flags } from "./flags.ts";
import type { Journal } from "./journal.ts";
import { lazySiteApi } from "./lazySiteApi.ts";
import type { createQueryClient } from "./queryClient.ts";
import { type AppRouter, createAppRouter } from "./router.tsx";
import { captureUtm } from "./utmCapture.ts";

/** The dev panel's opt-in this browser keeps, read once the page is drawn. */
const storedDevtools = () => devtoolsStored(() => window.localStorage);

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
  const router = createAppRouter({
    routeTree,
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
  deps.setRouter(router);
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
        firstVisitApi: deps.firstVisitApi,
        apiBase: config.apiBase,
        location: config.location,
        settings: config.settings,
        optInCheckboxCountries: settings.optInCheckboxCountries,
        presence: config.presence,
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

  // The first page's code is imported in a task of its own, then its data is asked for in the
  // next, before the app is drawn (the router then waits on this load instead of starting one
  // when it mounts). A chunk that fails to load fails that load too, which reports it.
  await yieldToBrowser();
  const [firstPageRoutes] = router.getMatchedRoutes(router.state.location.pathname);
  for (const route of firstPageRoutes) router.loadRouteChunk(route)?.catch(() => undefined);
  await yieldToBrowser();
  router.load().catch((error: unknown) => log("first page load failed", error));
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
          <DevPanelSlot
            asked={flags.devtools}
            stored={storedDevtools}
            journal={journal}
            app={app}
            onExport={journal.exportJson}
          />
        </AppActorProvider>
      </StrictMode>,
    ),
  );
}
