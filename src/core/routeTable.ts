/**
 * The site's routes (spec 000 §2 "Route table", "Player routes", locale prefixes): one
 * table that the server answers first requests from and the client builds breadcrumbs
 * and its 404 from. Pure: no I/O.
 *
 * Pattern syntax, one item per path segment:
 * - `movies`            that exact segment;
 * - `{slug}`            any one segment;
 * - `{slug?}`           an optional last segment;
 * - `{kind:movie|trailer}` one of the listed values;
 * - `bhs-{kind}`        a segment starting with `bhs-` (the rest, non-empty, is the param);
 * - `{*rest}`           one or more segments (the param holds them joined by "/").
 */

import { ROUTE_LOCALES, type RouteLocale } from "./routeLocales.ts";

export { ROUTE_LOCALES, type RouteLocale };

/** The route table of spec 000 §2, one pattern per page. */
const PAGE_ROUTES = [
  "/",
  "/about",
  "/team",
  "/app",
  "/app/{slug}",
  "/collaborators",
  "/contact-us",
  /** Issue 26: the footer's billing, payment-processor and complaints pages. */
  "/billing-support",
  "/payment-processor-support",
  "/complaints",
  "/help",
  "/help/answers/{slug?}",
  "/in-production",
  "/lgtb-day",
  "/legal",
  "/privacy-policy",
  /** The US record-keeping statement the footer links (spec 000 §2 Footer). */
  "/2257-statement",
  "/age-verification",
  "/login",
  "/sign-up/{slug?}",
  "/recover-password/{slug?}",
  "/verify-account/{slug?}",
  /** Ours (issue 23): the page the e-mail change notice links to. */
  "/email-change/undo/{slug}",
  "/welcome",
  "/profile",
  "/profile/watch-owned/{slug?}",
  "/my-space",
  "/movies",
  "/movies/{slug}",
  "/series",
  "/series/{slug}",
  "/cast",
  "/cast/{slug}",
  "/directors",
  "/directors/{slug}",
  "/categories",
  "/categories/{slug}",
  "/search",
  "/lp/{slug?}",
  "/seduce-boost/{slug?}",
  "/newsletter-free-film",
  "/live-tv-preview",
  "/watch/live-tv",
  "/epoch-return-url",
  "/payment-success",
  "/payment-error",
  "/impersonate/{slug?}",
  "/the-intern",
  "/quick-order",
] as const;

/**
 * "Other route names used during first server render, all with a slug parameter" (spec
 * 000 §2) not already in the table, read as paths the way such names are formed
 * (`collaborators-directors` is `/collaborators/directors/{slug}`).
 */
const FIRST_RENDER_ROUTES = [
  "/confessions/{slug}",
  "/producers/{slug}",
  "/performers/{slug}",
  "/collaborators/directors/{slug}",
  "/collaborators/producers/{slug}",
  "/collaborators/guest-stars/{slug}",
  "/collaborators/photographers/{slug}",
  "/collaborators/artist-gallery/{slug}",
] as const;

/** Player routes, with or without a leading path segment, and the watch URL shapes. */
const PLAYER_ROUTES = [
  "/watch/trailer/{*rest}",
  "/{lead}/watch/trailer/{*rest}",
  "/watch/movie/{*rest}",
  "/{lead}/watch/movie/{*rest}",
  "/watch/bhs/{*rest}",
  "/{lead}/watch/bhs/{*rest}",
  "/watch/bhs-{kind}/{*rest}",
  "/{lead}/watch/bhs-{kind}/{*rest}",
  "/watch/interview-{kind}/{*rest}",
  "/{lead}/watch/interview-{kind}/{*rest}",
  "/watch/chapter-{kind}/{*rest}",
  "/{lead}/watch/chapter-{kind}/{*rest}",
  "/film/{slug}/watch/{kind:movie|trailer}/{mediaId}",
  "/movies/{slug}/watch/movie/{mediaId}",
  "/series/{series}/{episode}/{slug}/watch/{kind:movie|trailer}/{mediaId}",
  "/series/{slug}/watch/movie/{mediaId}",
] as const;

export const ROUTE_PATTERNS = [...PAGE_ROUTES, ...FIRST_RENDER_ROUTES, ...PLAYER_ROUTES] as const;
export type RoutePattern = (typeof ROUTE_PATTERNS)[number];

/** The lists that take `?page=` (spec 000 §2 "Paginated lists"). */
export const PAGINATED_PATTERNS = [
  "/movies",
  "/series",
  "/cast",
  "/directors",
  "/categories",
  "/categories/{slug}",
  "/my-space",
] as const satisfies readonly RoutePattern[];
export type PaginatedPattern = (typeof PAGINATED_PATTERNS)[number];

const PAGINATED: ReadonlySet<RoutePattern> = new Set(PAGINATED_PATTERNS);

export const isPaginatedPattern = (pattern: RoutePattern): pattern is PaginatedPattern =>
  PAGINATED.has(pattern);

