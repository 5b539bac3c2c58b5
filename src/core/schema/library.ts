/**
 * Wire shapes of the member's library and the social calls (spec 001 §3 "Library items",
 * "Comment", "Rating"; §7 "User library", `/rate`, comments, downloads), shared by the client
 * and the reference server. Shapes the spec does not show are decided in
 * docs/decisions/0002-wire-shapes-not-in-the-spec.md and 0010.
 */
import { Schema } from "effect";
import { RATING_MAX, RATING_MIN } from "../rating.ts";
import { Paginated, Resource } from "./common.ts";
import { MovieSummary } from "./movie.ts";
import { SeriesSummary } from "./series.ts";

const Id = Schema.Number.check(Schema.isInt());

/** What a wishlist entry or a rating is about. */
export const ProductType = Schema.Literals(["Movie", "Series"]);
export type ProductType = typeof ProductType.Type;

/** One entry of `GET /me/wish-product`, newest first. */
export const WishItem = Schema.Struct({
  wish_product_id: Id,
  product_type: ProductType,
  product_id: Id,
  /** ISO 8601. */
  created_at: Schema.String,
  product: Schema.Union([MovieSummary, SeriesSummary]),
});
export type WishItem = typeof WishItem.Type;
export const WishPage = Paginated(WishItem);
export type WishPage = typeof WishPage.Type;
export const WishItemResponse = Resource(WishItem);

/**
 * One film of `GET /me/seen`, the watch-again list (spec 000 §4, 001 §7, §9 "watch-again 10"):
 * a film or episode the member watched to the end, newest first (docs/decisions/0063).
 */
export const WatchAgainItem = Schema.Struct({
  movie_id: Id,
  /** When it was last watched to the end (ISO 8601). */
  last_seen_at: Schema.String,
  product: MovieSummary,
});
export type WatchAgainItem = typeof WatchAgainItem.Type;
export const WatchAgainPage = Paginated(WatchAgainItem);
export type WatchAgainPage = typeof WatchAgainPage.Type;

/** What can be rated: films, series, and comments (whose ratings are always created). */
export const RatedModel = Schema.Literals(["Movie", "Series", "Comment"]);
export type RatedModel = typeof RatedModel.Type;

export const RatingValue = Schema.Number.check(
  Schema.isInt(),
  Schema.isBetween({ minimum: RATING_MIN, maximum: RATING_MAX }),
);

/** A rated item of `GET /me/rated` and the answer of `/rate`. */
export const RatedItem = Schema.Struct({
  model_id: Id,
  model_type: RatedModel,
  rating: RatingValue,
});
export type RatedItem = typeof RatedItem.Type;
export const RatedResponse = Resource(Schema.Array(RatedItem));
export const RatedItemResponse = Resource(RatedItem);

/** An approved comment of `GET /{type}/{id}/comments`, newest first. */
export const Comment = Schema.Struct({
  id: Id,
  commenter_id: Id,
  commenter_name: Schema.String,
  /** As written; tags are stripped for display (core/comments.ts). */
  content: Schema.String,
  /** ISO 8601. */
  created_at: Schema.String,
});
export type Comment = typeof Comment.Type;
export const CommentPage = Paginated(Comment);
export type CommentPage = typeof CommentPage.Type;

/** `POST /{type}/{id}/comments`: the comment, stored pending approval. */
export const PostedComment = Resource(
  Schema.Struct({ id: Id, status: Schema.Literals(["pending", "approved"]) }),
);

/** `POST /movies/{id}/download` (201): the download to fetch with `/download_link/{id}`. */
export const DownloadTicket = Resource(
  Schema.Struct({
    download_id: Schema.String,
    /** Epoch seconds. */
    expires_at: Id,
  }),
);
export type DownloadTicket = typeof DownloadTicket.Type;

/** `GET /download_link/{id}`: the short-lived URL of the file itself. */
export const DownloadLink = Resource(
  Schema.Struct({
    url: Schema.String,
    file_name: Schema.String,
    /** Epoch seconds. */
    expires_at: Id,
  }),
);
export type DownloadLink = typeof DownloadLink.Type;
