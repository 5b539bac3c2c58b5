/**
 * Playback calls (spec 001 §7): `GET /movies/{id}/play` (and ours, `GET /related-content/{id}/
 * play`), `POST /stats` (and its beacon), `GET /me/continue-watching`, `GET /me/history-movies`,
 * `DELETE /me/visualization`; every answer decoded with the schemas of core/schema/playback.ts.
 */
import { Schema } from "effect";
import { LIST_PAGE_SIZES } from "../../core/pagedList.ts";
import type { PlaybackApi } from "../../core/ports.ts";
import {
  ContinueWatchingPage,
  HistoryPage,
  PlayResponse,
  type ViewStats,
  ViewStatsReceipt,
} from "../../core/schema/playback.ts";
import type { HttpClient } from "./client.ts";
import { type FormFields, formEncode } from "./formEncode.ts";

/** 200 with a receipt for a member; 204, no body, when the server keeps nothing. */
const StatsAnswer = Schema.NullOr(ViewStatsReceipt);
const NoContent = Schema.Null;

export interface PlaybackApiOptions {
  /** The API base, for the beacon (it goes around the HTTP client). */
  readonly apiBase: string;
  /** `navigator.sendBeacon`, bound; absent where the browser has none. */
  readonly sendBeacon?: (url: string, body: BodyInit) => boolean;
}

const statsFields = (payload: ViewStats): FormFields => ({ ...payload });

export function createPlaybackApi(
  http: HttpClient,
  tokenProvider: () => string | null,
  options: PlaybackApiOptions,
): PlaybackApi {
  const token = () => tokenProvider();
  const statsUrl = `${options.apiBase.replace(/\/+$/, "")}/stats`;
  return {
    play: async (movieId) =>
      (await http.get(`/movies/${movieId}/play`, PlayResponse, { token: token(), retries: 0 }))
        .data,
    playRelated: async (relatedId) =>
      (
        await http.get(`/related-content/${relatedId}/play`, PlayResponse, {
          token: token(),
          retries: 0,
        })
      ).data,
    postStats: async (payload) => {
      const answer = await http.post("/stats", StatsAnswer, {
        token: token(),
        body: statsFields(payload),
      });
      return answer?.data ?? null;
    },
    beaconStats: (payload, ticket) => {
      if (!options.sendBeacon) return false;
      // No headers on a beacon: the ticket authorises it; a form body needs no preflight.
      const body = formEncode({ ...statsFields(payload), ticket });
      try {
        return options.sendBeacon(statsUrl, body);
      } catch {
        return false;
      }
    },
    continueWatching: (page, perPage = LIST_PAGE_SIZES.continueWatching) =>
      http.get("/me/continue-watching", ContinueWatchingPage, {
        token: token(),
        query: { page, perPage },
      }),
    history: (page, seriesId = null) =>
      http.get("/me/history-movies", HistoryPage, {
        token: token(),
        query: { page, series_id: seriesId },
      }),
    deleteVisualization: async (key) => {
      const query =
        "movieId" in key ? { movie_id: key.movieId } : { visualization_id: key.visualizationId };
      await http.delete("/me/visualization", NoContent, { token: token(), query });
    },
  };
}
