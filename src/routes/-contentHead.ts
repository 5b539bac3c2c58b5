/**
 * The heads of the content pages (a film, a series, a person, a category), built by their
 * loaders (core `filmHead`, `seriesHead`, `personHead`, `categoryHead`, over the structured
 * data): only the split-off loaders import this, so the builders load with the page, not with
 * the route definitions of every first load. The loader returns the head with its data
 * (`routeHead`) and the route's `head()` reads it (routes/-head.ts `loaderHead`).
 */
import { categoryHead, filmHead, personHead, seriesHead } from "../core/contentHead.ts";
import type { PageAddress } from "../core/pageHead.ts";
import type { Movie, MovieSummary } from "../core/schema/movie.ts";
import type { Person } from "../core/schema/person.ts";
import type { Series } from "../core/schema/series.ts";
import type { Tag } from "../core/schema/tag.ts";
import type { PublicSite } from "../ui/routerContext.ts";
import { asRouteHead, type RouteHead } from "./-head.ts";

/** What a content route's loader is given that its head needs. */
export interface HeadArgs {
  readonly context: { readonly publicSite?: PublicSite };
  readonly location: { readonly pathname: string };
}

/** Loader data with the page's head. */
export type WithHead<A> = A & { readonly routeHead?: RouteHead };

function addressOf({ context, location }: HeadArgs): PageAddress | null {
  const site = context.publicSite;
  return site === undefined
    ? null
    : { origin: site.origin, path: site.publicPath(location.pathname) };
}

const withHead = <A extends object>(
  data: A,
  args: HeadArgs,
  head: (address: PageAddress) => ReturnType<typeof filmHead>,
): WithHead<A> => {
  const address = addressOf(args);
  return address === null ? data : { ...data, routeHead: asRouteHead(head(address)) };
};

/** A film's loader data (the film) with its page's head. */
export const withFilmHead = (movie: Movie, args: HeadArgs): WithHead<Movie> =>
  withHead(movie, args, (address) => filmHead(address, movie));

/** A series' loader data (the series) with its page's head. */
export const withSeriesHead = (series: Series, args: HeadArgs): WithHead<Series> =>
  withHead(series, args, (address) => seriesHead(address, series));

/** A person page's loader data: the person's page head (the person is in the query cache). */
export const personLoad = (person: Person, args: HeadArgs): WithHead<object> =>
  withHead({}, args, (address) => personHead(address, person));

/** A category page's loader data: its last page (the root's prev/next) and its head. */
export const categoryLoad = (
  args: HeadArgs & { readonly page: number },
  lastPage: number,
  category: Pick<Tag, "title" | "description">,
  films: readonly Pick<MovieSummary, "title" | "slug" | "status">[],
): WithHead<{ readonly lastPage: number }> =>
  withHead({ lastPage }, args, (address) =>
    categoryHead({ ...address, page: args.page }, category, films),
  );
