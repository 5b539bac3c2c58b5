/**
 * The server's composition root: renders one request's page with React 19 on TanStack
 * Router's SSR (`createRequestHandler`, `RouterServer`, the router's stream transform), from
 * the same route tree and the same app tree (AppTree.tsx) as the browser. Built by
 * `vite build --ssr` (npm run build); the page server (server/render/) imports it.
 *
 * Per request: the first render's input (core/startInput.ts), the request's cookies
 * (read-only: the server writes none), HTTP adapters to the API base by configuration, the
 * actor system built but never started (the machines' first snapshot is all a render
 * reads; their effects run in the browser, so their logic is the process's, unprovided, and
 * only the input is the request's), a fresh QueryClient whose cache travels in the
 * page, a memory-history router. The features (search, newsletter, a member's library, the
 * play gate) are drawn in the browser only (ui/clientOnly.ts).
 */
import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
} from "@tanstack/react-router/ssr/server";
import { JSDOM } from "jsdom";
import { renderToReadableStream } from "react-dom/server";
import { createAuthApi } from "../adapters/http/authApi.ts";
import { createCatalogueApi } from "../adapters/http/catalogueApi.ts";
import { createHttpClient } from "../adapters/http/client.ts";
import { createSiteApi } from "../adapters/http/siteApi.ts";
import { createTokenVault } from "../adapters/tokenVault.ts";
import { parseSessionIdCookie } from "../core/ageVerification.ts";
import { isApiError, userLoadResetsSession } from "../core/apiError.ts";
import { COOKIES } from "../core/cookies.ts";
import type { CookiePort, VideoPort } from "../core/ports.ts";
import type { TokenResponse } from "../core/schema/auth.ts";
import type { Setting } from "../core/schema/settings.ts";
import { firstVisitSettings, settingFlag } from "../core/settings.ts";
import { parseCookieHeader, type StartInput } from "../core/startInput.ts";
import { parseStoredToken, toHeldToken } from "../core/token.ts";
import { firstRenderWidthFor } from "../core/viewport.ts";
import { sessionOf } from "../machines/app.machine.ts";
import { ClientOnlyPart, isClientOnlyPart } from "../ui/clientOnly.ts";
import { preloadPromoBars } from "../ui/layout/Layout.tsx";
import { setServerPurifier } from "../ui/purifier.ts";
import { selectViewerKey } from "../ui/session.view.ts";
import { AppTree } from "./AppTree.tsx";
import { authorizedCalls } from "./authorizedCalls.ts";
import { firstVisitInput } from "./firstVisit.ts";
import { readFlags } from "./flags.ts";
import { createJournal } from "./journal.ts";
import { lazyPlansRead } from "./lazyPlans.ts";
import { createRenderQueryClient } from "./queryClient.ts";
import { requestLocale } from "./requestLocale.ts";
import { createAppRouter } from "./router.tsx";
import { routeTree } from "./routeTree.gen.ts";
import { sharedServerReads } from "./serverRenderActions.ts";
import { createServerAppSystem } from "./system.ts";

/** The member's details could not be read (not a refusal): the browser draws the page. */
export class MemberUnreadError extends Error {
  constructor() {
    super("The member's details could not be read: the page is left to the browser");
    this.name = "MemberUnreadError";
  }
}

export interface RenderOptions {
  /** Where the page server calls the API (an absolute URL: another origin is configuration). */
  readonly apiBase: string;
  /** How the API is called: the page server's own API in-process; default global fetch. */
  readonly fetch?: typeof fetch;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The first render's input, as the page carries it to the browser. */
  readonly start: StartInput;
  /** The settings, as the page carries them. */
  readonly settings: readonly Setting[];
  /** The app-level client token the page carries, if any. */
  readonly clientToken: TokenResponse | null;
  /** The nonce of this response's inline scripts (its Content-Security-Policy allows it). */
  readonly nonce: string;
  /** The site's public origin (configuration, never the Host header): the heads' URLs. */
  readonly origin: string;
  readonly log: (message: string, detail?: unknown) => void;
}

// Rich text is purified on a window of the server's own (DOMPurify needs a DOM).
setServerPurifier(new JSDOM("").window);

/** Settles once the query client has no read under way (each ends: the client's timeout). */
function queriesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

/** The request's cookies, read-only: the server's render writes no cookie. */
function requestCookies(header: string | null): CookiePort {
  const values = parseCookieHeader(header);
  return { get: (name) => values.get(name), set: () => {}, remove: () => {} };
}

/** The features' effects are the browser's: a part that needs them is left to it. */
const noFeatures = () => {
  throw new ClientOnlyPart("A feature");
};

/**
 * The page for `request`: a redirect (a guard's, as a real HTTP redirect), or the app's
 * HTML (the children of `#root`) streamed with the router's hydration scripts, with the
 * status of the route matching that rendered it (404 for no route or no item).
 */
export interface RenderedPage {
  readonly response: Response;
  /** The first render's input as rendered (with the member's user when read): the page's. */
  readonly start: StartInput;
}

/**
 * The layout's lazy parts the server draws (the promo bars), loaded once per process before
 * its first render: a part still loading would stream after the page, out of its place.
 */
let layoutPartsLoaded: Promise<void> | null = null;

