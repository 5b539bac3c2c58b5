import { catalogueRef } from "../../src/core/catalogueRef.ts";
import { DEFAULT_LOCALE } from "../../src/core/constants.ts";
import { filmCardPath } from "../../src/core/filmLinks.ts";
import { withLocale } from "../../src/core/locale.ts";
import { PAGE_LABELS, WATCH_LABEL } from "../../src/core/pageTitle.ts";
import { PERSON_TYPES_AT } from "../../src/core/personPages.ts";
import type { RouteMatch, RoutePattern } from "../../src/core/routeTable.ts";
import type { PersonType } from "../../src/core/schema/person.ts";
import type { Deps } from "../context.ts";
import { catalogueExtrasRepository } from "../db/repositories/catalogueExtras.ts";
import type { MovieListQuery } from "../db/repositories/movies.ts";

/** What the server knows of a page before the client renders it. */
export interface PageContent {
  /** The page's name: a film's title, a list's label; null for the home page. */
  readonly label: string | null;
  /** Items of a paginated list; null when the server cannot count them (a viewer's list). */
  readonly total: number | null;
  /** The page's largest picture, shown in the boot shell before the app runs. */
  readonly lead?: PageLead;
}

/**
 * The picture that leads a page: the home page's featured film, a film's or a series' own
 * cover, a person's portrait (`title` is then the person's name).
 */
export interface CoverLead {
  readonly kind: "home" | "film" | "series" | "person";
  readonly title: string;
  readonly image: string;
}

/** A list card of a lead: where it leads (null: shown, not linked, as the app's card). */
export interface LeadCard {
  readonly title: string;
  readonly image: string;
  readonly href: string | null;
}

/** A list page's title and its first cards (the largest paint is the first poster). */
export interface ListLead {
  readonly kind: "list";
  readonly title: string;
  readonly cards: readonly LeadCard[];
}

export type PageLead = CoverLead | ListLead;

/** The cards a list page's lead draws: the first row on a desktop, two rows on a phone. */
export const LIST_LEAD_CARDS = 6;

/** The catalogue order of the film list (as `GET /movies` without parameters). */
const FILM_LIST = (filters: MovieListQuery["filters"] = {}): MovieListQuery => ({
  sortBy: "most_seen_ever",
  direction: "desc",
  filters,
});

/** People pages and the person types each one shows, in order (core `PERSON_TYPES_AT`). */
const personTypesOf = (pattern: RoutePattern): readonly PersonType[] | undefined =>
  pattern.endsWith("/{slug}") ? PERSON_TYPES_AT[pattern.slice(0, -"/{slug}".length)] : undefined;

const MAX_SLUG_LENGTH = 150;

/** The series list's order (as `GET /series` without parameters). */
const SERIES_LIST = { sortBy: "most_seen_ever", direction: "desc", tags: [] } as const;

/** A list's lead: its cards that have a poster, or none at all. */
const listLead = (
  title: string,
  cards: readonly (Omit<LeadCard, "image"> & { readonly image: string | null })[],
): ListLead | undefined => {
  const drawn = cards.flatMap(({ image, ...card }) => (image ? [{ ...card, image }] : []));
  return drawn.length > 0 ? { kind: "list", title, cards: drawn } : undefined;
};

/** A page's path in the locale of the page that links it. */
const localised = (path: string | null, match: RouteMatch): string | null =>
  path === null ? null : withLocale(path, match.locale ?? DEFAULT_LOCALE);

/** A path param as text (percent-decoded), or null when it cannot name anything. */
function slugOf(match: RouteMatch, name: string): string | null {
  const raw = Object.hasOwn(match.params, name) ? match.params[name] : undefined;
  if (raw === undefined) return null;
  try {
    const text = decodeURIComponent(raw);
    return text.length > 0 && text.length <= MAX_SLUG_LENGTH ? text : null;
  } catch {
    return null;
  }
}

const named = (label: string | null | undefined): PageContent | null =>
  label ? { label, total: null } : null;

/**
 * The content of a known route, or null when what it names does not exist (an unknown
 * film, series, person or category): such a page answers 404.
 */
