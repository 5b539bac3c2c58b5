import { Schema } from "effect";
import { Hono } from "hono";
import { SEARCH_MIN_CHARS } from "../../src/core/constants.ts";
import { pages } from "../../src/core/messages.ts";
import { SearchLabelsResponse, SearchResponse } from "../../src/core/schema/search.ts";
import type { AppEnv, Deps } from "../context.ts";
import { searchRepository } from "../db/repositories/search.ts";
import { readBody } from "../http/body.ts";
import { jsonAnswer } from "../http/compressAnswers.ts";
import { decodeInput } from "../http/validate.ts";

/** The longest query accepted, in characters (after trimming). */
export const MAX_SEARCH_QUERY_CHARS = 200;
/** The most results one search answers. */
export const SEARCH_RESULT_LIMIT = 60;

const characters = (text: string) => [...text].length;

const SearchBody = Schema.Struct({
  query: Schema.Trim.check(
    Schema.makeFilter<string>((text) =>
      characters(text) >= SEARCH_MIN_CHARS ? true : pages.searchTooShort,
    ),
    Schema.makeFilter<string>((text) =>
      characters(text) <= MAX_SEARCH_QUERY_CHARS
        ? true
        : `At most ${MAX_SEARCH_QUERY_CHARS} characters`,
    ),
  ),
});

const encodeResults = Schema.encodeSync(SearchResponse);
const encodeLabels = Schema.encodeSync(SearchLabelsResponse);

/** `POST /search` over the full-text index and the search panel's labels (spec 001 §7). */
export function searchRoutes(deps: Deps) {
  const search = searchRepository(deps.db);
  const app = new Hono<AppEnv>();

  app.post("/search", async (c) => {
    const { query } = decodeInput(SearchBody, await readBody(c));
    return jsonAnswer(c, encodeResults({ data: search.search(query, SEARCH_RESULT_LIMIT) }));
  });

  app.get("/smart/search-labels", (c) => c.json(encodeLabels({ data: search.labels() })));

  return app;
}
