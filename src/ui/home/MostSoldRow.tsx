/**
 * The home's best sellers row (spec 001 §7 `/movies/most-sold` page 1, §9 "most-sold movies
 * 10"): the films sold most, in the server's order. Loaded after the first screen is painted,
 * like the Top 10; nothing is drawn until the answer comes, or when it fails (decision 0060).
 */

import { useRouter } from "@tanstack/react-router";
import type { CatalogueApi } from "../../core/ports.ts";
import { MovieCard } from "../catalogue/Cards.tsx";
import { Row } from "../catalogue/Row.tsx";
import { mostSoldMoviesQuery } from "../queries/catalogue.ts";
import { useLateQuery } from "../queries/useLateQuery.ts";
import type { RouterContext } from "../routerContext.ts";

function MostSold({ catalogue }: { readonly catalogue: CatalogueApi }) {
  const answer = useLateQuery(mostSoldMoviesQuery(catalogue));
  return (
    <Row
      title="Best sellers"
      items={answer.data?.data ?? []}
      itemKey={(movie) => movie.id}
      renderItem={(movie) => <MovieCard item={movie} />}
    />
  );
}

/** The best sellers row, when the router's context has the catalogue's calls. */
export default function MostSoldRow() {
  const catalogue = (useRouter().options.context as Partial<RouterContext> | undefined)?.catalogue;
  return catalogue === undefined ? null : <MostSold catalogue={catalogue} />;
}