export function pageContent(deps: Deps, match: RouteMatch): PageContent | null {
  const { movies, series, people, tags } = deps.repos;
  const seriesBySlugOrId = (value: string) => {
    const ref = catalogueRef(value);
    return ref.kind === "id" ? series.byId(ref.id) : series.bySlug(ref.slug);
  };
  const movieBySlugOrId = (value: string) => {
    const ref = catalogueRef(value);
    return ref.kind === "id" ? movies.byId(ref.id) : movies.bySlug(ref.slug);
  };
  const seriesTitle = (value: string | null) => {
    if (value === null) return null;
    const ref = catalogueRef(value);
    return ref.kind === "id" ? (series.byId(ref.id)?.title ?? null) : series.titleBySlug(ref.slug);
  };
  const filmTitle = (value: string | null) => (value === null ? null : movies.titleBySlug(value));
  const { pattern } = match;
  switch (pattern) {
    case "/": {
      const featured = movies.featured(1)[0];
      const lead: PageLead | undefined = featured?.cover_picture
        ? { kind: "home", title: featured.title, image: featured.cover_picture }
        : undefined;
      return { label: null, total: null, ...(lead && { lead }) };
    }
    case "/movies/{slug}": {
      const slug = slugOf(match, "slug");
      const movie = slug === null ? null : movieBySlugOrId(slug);
      if (movie === null) return null;
      const lead: PageLead | undefined = movie.cover_picture
        ? { kind: "film", title: movie.title, image: movie.cover_picture }
        : undefined;
      return { label: movie.title, total: null, ...(lead && { lead }) };
    }
    case "/movies":
      return {
        label: "Films",
        total: movies.count(FILM_LIST()),
        lead: listLead(
          "Films",
          movies.page(FILM_LIST(), LIST_LEAD_CARDS, 0).map((m) => ({
            title: m.title,
            image: m.poster_picture,
            href: localised(filmCardPath(m), match),
          })),
        ),
      };
    case "/series":
      return {
        label: "Series",
        total: series.count(),
        lead: listLead(
          "Series",
          catalogueExtrasRepository(deps.db)
            .seriesPage(SERIES_LIST, LIST_LEAD_CARDS, 0)
            .map((s) => ({
              title: s.title,
              image: s.pictures.poster,
              href: localised(`/series/${s.slug}`, match),
            })),
        ),
      };
    case "/cast":
      return { label: "Cast", total: people.count("performers") };
    case "/directors":
      return { label: "Directors", total: people.count("directors") };
    case "/categories":
      return { label: "Categories", total: tags.all().length };
    case "/categories/{slug}": {
      const slug = slugOf(match, "slug");
      const tag = slug === null ? null : tags.bySlug(slug);
      if (!tag || slug === null) return null;
      return { label: tag.title, total: movies.count(FILM_LIST({ tags: [slug] })) };
    }
    case "/movies/{slug}/watch/movie/{mediaId}":
    case "/film/{slug}/watch/{kind:movie|trailer}/{mediaId}":
      return named(filmTitle(slugOf(match, "slug")));
    case "/series/{slug}": {
      const slug = slugOf(match, "slug");
      const found = slug === null ? null : seriesBySlugOrId(slug);
      if (found === null) return null;
      // As the series page draws it: the cover, else the series-detail picture.
      const image = found.pictures.cover ?? found.pictures.series_detail;
      const lead: PageLead | undefined = image
        ? { kind: "series", title: found.title, image }
        : undefined;
      return { label: found.title, total: null, ...(lead && { lead }) };
    }
    case "/series/{slug}/watch/movie/{mediaId}":
      return named(seriesTitle(slugOf(match, "slug")));
    case "/series/{series}/{episode}/{slug}/watch/{kind:movie|trailer}/{mediaId}":
      return seriesTitle(slugOf(match, "series")) === null
        ? null
        : named(filmTitle(slugOf(match, "slug")));
    case "/confessions/{slug}":
      // The cinema variant has no confessions.
      return null;
    default: {
      const types = personTypesOf(pattern);
      if (types !== undefined) {
        const slug = slugOf(match, "slug");
        const person =
          slug === null
            ? null
            : (types.map((type) => people.bySlug(type, slug)).find((p) => p !== null) ?? null);
        if (person === null) return null;
        const name = `${person.name} ${person.last_name ?? ""}`.trim();
        const lead: PageLead | undefined = person.poster_image
          ? { kind: "person", title: name, image: person.poster_image }
          : undefined;
        return { label: name, total: null, ...(lead && { lead }) };
      }
      return { label: PAGE_LABELS.get(pattern) ?? WATCH_LABEL, total: null };
    }
  }
}