export interface RouteMatch {
  readonly pattern: RoutePattern;
  /** Values of the pattern's params, raw (still percent-encoded) as in the path. */
  readonly params: Readonly<Record<string, string>>;
  /** The locale prefix of the path, or null (English). */
  readonly locale: RouteLocale | null;
}

type Segment =
  | { readonly kind: "literal"; readonly text: string }
  | { readonly kind: "oneOf"; readonly name: string; readonly values: readonly string[] }
  | { readonly kind: "prefixed"; readonly name: string; readonly prefix: string }
  | { readonly kind: "param"; readonly name: string }
  | { readonly kind: "optional"; readonly name: string }
  | { readonly kind: "rest"; readonly name: string };

/** Higher wins where two patterns match the same path (a literal beats a param). */
const RANK: Record<Segment["kind"], number> = {
  literal: 5,
  oneOf: 4,
  prefixed: 3,
  param: 2,
  optional: 1,
  rest: 0,
};

function parseSegment(text: string): Segment {
  const whole = /^\{(\*?)([a-zA-Z]+)(\?)?(?::([a-z|-]+))?\}$/.exec(text);
  if (whole) {
    const [, star, name = "", optional, values] = whole;
    if (star) return { kind: "rest", name };
    if (optional) return { kind: "optional", name };
    if (values) return { kind: "oneOf", name, values: values.split("|") };
    return { kind: "param", name };
  }
  const prefixed = /^([a-z-]+)\{([a-zA-Z]+)\}$/.exec(text);
  if (prefixed) return { kind: "prefixed", prefix: prefixed[1] ?? "", name: prefixed[2] ?? "" };
  return { kind: "literal", text };
}

interface CompiledRoute {
  readonly pattern: RoutePattern;
  readonly segments: readonly Segment[];
}

/** Segments of a pattern (its text after the leading "/"), in order. */
export const patternSegments = (pattern: string): readonly string[] =>
  pattern === "/" ? [] : pattern.slice(1).split("/");

const compareRoutes = (a: CompiledRoute, b: CompiledRoute): number => {
  const length = Math.max(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i++) {
    const sa = a.segments[i];
    const sb = b.segments[i];
    const ra = sa ? RANK[sa.kind] : -1;
    const rb = sb ? RANK[sb.kind] : -1;
    if (ra !== rb) return rb - ra;
  }
  return 0;
};

/** Every route, the most specific first: the first that matches a path is its route. */
const COMPILED: readonly CompiledRoute[] = ROUTE_PATTERNS.map((pattern) => ({
  pattern,
  segments: patternSegments(pattern).map(parseSegment),
})).sort(compareRoutes);

function matchSegments(
  segments: readonly Segment[],
  parts: readonly string[],
): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const part = parts[i];
    if (segment === undefined) return null;
    switch (segment.kind) {
      case "rest":
        if (parts.length <= i) return null;
        params[segment.name] = parts.slice(i).join("/");
        return params;
      case "optional":
        if (i !== segments.length - 1 || parts.length > i + 1) return null;
        if (part !== undefined) params[segment.name] = part;
        return params;
      case "literal":
        if (part !== segment.text) return null;
        break;
      case "oneOf":
        if (part === undefined || !segment.values.includes(part)) return null;
        params[segment.name] = part;
        break;
      case "prefixed":
        if (part === undefined || !part.startsWith(segment.prefix)) return null;
        if (part.length === segment.prefix.length) return null;
        params[segment.name] = part.slice(segment.prefix.length);
        break;
      case "param":
        if (part === undefined) return null;
        params[segment.name] = part;
        break;
    }
  }
  return parts.length === segments.length ? params : null;
}

function matchParts(parts: readonly string[], locale: RouteLocale | null): RouteMatch | null {
  for (const route of COMPILED) {
    const params = matchSegments(route.segments, parts);
    if (params) return { pattern: route.pattern, params, locale };
  }
  return null;
}

const isLocale = (segment: string | undefined): segment is RouteLocale =>
  (ROUTE_LOCALES as readonly (string | undefined)[]).includes(segment);

/**
 * The route of a path (query and hash are ignored; one trailing slash is allowed), with
 * its params and locale prefix, or null when the path is not a page of the site.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  if (!path.startsWith("/")) return null;
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  const parts = trimmed === "/" ? [] : trimmed.slice(1).split("/");
  if (parts.some((part) => part === "")) return null;
  const [first, ...rest] = parts;
  if (isLocale(first)) return matchParts(rest, first);
  return matchParts(parts, null);
}

/**
 * The path of a route with these params (the inverse of `matchRoute`): an absent
 * optional param leaves its segment out; `locale` adds the prefix.
 */
export function routePath(
  pattern: RoutePattern,
  params: Readonly<Record<string, string>>,
  locale: RouteLocale | null = null,
): string {
  const parts: string[] = locale ? [locale] : [];
  for (const segment of patternSegments(pattern).map(parseSegment)) {
    const value = segment.kind === "literal" ? segment.text : params[segment.name];
    if (segment.kind === "prefixed") parts.push(`${segment.prefix}${value ?? ""}`);
    else if (value !== undefined) parts.push(value);
  }
  return `/${parts.join("/")}`;
}
