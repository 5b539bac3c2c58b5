/**
 * Where a film page keeps what it reads after it is drawn (decision 0068): its scenes
 * (`/scene-markers/slug/{slug}`), its similar films (`/movies/{id}/similar?optimized=1`) and
 * the behind the scenes (`/movies/bts`). A lazy chunk inside an `OptionalPart`, like the
 * originals rows (decision 0064): its code and its reads come after the page.
 */
import { lazy } from "react";
import { OptionalPart } from "../OptionalPart.tsx";
import type { FilmExtrasFilm } from "./FilmExtrasRows.tsx";

const FilmExtrasRows = lazy(() => import("./FilmExtrasRows.tsx"));

export function FilmExtrasSeat({ film }: { readonly film: FilmExtrasFilm }) {
  return (
    <OptionalPart>
      <FilmExtrasRows film={film} />
    </OptionalPart>
  );
}
