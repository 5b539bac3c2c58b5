import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from "node:zlib";
import { type Context, Hono } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX as COMPRESSIBLE } from "hono/compress";
import { randomId } from "../../src/adapters/randomId.ts";
import { matchRoute } from "../../src/core/routeTable.ts";
import type { Setting } from "../../src/core/schema/settings.ts";
import { robotsTxt } from "../../src/core/sitemap.ts";
import { parseCookieHeader, startInputOf } from "../../src/core/startInput.ts";
import { errorReportingUrlFromEnv, reportingOrigin } from "../config/errorReporting.ts";
import type { AppEnv, Deps, ServerConfig } from "../context.ts";
import { contentSecurityPolicy, pageSecurityHeaders } from "../http/contentSecurityPolicy.ts";
import { readStaticFile } from "../http/files.ts";
import { escapeHtml } from "../http/html.ts";
import { type PageToken, pageTokenIssuer } from "../http/pageToken.ts";
import { publicOrigin } from "../http/publicUrl.ts";
import { visitorLocation } from "../http/visitor.ts";
import { type SitemapAnswer, sitemapPages } from "../pages/sitemap.ts";
import {
  type PresenceConfig,
  presenceConfigFromEnv,
  presencePageConfig,
} from "../presence/config.ts";
import {
  RENDER_RETRY_AFTER_S,
  type RenderAdmission,
  renderAdmission,
} from "../render/admission.ts";
import { gzipOutput, plainOutput } from "../render/gzipMember.ts";
import { filled, templateCache, withConfigMeta } from "../render/pageDocument.ts";
import {
  documentStream,
  newNonce,
  redirectPath,
  serverEntry,
  serverRenderPolicy,
  splitHeadTags,
} from "../render/pageRender.ts";
import { renderFailureLog } from "../render/renderFailure.ts";
import { type SharedReadCache, sharedReadCache } from "../render/sharedReads.ts";

export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Where the page's client calls the API (page config `apiBase`). */
const API_BASE = "/api";

/** How often the page template's file is looked at for a new build. */
const TEMPLATE_RECHECK_MS = 1_000;
/** A path whose last part has an extension: what the client's files are named like. */
const FILE_NAME = /\.[^/]*$/;

/** Brotli/gzip bodies of client files, computed once per file version. */
const compressedCache = new Map<string, Buffer>();

interface Payload {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly headers: Record<string, string>;
}

/**
 * The body to send, brotli- or gzip-compressed when the client accepts it and the type
 * compresses. `key` null: do not cache (a per-request body such as index.html).
 */
function encodeFor(c: Context, key: string | null, body: Buffer, type: string): Payload {
  const vary: Record<string, string> = COMPRESSIBLE.test(type) ? { Vary: "Accept-Encoding" } : {};
  const plain = { body: new Uint8Array(body), headers: { "Content-Type": type, ...vary } };
  if (!COMPRESSIBLE.test(type) || body.length < 1024) return plain;
  const accept = c.req.header("accept-encoding") ?? "";
  const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
  if (!encoding) return plain;
  const cacheKey = key === null ? null : `${encoding}:${key}`;
  let encoded = cacheKey ? compressedCache.get(cacheKey) : undefined;
  if (!encoded) {
    // A quick compression answers now; a file's best one is made off the event loop and
    // answers from then on (brotli 11 of the view vendor chunk took seconds on a loaded
    // machine, and every cold chunk a page asked for waited for it).
    encoded =
      encoding === "br"
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 });
    if (cacheKey) compressBest(cacheKey, body, encoding);
  }
  return {
    body: new Uint8Array(encoded),
    headers: { "Content-Type": type, "Content-Encoding": encoding, ...vary },
  };
}

/** Files whose best compression is being made. */
const compressing = new Set<string>();

/** Caches the best compression of a file's body under `cacheKey`, in the thread pool. */
function compressBest(cacheKey: string, body: Buffer, encoding: "br" | "gzip") {
  if (compressing.has(cacheKey)) return;
  compressing.add(cacheKey);
  const done = (error: Error | null, result: Buffer) => {
    compressing.delete(cacheKey);
    if (!error) compressedCache.set(cacheKey, result);
  };
  if (encoding === "br")
    brotliCompress(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }, done);
  else gzip(body, { level: 9 }, done);
}

