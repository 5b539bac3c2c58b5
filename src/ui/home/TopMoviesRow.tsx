/**
 * The home's Top 10 row (spec 001 §7 `/movies/most-seen`, §9 "top movies 10"): the films seen
 * most lately, each card with its place. Loaded after the first screen is painted; nothing is
 * drawn until the answer comes, or when it fails.
 */

import type { CatalogueApi } from "../../core/ports.ts";
import { topMovies } from "../../core/topMovies.ts";
import { MovieCard } from "../catalogue/Cards.tsx";
import { Row } from "../catalogue/Row.tsx";
import { topMoviesQuery } from "../queries/catalogue.ts";
import { useLateQuery } from "../queries/useLateQuery.ts";
import { useRouterContext } from "../useRouterContext.ts";

function TopMovies({ catalogue }: { readonly catalogue: CatalogueApi }) {
  const answer = useLateQuery(topMoviesQuery(catalogue));
  return (
    <Row
      title="Top 10 films"
      items={topMovies(answer.data?.data ?? [])}
      itemKey={(ranked) => ranked.item.id}
      renderItem={(ranked) => <MovieCard item={ranked.item} rank={ranked.rank} />}
    />
  );
}

/** The Top 10 row, when the router's context has the catalogue's calls. */
export default function TopMoviesRow() {
  const catalogue = useRouterContext().catalogue;
  return catalogue === undefined ? null : <TopMovies catalogue={catalogue} />;
}
