import type { PersonType } from "../../../src/core/schema/person.ts";
import type {
  PersonResourceType,
  SearchLabel,
  SearchResult,
} from "../../../src/core/schema/search.ts";
import type { Db } from "../connection.ts";
import { num, type Row, reqNum, reqStr, str } from "./rows.ts";

/** At most this many words of the viewer's text take part in a search. */
export const MAX_SEARCH_TOKENS = 8;

/** A word as the index's tokenizer (unicode61) sees it: letters, digits and their marks. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * The FTS5 MATCH expression of a viewer's text: each word a quoted string (so quotes, `*`,
 * `NEAR`, `-`, `AND`/`OR`, parentheses and colons are plain text, never syntax) and a prefix
 * term; words are ANDed. Null when the text has no word.
 */
export function matchExpression(text: string): string | null {
  const words = (text.normalize("NFC").match(WORD) ?? []).slice(0, MAX_SEARCH_TOKENS);
  if (words.length === 0) return null;
  return words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(" ");
}

/**
 * One page of results, best first, in two tiers of relevance: first what is named by the
 * viewer's words (every word a prefix of a word of its title or name: `search_titles`), then
 * what only mentions them (credits, categories: the rest of `search_index`); within a tier,
 * most seen first (lower rowid). Each tier is read in rowid order and stops at the page's
 * size, so a search costs about the same however many rows match: bm25 was dropped because its
 * weights need a pass over every match of every word, which for a one- or two-letter prefix is
 * half the catalogue (decision 0016). The catalogue rows are joined for the page alone, in the
 * same statement, each kind's columns into one set (a row of 19 mostly empty columns cost more
 * to make into an object than to find).
 */
const RANKED = `WITH named AS MATERIALIZED (
    SELECT rowid AS id, 0 AS tier FROM search_titles WHERE search_titles MATCH @words LIMIT @limit
  ),
  mentioned AS MATERIALIZED (
    SELECT rowid AS id, 1 AS tier FROM search_index
    WHERE search_index MATCH @words AND rowid NOT IN (SELECT id FROM named) LIMIT @limit
  ),
  ranked AS MATERIALIZED (
    SELECT id, tier FROM (SELECT id, tier FROM named UNION ALL SELECT id, tier FROM mentioned)
    ORDER BY tier, id LIMIT @limit
  )
  SELECT d.model_type, d.resource_type, d.ref_id,
    coalesce(m.slug, s.slug, p.slug, t.slug) AS slug,
    coalesce(m.title, s.title, p.name, t.title) AS title,
    coalesce(m.poster_picture, s.pic_poster, p.poster_image, t.tag_icon) AS picture,
    m.series_id, ms.slug AS series_slug, m.episode_id, p.last_name, p.type AS person_type
  FROM ranked JOIN search_docs d ON d.id = ranked.id
  LEFT JOIN movies m ON d.model_type = 'Movie' AND m.id = d.ref_id
  LEFT JOIN series ms ON ms.id = m.series_id
  LEFT JOIN series s ON d.model_type = 'Series' AND s.id = d.ref_id
  LEFT JOIN persons p ON d.model_type = 'Person' AND p.id = d.ref_id
  LEFT JOIN tags t ON d.model_type = 'Tag' AND t.id = d.ref_id
  ORDER BY ranked.tier, ranked.id`;

/** The wire item of one ranked row; null if its catalogue row is gone. */
function toResult(row: Row): SearchResult | null {
  if (row.slug === null) return null;
  const id = reqNum(row.ref_id);
  const slug = reqStr(row.slug);
  const picture = str(row.picture);
  switch (row.model_type) {
    case "Movie":
      return {
        model_type: "Movie",
        resourceType: row.series_id === null ? null : "episodes",
        id,
        slug,
        title: reqStr(row.title),
        picture,
        series_id: num(row.series_id),
        series_slug: str(row.series_slug),
        episode_id: num(row.episode_id),
      };
    case "Series":
      return {
        model_type: "Series",
        resourceType: null,
        id,
        slug,
        title: reqStr(row.title),
        picture,
      };
    case "Person":
      return {
        model_type: "Person",
        resourceType: row.resource_type as PersonResourceType,
        id,
        slug,
        name: reqStr(row.title),
        last_name: str(row.last_name),
        person_type: row.person_type as PersonType,
        picture,
      };
    case "Tag":
      return { model_type: "Tag", resourceType: null, id, slug, title: reqStr(row.title), picture };
    default:
      return null;
  }
}

export function searchRepository(db: Db) {
  const ranked = db.prepare(RANKED);
  const labels = db.prepare("SELECT id, title, query FROM search_labels ORDER BY position, id");

  return {
    /** Best first (see RANKED); at most `limit` items. */
    search(text: string, limit: number): SearchResult[] {
      const expression = matchExpression(text);
      if (expression === null) return [];
      return (ranked.all({ words: expression, limit }) as Row[])
        .map(toResult)
        .filter((found): found is SearchResult => found !== null);
    },
    labels: (): SearchLabel[] =>
      (labels.all() as Row[]).map((row) => ({
        id: reqNum(row.id),
        title: reqStr(row.title),
        query: reqStr(row.query),
      })),
  };
}
