/**
 * What the full-text search holds (migrations 6 and 14): `search_docs`, one row per film,
 * episode, series, person and visible category with what is searched and how popular it is;
 * `search_index`, the FTS5 index over its title and body; and `search_titles`, one over the
 * title alone (both external content: they hold no copy of the text). The migrations fill them
 * from the rows already there; the seed rebuilds them after seeding.
 * If what the index holds changes, add a migration that rebuilds it with the new fill.
 */
import type { Db } from "./connection.ts";

const fullName = (alias: string) => `${alias}.name || coalesce(' ' || ${alias}.last_name, '')`;

/**
 * The index content. `title` is the name of the thing; `body` what mentions it (credits,
 * categories). Popularity is "most seen": a film's views, a series' episodes' views, a
 * person's credited films' views, a category's films' views. Rowids follow popularity (1 is
 * the most seen), so rowid order is popularity order: ties of relevance are broken by rowid,
 * and "the N most popular matches" is a rowid bound (repositories/search.ts).
 */
export const SEARCH_DOCS_FILL_SQL = `
  INSERT INTO search_docs (id, model_type, resource_type, ref_id, popularity, title, body)
  WITH credits (person_id, views) AS (
    SELECT mp.person_id, m.views_ever FROM movie_performers mp JOIN movies m ON m.id = mp.movie_id
    UNION ALL SELECT director_id, views_ever FROM movies WHERE director_id IS NOT NULL
    UNION ALL SELECT photographer_id, views_ever FROM movies WHERE photographer_id IS NOT NULL
    UNION ALL SELECT producer_id, views_ever FROM movies WHERE producer_id IS NOT NULL
  ),
  seen (person_id, views) AS (SELECT person_id, sum(views) FROM credits GROUP BY person_id),
  docs (model_type, resource_type, ref_id, popularity, title, body) AS (
    SELECT 'Movie', CASE WHEN m.series_id IS NULL THEN NULL ELSE 'episodes' END, m.id,
      m.views_ever, m.title,
      coalesce((SELECT ${fullName("d")} FROM persons d WHERE d.id = m.director_id), '') || ' ' ||
      coalesce((SELECT group_concat(${fullName("p")}, ' ') FROM movie_performers mp
        JOIN persons p ON p.id = mp.person_id WHERE mp.movie_id = m.id), '') || ' ' ||
      coalesce((SELECT group_concat(t.title, ' ') FROM movie_tags mt
        JOIN tags t ON t.id = mt.tag_id WHERE mt.movie_id = m.id AND t.hidden = 0), '')
    -- Unpublished films and upcoming episodes are never linked (spec 000 §2 content links).
    FROM movies m WHERE m.status IS NULL OR m.status = '' OR lower(m.status) = 'published'
    UNION ALL
    SELECT 'Series', NULL, s.id,
      coalesce((SELECT sum(m.views_ever) FROM movies m WHERE m.series_id = s.id), 0), s.title,
      coalesce((SELECT group_concat(${fullName("p")}, ' ') FROM series_performers sp
        JOIN persons p ON p.id = sp.person_id WHERE sp.series_id = s.id), '') || ' ' ||
      coalesce((SELECT group_concat(t.title, ' ') FROM series_tags st
        JOIN tags t ON t.id = st.tag_id WHERE st.series_id = s.id AND t.hidden = 0), '')
    FROM series s
    UNION ALL
    SELECT 'Person',
      CASE p.type WHEN 'guest-stars' THEN 'gueststars' WHEN 'couples' THEN 'performers'
        WHEN 'ambassadors' THEN 'performers' ELSE p.type END,
      p.id, coalesce(seen.views, 0), ${fullName("p")}, ''
    FROM persons p LEFT JOIN seen ON seen.person_id = p.id
    UNION ALL
    SELECT 'Tag', NULL, t.id,
      coalesce((SELECT sum(m.views_ever) FROM movie_tags mt JOIN movies m ON m.id = mt.movie_id
        WHERE mt.tag_id = t.id), 0),
      t.title, ''
    FROM tags t WHERE t.hidden = 0
  )
  SELECT row_number() OVER (ORDER BY popularity DESC, model_type, ref_id) AS position,
    model_type, resource_type, ref_id, popularity, title, body
  FROM docs ORDER BY position;
`;

/** Refills both indexes from `search_docs`, each merged into one segment. */
export const SEARCH_INDEXES_REBUILD_SQL = `
  INSERT INTO search_index (search_index) VALUES ('rebuild');
  INSERT INTO search_index (search_index) VALUES ('optimize');
  INSERT INTO search_titles (search_titles) VALUES ('rebuild');
  INSERT INTO search_titles (search_titles) VALUES ('optimize');
`;

/** Empties and refills the index from the catalogue (after seeding; inside its transaction). */
export function rebuildSearchIndex(db: Db): void {
  db.exec("DELETE FROM search_docs;");
  db.exec(SEARCH_DOCS_FILL_SQL);
  db.exec(SEARCH_INDEXES_REBUILD_SQL);
}