export async function renderPage(request: Request, options: RenderOptions): Promise<RenderedPage> {
  // Should it fail, the render still goes on: the part then streams when it can.
  layoutPartsLoaded ??= preloadPromoBars().catch(() => undefined);
  await layoutPartsLoaded;
  const url = new URL(request.url);
  const now = () => options.start.serverDate;
  const cookies = requestCookies(request.headers.get("cookie"));
  const restored = parseStoredToken(cookies.get(COOKIES.authorization.name), now());
  const pageClientToken = options.clientToken && toHeldToken(options.clientToken, now());
  const vault = createTokenVault({ cookies, now, restoredUserToken: restored, pageClientToken });
  const http = createHttpClient({
    apiBase: options.apiBase,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    locale: requestLocale({ pathname: () => url.pathname, cookies, languages: () => [] }),
    location: () => options.start.location,
    sessionId: () => parseSessionIdCookie(options.start.cookies.sessionId) ?? undefined,
    userSegment: () => cookies.get(COOKIES.userSegment.name),
  });
  const authApi = createAuthApi(http, vault.clientBearer, () => ({}));
  // A member's page is the member's from the first render: their details are read with the
  // session's token. A token the API refuses (401 or 403: the session was ended elsewhere,
  // spec 001 §4) is no session: the page is a guest's. Any other failure leaves the member
  // unknown, which no render on the server can wait out (its machines never run): the page
  // server then sends the page for the browser to draw, which reads the member itself.
  const userToken = vault.userBearer();
  const me =
    userToken === null
      ? null
      : await authApi.me(userToken).then(
          (user) => ({ user }),
          (error: unknown) =>
            isApiError(error) && userLoadResetsSession(error.status) ? "ended" : "unread",
        );
  if (me === "unread") throw new MemberUnreadError();
  if (me === "ended") vault.forgetUser();
  const start: StartInput =
    me === "ended"
      ? { ...options.start, restoredTokenExpiresAt: null }
      : me === null
        ? options.start
        : { ...options.start, user: me.user };
  const queryClient = createRenderQueryClient();
  const journal = createJournal(now);
  // Never started: the machines' first snapshot is all a render reads (their effects, the
  // links to the browser and the router included, are the browser's).
  const app = createServerAppSystem({
    firstVisit: firstVisitInput(firstVisitSettings(options.settings), start),
    restoredTokenExpiresAt: start.restoredTokenExpiresAt,
    restoredUser: start.user ?? null,
    renewOnStart: start.renewOnStart ?? false,
    clientTokenExpiresAt: pageClientToken?.expires_at ?? null,
    online: true,
    startedAt: now(),
  });
  const session = () => sessionOf(app.system);
  const catalogue = authorizedCalls(session, createCatalogueApi(http, vault.bearer));
  const site = authorizedCalls(session, createSiteApi(http, vault.bearer));
  // Spec 001 §7's shared reads, in parallel with the route's own (the router's load).
  const sharedReads = sharedServerReads({
    queryClient,
    catalogue,
    site,
    viewerKey: selectViewerKey(session().getSnapshot()),
  });
  const createRouter = () =>
    createAppRouter({
      routeTree,
      queryClient,
      app,
      catalogue,
      site,
      // Every read under way once the loaders have run (a film's related content, asked for
      // and not waited for) is in the page too: an answer that came in before React drew its
      // part would be in the HTML and not in the browser's cache, and hydration would differ.
      beforeDehydrate: () => sharedReads.then(() => queriesSettled(queryClient)),
      createVideo: (): Promise<VideoPort> =>
        Promise.reject(new Error("The player is the browser's")),
      initialPathname: url.pathname,
      onCatch: (error) => options.log("render failed", error),
      nonce: options.nonce,
      origin: options.origin,
      signUp: {
        plans: lazyPlansRead(() =>
          import("../adapters/http/paymentApi.ts").then(({ createPaymentApi }) =>
            authorizedCalls(session, createPaymentApi(http, vault.bearer)),
          ),
        ),
        couponsEnabled: settingFlag(options.settings, "enable-subscription-coupons"),
      },
    });
  const handler = createRequestHandler({ request, createRouter });
  const response = await handler(async ({ request, router, responseHeaders }) => {
    const stream = await renderToReadableStream(
      <AppTree
        app={app}
        features={noFeatures}
        queryClient={queryClient}
        journal={journal}
        devtools={readFlags(url.search, false).devtools}
        firstWidth={firstRenderWidthFor(start.userAgent)}
      >
        <RouterServer router={router} />
      </AppTree>,
      {
        signal: request.signal,
        nonce: options.nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          if (isClientOnlyPart(error)) return (error as ClientOnlyPart).digest;
          options.log("render error", error);
          return undefined;
        },
      },
    );
    const anyRouter = router as AnyRouter;
    const body = transformReadableStreamWithRouter(anyRouter, stream, {
      rendererSafePoint: "script-close",
      signal: request.signal,
    });
    return createSsrStreamResponse(
      anyRouter,
      new Response(body, { status: getSsrStatus(anyRouter), headers: responseHeaders }),
    );
  });
  return { response: permanentIfCanonical(response), start };
}

/**
 * The router's own redirect of an address to its canonical form (a trailing slash, a search
 * value it normalises: `redirect({ href })` without the `replace` every route's redirect
 * gives) is permanent, a 301 as the spec's page redirects; the routes' redirects keep theirs.
 */
function permanentIfCanonical(response: Response): Response {
  const options = (response as { options?: { to?: unknown; replace?: unknown } }).options;
  if (options === undefined || response.status !== 307) return response;
  if (options.to !== undefined || options.replace === true) return response;
  return new Response(null, { status: 301, headers: response.headers });
}
