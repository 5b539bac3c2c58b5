/**
 * The member's library and social data: the wishlist, ratings, comments and downloads
 * (migration 8). Every write is one transaction; every read and write is scoped to a user.
 */
import type { DownloadDecision } from "../../../src/core/downloads.ts";
import type {
  Comment,
  ProductType,
  RatedItem,
  RatedModel,
  WishItem,
} from "../../../src/core/schema/library.ts";
import type { MovieSummary } from "../../../src/core/schema/movie.ts";
import type { Series, SeriesSummary } from "../../../src/core/schema/series.ts";
import type { Db } from "../connection.ts";
import { moviesRepository } from "./movies.ts";
import { type Row, reqNum, reqStr } from "./rows.ts";
import { seriesRepository } from "./series.ts";

export type CommentTargetType = "movies" | "series" | "confessions";

export interface DownloadRequest {
  readonly userId: number;
  readonly movieId: number;
  readonly nowMs: number;
  /** Downloads from this instant on are read (the start of the calendar month). */
  readonly sinceMs: number;
  readonly linkHash: string;
  readonly linkExpiresAt: number;
}

const seriesSummaryOf = (series: Series): SeriesSummary => ({
  model_type: "Series",
  id: series.id,
  title: series.title,
  slug: series.slug,
  release_date: series.release_date,
  is_original: series.is_original,
  short_synopsis: series.short_synopsis,
  pictures: series.pictures,
});

const iso = (ms: number) => new Date(ms).toISOString();

