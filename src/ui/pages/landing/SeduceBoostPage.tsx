import type { MovieSummary } from "../../../core/schema/index.ts";
import { MovieCard } from "../../catalogue/Cards.tsx";

export interface SeduceBoostPageProps {
  readonly title: string;
  readonly lead: string;
  readonly films: readonly MovieSummary[];
}

/** /seduce-boost: the members' picks (the featured films), or one seduce-boost item's films. */
export function SeduceBoostPage({ title, lead, films }: SeduceBoostPageProps) {
  return (
    <div className="container">
      <h1 className="page-title">{title}</h1>
      <p className="card__meta">{lead}</p>
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
