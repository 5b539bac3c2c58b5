import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import type { CatalogueApi, SiteApi, VideoPort } from "../core/ports.ts";
import type { AppActorRef } from "../machines/app.machine.ts";
import { RouteErrorContainer } from "../ui/pages/RouteError.tsx";
import { RoutePending } from "../ui/pages/RoutePending.tsx";
import { localeRewrite } from "./localeRewrite.ts";
import type { routeTree as RouteTree } from "./routeTree.gen.ts";

export interface RouterDeps {
  /** The route definitions (`routeTree.gen.ts`), evaluated in a task before this one. */
  readonly routeTree: typeof RouteTree;
  readonly queryClient: QueryClient;
  readonly app: AppActorRef;
  readonly catalogue: CatalogueApi;
  readonly site: SiteApi;
  readonly createVideo: (container: HTMLElement) => Promise<VideoPort>;
  readonly onCatch: (error: unknown) => void;
  /** The address the page was opened at: its locale prefix is the page's locale. */
  readonly initialPathname: string;
}

export function createAppRouter({
  routeTree,
  queryClient,
  app,
  catalogue,
  site,
  createVideo,
  onCatch,
  initialPathname,
}: RouterDeps) {
  return createRouter({
    routeTree,
    context: { queryClient, app, catalogue, site, createVideo },
    // Query owns caching: loaders always ask it, it answers from cache while fresh.
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteErrorContainer,
    defaultOnCatch: onCatch,
    scrollRestoration: true,
    rewrite: localeRewrite(initialPathname),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