async function sendFile(c: Context, root: string, path: string, cacheControl: string) {
  const file = await readStaticFile(root, path);
  if (!file) return null;
  const { body, headers } = encodeFor(c, `${root}${path}:${file.mtimeMs}`, file.body, file.type);
  return c.body(body, 200, { ...headers, "Cache-Control": cacheControl });
}

/** Sample media under /media, generated art, and the built client with its SPA fallback. */
export interface StaticOptions {
  /**
   * connect-src sources beyond the site's own origin and its WebSocket: a presence host of
   * another origin (soketi, hosted Pusher: `wss://ws-eu.pusher.com`) must be listed here.
   */
  readonly connectSources?: readonly string[];
  /** The presence configuration of this server (its public fields go into the page config). */
  readonly presence?: PresenceConfig;
  /**
   * The built server render (entry-server.js). Default CINEMA_RENDER_DIR, else the client
   * directory's name with `-server` (dist -> dist-server).
   */
  readonly renderDir?: string;
  /**
   * Load the server render when the routes are made, not on the first page asked: a page
   * worker's first visitor otherwise waits for the 2 MB module to load (2.3 s measured at
   * load 6, 12-18 s at load 14, on a film page after a restart).
   */
  readonly loadRenderAtOnce?: boolean;
  /**
   * Where the page renderer calls the API: any origin (configuration). Default
   * CINEMA_RENDER_API_BASE, else CINEMA_API_URL (the server's `apiUrl`), else this server's
   * own API, called in-process through `api` (no loopback HTTP, no gzip, no socket).
   */
  readonly renderApiBase?: string;
  /**
   * Headers the render's reads over HTTP carry besides their own, set after the shared reads
   * cache is asked (so never part of its key): a page worker's proof and the visitor's address.
   */
  readonly renderApiHeaders?: (c: Context) => Record<string, string>;
  /** This server's API, called in-process (the app's `fetch`); without it, over HTTP. */
  readonly api?: (request: Request, env: unknown) => Response | Promise<Response>;
  /** The render's shared reads; a cache of these routes' own by default. */
  readonly sharedReads?: SharedReadCache;
  /** How many renders run at once and how many may wait (render/admission.ts). */
  readonly admission?: RenderAdmission;
}

/** The in-process API's base: a name no request leaves the process for. */
const IN_PROCESS_API_BASE = "http://api.internal/api";

/**
 * What a page needs besides the render: the site settings and the shared app-level token its
 * config carries, and the sitemap. From the database in the API's process
 * (`databasePageSource`); from the API over HTTP in a page worker, which never opens the
 * database (server/pageWorker.ts, docs/decisions/0056).
 */
export interface PageSource {
  readonly config: ServerConfig;
  readonly settings: () => readonly Setting[] | Promise<readonly Setting[]>;
  readonly clientToken: () => PageToken | Promise<PageToken>;
  /** null: the sitemap is not answered here (a page worker passes it to the API's process). */
  readonly sitemap: ((origin: string, page: string | undefined) => SitemapAnswer) | null;
}

/** The page source of the process that holds the database. */
export const databasePageSource = (deps: Deps): PageSource => ({
  config: deps.config,
  settings: () => deps.repos.site.settings(),
  clientToken: pageTokenIssuer(deps.repos.tokens, deps.config.now),
  sitemap: sitemapPages(deps.db),
});

