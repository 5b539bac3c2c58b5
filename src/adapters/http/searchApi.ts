import type { SearchApi } from "../../core/ports.ts";
import { SearchResponse } from "../../core/schema/search.ts";
import type { HttpClient } from "./client.ts";

/**
 * The header search (spec 001 §7): `POST /search` with the viewer's text as `query`
 * (form-encoded), decoded through core/schema/search.ts (the labels are a catalogue read).
 */
export function createSearchApi(http: HttpClient, tokenProvider: () => string | null): SearchApi {
  return {
    search: async (query, signal) =>
      (
        await http.post("/search", SearchResponse, {
          body: { query },
          token: tokenProvider(),
          signal,
        })
      ).data,
  };
}
