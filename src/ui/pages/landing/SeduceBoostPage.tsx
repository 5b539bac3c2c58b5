import type { MovieSummary } from "../../../core/schema/index.ts";
import { MovieCard } from "../../catalogue/Cards.tsx";

/** /seduce-boost: the members' picks, the featured films. */
export function SeduceBoostPage({ films }: { readonly films: readonly MovieSummary[] }) {
  return (
    <div className="container">
      <h1 className="page-title">Seduce Boost</h1>
      <p className="card__meta">Our editors' picks for tonight, for members.</p>
      <ul className="grid" style={{ marginTop: 16 }}>
        {films.map((film, i) => (
          <li key={film.id}>
            <MovieCard item={film} eager={i < 6} />
          </li>
        ))}
      </ul>
    </div>
  );
}
