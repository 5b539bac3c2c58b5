/**
 * Wire shapes of playback (spec 001 §3 "View stats payload", §7 `/movies/{id}/play`, `/stats`,
 * `/me/continue-watching`, `/me/history-movies`), shared by the client and the reference server.
 * Times are seconds; percents 0 to 100.
 */
import { Schema } from "effect";
import { NullableNumber, NullableString, Paginated, Resource } from "./common.ts";
import { MovieSummary, SceneMarker, StreamingLinks, Subtitle } from "./movie.ts";

const Seconds = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0));
const Percent = Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 100 }));
const Id = Schema.Number.check(Schema.isInt());

/**
 * `GET /movies/{id}/play` for a viewer allowed to play the film (or episode):
 * `streaming_links.ahls` is a short-lived URL of the HLS master playlist (signed for films that
 * are not free) valid until `expires_at`; `resume_position` is where to start (0 when the film
 * is not in progress or was watched past 90 %); `stats_ticket` (members only) authorises
 * `POST /stats` for this film without the Authorization header, for `navigator.sendBeacon`.
 */
export const PlayData = Schema.Struct({
  movie_id: Id,
  series_id: NullableNumber,
  title: Schema.String,
  streaming_links: StreamingLinks,
  subtitles: Schema.Array(Subtitle),
  thumbnails_url: NullableString,
  scene_markers: Schema.Array(SceneMarker),
  /** Length of the media in seconds. */
  duration: Seconds,
  resume_position: Seconds,
  stats_ticket: NullableString,
  /** When the streaming URL (and the stats ticket) stop working, epoch seconds. */
  expires_at: Id,
});
export type PlayData = typeof PlayData.Type;
export const PlayResponse = Resource(PlayData);
export type PlayResponse = typeof PlayResponse.Type;

/** Video kinds of spec 001 §9; only `movie` and `episode` are recorded as watched. */
export const VideoKind = Schema.Literals([
  "movie",
  "trailer",
  "episode",
  "chapter",
  "bts",
  "bhs",
  "bhs-related",
  "interview",
  "other",
  "live-tv",
]);
export type VideoKind = typeof VideoKind.Type;

/**
 * The view stats payload of `POST /stats` (spec 001 §3), as the client builds it. Sent
 * form-encoded or as JSON. `visualized_time` is the seconds played in this visualization so
 * far (cumulative); `visualization_id` is null on the first send of a play and then the id the
 * server answered. `ticket`: the play's `stats_ticket`, for beacons (no Authorization header).
 */
export const ViewStats = Schema.Struct({
  movie_id: Id,
  static_id: Schema.optional(NullableNumber),
  type: VideoKind,
  series_id: Schema.optional(NullableNumber),
  visualization_id: Schema.optional(NullableNumber),
  visualized_time: Seconds,
  movie_duration: Seconds,
  current_position: Seconds,
  debug_url: Schema.optional(NullableString),
  ticket: Schema.optional(Schema.String),
});
export type ViewStats = typeof ViewStats.Type;

/** `POST /stats` answer for a member (200); guests and unrecorded kinds get 204, no body. */
export const ViewStatsReceipt = Resource(
  Schema.Struct({
    visualization_id: Id,
    current_position: Seconds,
    current_percent: Percent,
  }),
);
export type ViewStatsReceipt = typeof ViewStatsReceipt.Type;

/** A film in progress: `GET /me/continue-watching`, newest first. */
export const ContinueWatchingItem = Schema.Struct({
  movie_id: Id,
  visualization_id: Id,
  current_position: Seconds,
  current_percent: Percent,
  product: MovieSummary,
});
export type ContinueWatchingItem = typeof ContinueWatchingItem.Type;
export const ContinueWatchingPage = Paginated(ContinueWatchingItem);

/** A film watched: `GET /me/history-movies`, the latest visualization of each, newest first. */
export const HistoryItem = Schema.Struct({
  visualization_id: Id,
  movie_id: Id,
  series_id: NullableNumber,
  visualized_time: Seconds,
  current_position: Seconds,
  current_percent: Percent,
  movie_duration: Seconds,
  /** ISO 8601. */
  last_seen_at: Schema.String,
  product: MovieSummary,
});
export type HistoryItem = typeof HistoryItem.Type;
export const HistoryPage = Paginated(HistoryItem);