export function staticRoutes(source: PageSource, options: StaticOptions = {}) {
  const { config } = source;
  // Where browsers find the presence service (public fields only, never the secret).
  const presence = presencePageConfig(options.presence ?? presenceConfigFromEnv(), API_BASE);
  // Where the browser sends error reports (spec 001 §1), and its origin for the CSP.
  const errorReporting = errorReportingUrlFromEnv(config.mode);
  const connectSources = [
    ...(options.connectSources ?? []),
    ...[reportingOrigin(errorReporting)].filter((o): o is string => o !== null),
  ];
  const app = new Hono<AppEnv>();
  const renderEntry = serverEntry(
    options.renderDir ?? process.env.CINEMA_RENDER_DIR ?? `${config.clientDir}-server`,
  );
  if (options.loadRenderAtOnce === true) void renderEntry().catch(() => undefined);
  /**
   * Where the render reads: another API origin by configuration (over HTTP), else this
   * server's API in-process, as the visitor's request (its socket and forwarded address:
   * the API's throttles see the visitor, not the page server).
   */
  const remoteApiBase =
    options.renderApiBase ?? process.env.CINEMA_RENDER_API_BASE ?? config.apiUrl ?? null;
  const sharedReads = options.sharedReads ?? sharedReadCache();
  const admission = options.admission ?? renderAdmission();
  const renderApi = (
    c: Context,
    sharedToken: string | null,
  ): { readonly apiBase: string; readonly fetch: typeof fetch } => {
    const api = options.api;
    if (remoteApiBase !== null || api === undefined) {
      const extra = options.renderApiHeaders?.(c);
      const remote: typeof fetch =
        extra === undefined
          ? (input, init) => fetch(input, init)
          : (input, init) => {
              const request = new Request(input, init);
              for (const [name, value] of Object.entries(extra)) request.headers.set(name, value);
              return fetch(request);
            };
      return {
        apiBase: remoteApiBase ?? `${publicOrigin(config) ?? "http://127.0.0.1"}${API_BASE}`,
        fetch: sharedReads.wrap(remote, sharedToken),
      };
    }
    const forwardedFor = c.req.header("x-forwarded-for");
    const inProcess: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (forwardedFor !== undefined) request.headers.set("x-forwarded-for", forwardedFor);
      return api(request, c.env);
    };
    return { apiBase: IN_PROCESS_API_BASE, fetch: sharedReads.wrap(inProcess, sharedToken) };
  };

  app.get("/media/*", async (c) => {
    const path = c.req.path.slice("/media".length);
    const res = await sendFile(c, config.mediaDir, path, IMMUTABLE);
    return res ?? c.text("Not found", 404);
  });

  app.get("/assets/*", async (c) => {
    const res = await sendFile(c, config.clientDir, c.req.path, IMMUTABLE);
    return res ?? c.text("Not found", 404);
  });

  const sitemap = source.sitemap;
  /** Search engines: the sitemap index and its files (`?page=N`), and the crawlers' rules. */
  if (sitemap !== null) {
    app.get("/sitemap.xml", (c) => {
      const origin = publicOrigin(config);
      const answer = origin === null ? null : sitemap(origin, c.req.query("page"));
      if (answer === null || answer.status === 404) return c.text("Not found", 404);
      return c.body(answer.xml, 200, {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      });
    });
  }
  app.get("/robots.txt", (c) =>
    c.text(robotsTxt(publicOrigin(config)), 200, { "Cache-Control": "public, max-age=3600" }),
  );

  let template: { mtimeMs: number; html: string; checkedAt: number } | null = null;
  /** index.html, looked at again (a rebuild) at most once a second, not on every page. */
  const indexHtml = async (): Promise<string | null> => {
    const path = join(config.clientDir, "index.html");
    const at = Date.now();
    if (template !== null && at - template.checkedAt < TEMPLATE_RECHECK_MS) return template.html;
    try {
      const info = await stat(path);
      if (!template || template.mtimeMs !== info.mtimeMs) {
        template = { mtimeMs: info.mtimeMs, html: await readFile(path, "utf8"), checkedAt: at };
      } else template.checkedAt = at;
      return template.html;
    } catch {
      template = null;
      return null;
    }
  };

  /** index.html prepared for the render's document once per version (pageDocument.ts). */
  const preparedTemplate = templateCache();

  let policy: { html: string; origin: string | null; value: string } | null = null;
  /** The page's Content-Security-Policy, hashed once per index.html version and origin. */
  const policyFor = (html: string, origin: string | null): string => {
    if (!policy || policy.html !== html || policy.origin !== origin) {
      policy = {
        html,
        origin,
        value: contentSecurityPolicy(html, {
          origin,
          apiBase: API_BASE,
          connect: connectSources,
        }),
      };
    }
    return policy.value;
  };

  /**
   * A form sent before the page's scripts ran (the app sends its forms itself): the page's
   * forms are POSTed, so what was typed (a password) never lands in an address, the history
   * or a log, and the body is not read. The browser is sent back to the page (303); a path that
   * is no page is a 404.
   */
  app.post("*", (c) => {
    const path = c.req.path;
    if (path.startsWith("/api/") || path === "/api") return c.json({ message: "Not found" }, 404);
    if (matchRoute(path) === null) return c.text("Not found", 404);
    const url = new URL(c.req.url);
    c.header("Cache-Control", "no-store");
    // One leading slash: `//host/...` would send the browser to another site.
    return c.redirect(`/${url.pathname.replace(/^\/+/, "")}${url.search}`, 303);
  });

  /**
   * Any other GET: a file of the client if it exists, else a page (spec 000 §2) rendered by
   * React from the routes, whose matching gives the status (301 for a `page` the pagination
   * rule moves, 302 for a guard's redirect, 404 for no route, no item or a page past the
   * last) and whose `head()` the page's head; with the config and the security headers.
   */
  app.get("*", async (c) => {
    const path = c.req.path;
    if (path.startsWith("/api/") || path === "/api") return c.json({ message: "Not found" }, 404);
    // The client's files all have an extension: a page's address (no dot in its last part)
    // is never looked for on disk.
    if (path !== "/" && path !== "/index.html" && FILE_NAME.test(path)) {
      const file = await sendFile(c, config.clientDir, path, "public, max-age=3600");
      if (file) return file;
    }
    const origin = publicOrigin(config);
    const html = await indexHtml();
    if (html === null) {
      c.header("Cache-Control", "no-store");
      return c.text("Client not built: run npm run build", 503);
    }
    // A page worker asks the API for these: if it cannot answer, neither could the page.
    const inputs = await Promise.all([source.settings(), source.clientToken()]).catch(
      (error: unknown) => {
        console.error("[render] no settings or page token", error);
        return null;
      },
    );
    if (inputs === null) {
      c.header("Cache-Control", "no-store");
      return c.text("The site is unavailable for a moment: try again", 503);
    }
    const [settings, clientToken] = inputs;
    const location = visitorLocation(c, config);
    const now = config.now();
    const pageConfig = {
      apiBase: API_BASE,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      country: location.country,
      usState: location.usState,
      serverDate: new Date(now).toISOString(),
      // As on the spec's first render: the settings come with the page, so the first-visit
      // flows (consent, age restriction, age verification) decide without a round trip.
      settings,
      // The app-level client token, so the first catalogue read needs no token round trip.
      clientToken,
      presence,
      errorReporting,
      // The heads' absolute URLs (canonical, previews): the configured origin, never the Host.
      ...(origin === null ? {} : { origin }),
      // The first render's input (spec 001 §7): the browser's machines start from it.
      start: startInputOf({
        pathname: path,
        cookies: parseCookieHeader(c.req.header("cookie")),
        userAgent: c.req.header("user-agent"),
        location,
        nowMs: now,
        newVisitorId: randomId,
      }),
    };
    /** The page's config tag, for the first render's input `start`. */
    const configMeta = (start: typeof pageConfig.start) =>
      `<meta name="cinema-config" content="${escapeHtml(JSON.stringify({ ...pageConfig, start }))}">`;
    const render = await renderEntry().catch((error: unknown) => {
      console.error("[render] the server entry does not load", error);
      return null;
    });
    const nonce = newNonce();
    /** No server render (not built, or it failed): the page for the browser to draw. */
    const drawnByTheBrowser = () => {
      const page = withConfigMeta(html, configMeta(pageConfig.start));
      // The inline blocks are the template's (the config, title and links add none).
      const policy = policyFor(html, origin);
      const { body, headers } = encodeFor(
        c,
        null,
        Buffer.from(page, "utf8"),
        "text/html; charset=utf-8",
      );
      // The browser's router draws the page: an address no route matches is a 404 already.
      const status = path !== "/index.html" && matchRoute(path) === null ? 404 : 200;
      return c.body(body, status, {
        ...headers,
        ...pageSecurityHeaders(policy),
        "Cache-Control": "no-cache",
        Vary: "Accept-Encoding, x-el-country, x-el-us-state",
      });
    };
    // A session that must renew first (its access token gone, the page server's refresh token
    // kept for /session only) is drawn by the browser: the server cannot know the member yet,
    // and a guest's page would not be the first render the browser's renewal leads to.
    const mustRenewFirst = pageConfig.start.renewOnStart === true;
    if (
      render !== null &&
      origin !== null &&
      !mustRenewFirst &&
      preparedTemplate(html, "") !== null
    ) {
      // A few renders at a time, the others in order; beyond the queue's bound, a refusal
      // to retry rather than a wait without end (decision 0090).
      const release = await admission.enter(c.req.raw.signal);
      if (release === null) {
        c.header("Cache-Control", "no-store");
        c.header("Retry-After", String(RENDER_RETRY_AFTER_S));
        return c.text("The site is unavailable for a moment: try again", 503);
      }
      // The render's admission slot is given back on the way out of here, whichever it is,
      // but by a document streamed: that gives it back once written whole (or stopped).
      let streaming = false;
      try {
        // The page rendered by React on the server, streamed into the template's #root.
        // index.html is the home page.
        const request =
          path === "/index.html" ? new Request(new URL("/", c.req.url), c.req.raw) : c.req.raw;
        const rendered = await render(request, {
          ...renderApi(c, pageConfig.clientToken.access_token),
          clientId: config.clientId,
          clientSecret: config.clientSecret,
          start: pageConfig.start,
          settings: pageConfig.settings,
          clientToken: pageConfig.clientToken,
          nonce,
          origin,
          log: (message, detail) => console.error(`[render] ${message}`, detail),
        }).catch((error: unknown) => {
          // A render that fails answers the page for the browser to draw, never a 500.
          console.error(...renderFailureLog(c.req.path, error));
          return null;
        });
        if (rendered !== null) {
          const { response } = rendered;
          const location = response.headers.get("location");
          if (response.status >= 300 && response.status < 400 && location !== null) {
            await response.body?.cancel();
            return c.redirect(redirectPath(location), response.status === 301 ? 301 : 302);
          }
          const status = response.status === 404 ? 404 : 200;
          const accept = c.req.header("accept-encoding") ?? "";
          // The routes' head tags, which React writes first, go into the page's head. A render
          // whose stream breaks before them leaves the page to the browser, as a failed one.
          const app = await splitHeadTags(response.body ?? new ReadableStream()).catch(
            (error: unknown) => {
              console.error(...renderFailureLog(c.req.path, error));
              return null;
            },
          );
          if (app === null) return drawnByTheBrowser();
          const template = preparedTemplate(html, app.head) ?? { head: [], tail: [] };
          // The member's user read by the render goes into the page with the rest of the input.
          const values = { config: configMeta(rendered.start), nonce, headTags: app.head };
          const gzipped = /\bgzip\b/.test(accept);
          const document = documentStream(
            filled(template.head, values),
            app.body,
            filled(template.tail, values),
            gzipped ? gzipOutput() : plainOutput(),
            release,
          );
          streaming = true;
          return c.body(document, status, {
            "Content-Type": "text/html; charset=utf-8",
            ...(gzipped ? { "Content-Encoding": "gzip" } : {}),
            ...pageSecurityHeaders(serverRenderPolicy(policyFor(html, origin), nonce)),
            "Cache-Control": "no-cache",
            Vary: "Accept-Encoding, Cookie, x-el-country, x-el-us-state",
          });
        }
      } finally {
        if (!streaming) release();
      }
    }
    return drawnByTheBrowser();
  });

  return app;
}
