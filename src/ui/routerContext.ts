import type { QueryClient } from "@tanstack/react-query";
import type { CatalogueApi, PaymentApi, SiteApi, VideoPort } from "../core/ports.ts";
import type { AppActorRef } from "../machines/app.machine.ts";

/**
 * Where the site is, for the heads' absolute URLs (canonical, previews, JSON-LD): its public
 * origin (configuration, never the Host header) and a route path as visitors see it, with the
 * page's locale prefix.
 */
export interface PublicSite {
  readonly origin: string;
  readonly publicPath: (path: string) => string;
}

/** What every route gets from the composition root (`createRootRouteWithContext`). */
export interface RouterContext {
  readonly queryClient: QueryClient;
  /** The root actor: guards read `sessionOf(app.system).getSnapshot()` synchronously. */
  readonly app: AppActorRef;
  /** The catalogue port: query option factories take it (ui never imports adapters). */
  readonly catalogue: CatalogueApi;
  /** The site's editorial calls (help centre, contact, landings, live TV); its adapter loads lazily. */
  readonly site?: SiteApi;
  /** A video.js player inside `container` (the live TV page); video.js loads on the first call. */
  readonly createVideo?: (container: HTMLElement) => Promise<VideoPort>;
  /**
   * Called once the app's first render has committed in the browser (hydrated over the
   * server's HTML): the composition root starts the actor system then, so nothing the
   * machines do changes what the hydrating render reads.
   */
  readonly onFirstRender?: () => void;
  /**
   * The sign-up's plans read (`GET /plans`, its adapter loaded on the first call) and whether
   * coupons are on (the `enable-subscription-coupons` setting): the sign-up route's loader.
   */
  readonly signUp?: {
    readonly plans: PaymentApi["plans"];
    readonly couponsEnabled: boolean;
  };
  /** The site's public origin and the page's locale (routes' `head()`). */
  readonly publicSite?: PublicSite;
  /** The page the viewer is on while the next one loads (null before the first one resolved). */
  readonly previousPath?: () => string | null;
}

/** The SiteApi of the context; the composition root always gives one. */
export function siteOf(context: { readonly site?: SiteApi }): SiteApi {
  if (context.site === undefined) throw new Error("The router context has no SiteApi");
  return context.site;
}
