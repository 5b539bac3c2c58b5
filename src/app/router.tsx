import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { loadingFloorLeftMs } from "../core/loadingFloor.ts";
import { withLocale } from "../core/locale.ts";
import type { PageLayout } from "../core/pageChrome.ts";
import type { CatalogueApi, SiteApi, VideoPort } from "../core/ports.ts";
import type { AppActorRef } from "../machines/app.machine.ts";
import { RouteErrorContainer } from "../ui/pages/RouteError.tsx";
import { RoutePending } from "../ui/pages/RoutePending.tsx";
import type { PublicSite, RouterContext } from "../ui/routerContext.ts";
import { localeRewrite } from "./localeRewrite.ts";
import { previousPathTracker } from "./previousPath.ts";
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
  /** The server's render: the nonce its inline scripts carry (the page's CSP allows it). */
  readonly nonce?: string;
  /** Once the first render has committed in the browser (RouterContext `onFirstRender`). */
  readonly onFirstRender?: () => void;
  /**
   * The server's render: what the page's query cache waits for before it is dehydrated,
   * asked when the route's loaders have run.
   */
  readonly beforeDehydrate?: () => Promise<unknown>;
  /** The site's public origin (the page config's, the same on the server and the browser). */
  readonly origin: string;
  /** The sign-up's plans read and whether coupons are on (RouterContext `signUp`). */
  readonly signUp?: RouterContext["signUp"];
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
  nonce,
  onFirstRender,
  beforeDehydrate,
  origin,
  signUp,
}: RouterDeps) {
  const locale = localeRewrite(initialPathname);
  const publicSite: PublicSite = {
    origin,
    publicPath: (path) => withLocale(path, locale.pageLocale()),
  };
  const previousPath = previousPathTracker();
  const router = createRouter({
    routeTree,
    context: {
      queryClient,
      app,
      catalogue,
      site,
      createVideo,
      onFirstRender,
      publicSite,
      signUp,
      previousPath: previousPath.current,
    },
    // Query owns caching: loaders always ask it, it answers from cache while fresh.
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    // A client navigation's loading indicator, once drawn, stays the spec's data fetch minimum
    // delay (decision 0091); the server's first render never shows it.
    defaultPendingMinMs: loadingFloorLeftMs(0),
    defaultErrorComponent: RouteErrorContainer,
    defaultOnCatch: onCatch,
    scrollRestoration: true,
    rewrite: locale.rewrite,
    // The server's query cache travels in the page: the browser does not ask again for what
    // the server rendered (TanStack Query's dehydrate / hydrate).
    // The answers are plain JSON (the wire schemas decode to plain data).
    dehydrate: async () => {
      await beforeDehydrate?.();
      return { queries: JSON.stringify(dehydrate(queryClient)) };
    },
    hydrate: (dehydrated: { queries: string }) => {
      hydrate(queryClient, JSON.parse(dehydrated.queries) as DehydratedState);
    },
    ...(nonce === undefined ? {} : { ssr: { nonce } }),
  });
  previousPath.follow(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
  /** A route's own: the layout it is drawn in (spec 000 §2; ui/layout/LayoutContainer.tsx). */
  interface StaticDataRouteOption {
    layout?: PageLayout;
  }
}
