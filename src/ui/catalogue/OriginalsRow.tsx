/**
 * The originals row of the films and series pages (spec 001 §7 `/originals`, decision 0064):
 * the originals of the page's kind (core originalsExclusion leaves the other kind out), read
 * after the page is drawn, below its list. A failed read says so in the row's place, with a
 * way to ask again, instead of leaving a gap.
 */

import type { OriginalsPage } from "../../core/originals.ts";
import type { CatalogueApi } from "../../core/ports.ts";
import { originalsQuery } from "../queries/catalogueRows.ts";
import { useLateQuery } from "../queries/useLateQuery.ts";
import { useRouterContext } from "../useRouterContext.ts";
import { MovieCard, SeriesCard } from "./Cards.tsx";
import { Row } from "./Row.tsx";
import { failedRowOf } from "./RowFailed.tsx";

const TITLES: Readonly<Record<OriginalsPage, string>> = {
  films: "Cinema Originals",
  series: "Original series",
};

function Originals({
  catalogue,
  page,
}: {
  readonly catalogue: CatalogueApi;
  readonly page: OriginalsPage;
}) {
  const answer = useLateQuery(originalsQuery(catalogue, page));
  const title = TITLES[page];
  const failed = failedRowOf(answer, title, "The originals could not be loaded.");
  if (failed) return failed;
  return (
    <Row
      title={title}
      items={answer.data?.data ?? []}
      itemKey={(item) => `${item.model_type}:${item.id}`}
      renderItem={(item) =>
        item.model_type === "Series" ? <SeriesCard item={item} /> : <MovieCard item={item} />
      }
    />
  );
}

/** The originals row of a films or series page. */
export default function OriginalsRow({ page }: { readonly page: OriginalsPage }) {
  const { catalogue } = useRouterContext();
  return catalogue === undefined ? null : <Originals catalogue={catalogue} page={page} />;
}
