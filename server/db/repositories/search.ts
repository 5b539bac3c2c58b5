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
 * Relevance is ranked among at most this many matches, the most popular ones: a word of two
 * letters can match half the catalogue, and bm25 costs about a microsecond per match.
 */
export const RANKED_CANDIDATES = 1_000;

/** The rowid of the last candidate: rowids follow popularity (db/searchIndex.ts). */
const LAST_CANDIDATE = `SELECT rowid FROM search_index WHERE search_index MATCH ?
  LIMIT 1 OFFSET ${RANKED_CANDIDATES - 1}`;

/**
 * Best first: bm25 (a word in the name weighs ten times a word in the credits), then
 * popularity (lower rowid). Only rowids are sorted; the rows are read for the page alone.
 */
const RANKED = `SELECT rowid FROM search_index WHERE search_index MATCH ? AND rowid <= ?
  ORDER BY bm25(search_index, 10.0, 1.0), rowid LIMIT ?`;

export function searchRepository(db: Db) {
  const lastCandidate = db.prepare(LAST_CANDIDATE).pluck();
  const ranked = db.prepare(RANKED).pluck();
  const hit = db.prepare("SELECT model_type, resource_type, ref_id FROM search_docs WHERE id = ?");
  const movie = db.prepare(`SELECT m.id, m.slug, m.title, m.poster_picture, m.series_id,
    m.episode_id, s.slug AS series_slug FROM movies m LEFT JOIN series s ON s.id = m.series_id
    WHERE m.id = ?`);
  const series = db.prepare("SELECT id, slug, title, pic_poster FROM series WHERE id = ?");
  const person = db.prepare(
    "SELECT id, slug, name, last_name, type, poster_image FROM persons WHERE id = ?",
  );
  const tag = db.prepare("SELECT id, slug, title, tag_icon FROM tags WHERE id = ?");
  const labels = db.prepare("SELECT id, title, query FROM search_labels ORDER BY position, id");

  /** The wire item of one index hit; null if its row is gone. */
  const item = (rowid: number): SearchResult | null => {
    const found = hit.get(rowid) as Row | undefined;
    if (!found) return null;
    const id = reqNum(found.ref_id);
    switch (found.model_type) {
      case "Movie": {
        const row = movie.get(id) as Row | undefined;
        if (!row) return null;
        return {
          model_type: "Movie",
          resourceType: row.series_id === null ? null : "episodes",
          id,
          slug: reqStr(row.slug),
          title: reqStr(row.title),
          picture: str(row.poster_picture),
          series_id: num(row.series_id),
          series_slug: str(row.series_slug),
          episode_id: num(row.episode_id),
        };
      }
      case "Series": {
        const row = series.get(id) as Row | undefined;
        if (!row) return null;
        return {
          model_type: "Series",
          resourceType: null,
          id,
          slug: reqStr(row.slug),
          title: reqStr(row.title),
          picture: str(row.pic_poster),
        };
      }
      case "Person": {
        const row = person.get(id) as Row | undefined;
        if (!row) return null;
        return {
          model_type: "Person",
          resourceType: found.resource_type as PersonResourceType,
          id,
          slug: reqStr(row.slug),
          name: reqStr(row.name),
          last_name: str(row.last_name),
          person_type: row.type as PersonType,
          picture: str(row.poster_image),
        };
      }
      case "Tag": {
        const row = tag.get(id) as Row | undefined;
        if (!row) return null;
        return {
          model_type: "Tag",
          resourceType: null,
          id,
          slug: reqStr(row.slug),
          title: reqStr(row.title),
          picture: str(row.tag_icon),
        };
      }
      default:
        return null;
    }
  };

  return {
    /** Best first (see RANKED); at most `limit` items. */
    search(text: string, limit: number): SearchResult[] {
      const expression = matchExpression(text);
      if (expression === null) return [];
      const bound =
        (lastCandidate.get(expression) as number | undefined) ?? Number.MAX_SAFE_INTEGER;
      return (ranked.all(expression, bound, limit) as number[])
        .map(item)
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