export function libraryRepository(db: Db) {
  const movies = moviesRepository(db);
  const series = seriesRepository(db);

  // Wishlist
  const wishCount = db.prepare("SELECT COUNT(*) AS n FROM wish_products WHERE user_id = ?");
  const wishPage = db.prepare(`SELECT * FROM wish_products WHERE user_id = ?
    ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`);
  const wishFind = db.prepare(
    "SELECT * FROM wish_products WHERE user_id = ? AND product_type = ? AND product_id = ?",
  );
  const wishById = db.prepare("SELECT * FROM wish_products WHERE id = ? AND user_id = ?");
  const wishInsert = db.prepare(`INSERT INTO wish_products (user_id, product_type, product_id,
    created_at) VALUES (?, ?, ?, ?)`);
  const wishDelete = db.prepare("DELETE FROM wish_products WHERE id = ? AND user_id = ?");

  // Ratings
  const ratedAll = db.prepare(`SELECT model_type, model_id, rating FROM ratings WHERE user_id = ?
    ORDER BY id`);
  const ratingFind = db.prepare(
    "SELECT * FROM ratings WHERE user_id = ? AND model_type = ? AND model_id = ?",
  );
  const ratingInsert = db.prepare(`INSERT INTO ratings (user_id, model_type, model_id, rating,
    created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`);
  const ratingUpdate = db.prepare(`UPDATE ratings SET rating = ?, updated_at = ?
    WHERE user_id = ? AND model_type = ? AND model_id = ?`);
  const ratingDelete = db.prepare(
    "DELETE FROM ratings WHERE user_id = ? AND model_type = ? AND model_id = ?",
  );

  // Comments
  const commentCount = db.prepare(`SELECT COUNT(*) AS n FROM comments
    WHERE target_type = ? AND target_id = ? AND status = 'approved'`);
  const commentPage = db.prepare(`SELECT c.*, u.name AS commenter_name FROM comments c
    JOIN users u ON u.id = c.user_id
    WHERE c.target_type = ? AND c.target_id = ? AND c.status = 'approved'
    ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`);
  const commentInsert = db.prepare(`INSERT INTO comments (user_id, target_type, target_id,
    content, status, created_at) VALUES (?, ?, ?, ?, ?, ?)`);
  const commentVisible = db.prepare(
    "SELECT 1 FROM comments WHERE id = ? AND (status = 'approved' OR user_id = ?)",
  );

  // Downloads
  const downloadTimes = db.prepare(
    "SELECT created_at FROM downloads WHERE user_id = ? AND created_at >= ? ORDER BY created_at",
  );
  const downloadInsert = db.prepare(`INSERT INTO downloads (user_id, movie_id, created_at,
    link_hash, link_expires_at) VALUES (?, ?, ?, ?, ?)`);
  const downloadByLink = db.prepare("SELECT * FROM downloads WHERE link_hash = ?");
  const downloadAttempt = db.prepare(`UPDATE downloads SET link_attempts = link_attempts + 1,
    file_hash = ?, file_expires_at = ? WHERE id = ?`);
  const downloadByFile = db.prepare("SELECT * FROM downloads WHERE file_hash = ?");

  // Seen

  const productOf = (type: ProductType, id: number): MovieSummary | SeriesSummary | null => {
    if (type === "Movie") return movies.summariesByIds([id]).get(id) ?? null;
    const found = series.byId(id);
    return found ? seriesSummaryOf(found) : null;
  };

  const wishItemOf = (row: Row): WishItem | null => {
    const type = row.product_type === "Series" ? "Series" : "Movie";
    const product = productOf(type, reqNum(row.product_id));
    return product
      ? {
          wish_product_id: reqNum(row.id),
          product_type: type,
          product_id: reqNum(row.product_id),
          created_at: iso(reqNum(row.created_at)),
          product,
        }
      : null;
  };

  const addWish = db.transaction(
    (userId: number, type: ProductType, productId: number, nowMs: number) => {
      const existing = wishFind.get(userId, type, productId) as Row | undefined;
      if (existing) return { created: false, id: reqNum(existing.id) };
      const id = Number(wishInsert.run(userId, type, productId, nowMs).lastInsertRowid);
      return { created: true, id };
    },
  );

  const removeWish = db.transaction(
    (userId: number, id: number) => wishDelete.run(id, userId).changes > 0,
  );

  const saveRating = db.transaction(
    (
      userId: number,
      call: "create" | "update",
      item: RatedItem,
      nowMs: number,
    ): "saved" | "exists" | "missing" => {
      if (item.model_type === "Comment") {
        ratingInsert.run(userId, item.model_type, item.model_id, item.rating, nowMs, nowMs);
        return "saved";
      }
      const existing = ratingFind.get(userId, item.model_type, item.model_id) as Row | undefined;
      if (call === "create") {
        if (existing) return "exists";
        ratingInsert.run(userId, item.model_type, item.model_id, item.rating, nowMs, nowMs);
        return "saved";
      }
      if (!existing) return "missing";
      ratingUpdate.run(item.rating, nowMs, userId, item.model_type, item.model_id);
      return "saved";
    },
  );

  const removeRating = db.transaction(
    (userId: number, model: RatedModel, modelId: number) =>
      ratingDelete.run(userId, model, modelId).changes > 0,
  );

  /**
   * Records a download if `allowed` (given the user's downloads so far) says so, in one
   * transaction so two concurrent requests cannot both take the last one of the month.
   */
  const startDownload = db.transaction(
    (
      request: DownloadRequest,
      decide: (times: readonly number[]) => DownloadDecision,
    ): DownloadDecision => {
      const { userId, movieId, nowMs, sinceMs, linkHash, linkExpiresAt } = request;
      const times = (downloadTimes.all(userId, sinceMs) as Row[]).map((r) => reqNum(r.created_at));
      const decision = decide(times);
      if (decision === "allowed") {
        downloadInsert.run(userId, movieId, nowMs, linkHash, linkExpiresAt);
      }
      return decision;
    },
  );

  const attemptLink = db.transaction(
    (
      linkHash: string,
      userId: number,
      nowMs: number,
      maxAttempts: number,
      fileHash: string,
      fileExpiresAt: number,
    ): { movieId: number } | null => {
      const row = downloadByLink.get(linkHash) as Row | undefined;
      if (!row || reqNum(row.user_id) !== userId) return null;
      if (reqNum(row.link_expires_at) <= nowMs || reqNum(row.link_attempts) >= maxAttempts) {
        return null;
      }
      downloadAttempt.run(fileHash, fileExpiresAt, reqNum(row.id));
      return { movieId: reqNum(row.movie_id) };
    },
  );

  return {
    wishCount: (userId: number) => reqNum((wishCount.get(userId) as Row).n),
    wishPage: (userId: number, limit: number, offset: number): WishItem[] =>
      (wishPage.all(userId, limit, offset) as Row[]).flatMap((row) => wishItemOf(row) ?? []),
    wishItem: (userId: number, id: number): WishItem | null => {
      const row = wishById.get(id, userId) as Row | undefined;
      return row ? wishItemOf(row) : null;
    },
    productExists: (type: ProductType, id: number) => productOf(type, id) !== null,
    /** Adds a product to the wishlist (idempotent): its entry id and whether it is new. */
    addWish: (userId: number, type: ProductType, productId: number, nowMs: number) =>
      addWish(userId, type, productId, nowMs),
    removeWish: (userId: number, id: number) => removeWish(userId, id),

    rated: (userId: number): RatedItem[] =>
      (ratedAll.all(userId) as Row[]).map((row) => ({
        model_type: reqStr(row.model_type) as RatedModel,
        model_id: reqNum(row.model_id),
        rating: reqNum(row.rating),
      })),
    saveRating: (userId: number, call: "create" | "update", item: RatedItem, nowMs: number) =>
      saveRating(userId, call, item, nowMs),
    removeRating: (userId: number, model: RatedModel, modelId: number) =>
      removeRating(userId, model, modelId),

    commentCount: (type: CommentTargetType, id: number) =>
      reqNum((commentCount.get(type, id) as Row).n),
    comments: (type: CommentTargetType, id: number, limit: number, offset: number): Comment[] =>
      (commentPage.all(type, id, limit, offset) as Row[]).map((row) => ({
        id: reqNum(row.id),
        commenter_id: reqNum(row.user_id),
        commenter_name: reqStr(row.commenter_name) || "Member",
        content: reqStr(row.content),
        created_at: iso(reqNum(row.created_at)),
      })),
    addComment: (
      userId: number,
      type: CommentTargetType,
      targetId: number,
      content: string,
      nowMs: number,
    ) =>
      Number(commentInsert.run(userId, type, targetId, content, "pending", nowMs).lastInsertRowid),
    /** A comment the user may rate: approved, or their own. */
    commentVisibleTo: (commentId: number, userId: number) =>
      commentVisible.get(commentId, userId) !== undefined,

    /** Records a download when `decide` allows it (one transaction); the decision. */
    startDownload: (
      request: DownloadRequest,
      decide: (times: readonly number[]) => DownloadDecision,
    ) => startDownload(request, decide),
    /** Counts an attempt at a download link and arms its file token; null when refused. */
    attemptLink,
    downloadByFile: (fileHash: string, nowMs: number): { movieId: number } | null => {
      const row = downloadByFile.get(fileHash) as Row | undefined;
      if (!row || reqNum(row.file_expires_at) <= nowMs) return null;
      return { movieId: reqNum(row.movie_id) };
    },
  };
}
export type LibraryRepository = ReturnType<typeof libraryRepository>;
