/**
 * The member's library and the social calls (spec 001 §7 "User library", "Other writes"):
 * `/me/wish-product` (GET, POST, DELETE, `/from-cart`), `/me/rated`, `/rate`
 * (POST create, PUT update, DELETE), `GET|POST /{type}/{id}/comments`,
 * `POST /movies/{id}/download`, `GET /download_link/{id}` and the file it leads to.
 * Continue-watching and history are in playback.ts.
 */
import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Schema } from "effect";
import { type Context, Hono } from "hono";
import { COMMENT_MAX_LENGTH } from "../../src/core/comments.ts";
import { LIST_PAGE_SIZE } from "../../src/core/constants.ts";
import { download } from "../../src/core/downloadMessages.ts";
import {
  calendarMonthStart,
  downloadDecision,
  nextCalendarMonthStart,
} from "../../src/core/downloads.ts";
import { access, errors } from "../../src/core/messages.ts";
import { isPublished } from "../../src/core/playGate.ts";
import { RATING_MAX, RATING_MIN } from "../../src/core/rating.ts";
import {
  CommentPage,
  DownloadLink,
  DownloadTicket,
  PostedComment,
  ProductType,
  RatedItemResponse,
  RatedModel,
  RatedResponse,
  WishItemResponse,
  WishPage,
} from "../../src/core/schema/library.ts";
import { deriveUserType } from "../../src/core/userType.ts";
import type { AppEnv, Deps } from "../context.ts";
import { type CommentTargetType, libraryRepository } from "../db/repositories/library.ts";
import { requireToken } from "../http/auth.ts";
import { readBody, readQuery } from "../http/body.ts";
import { fieldError, HttpError, notFound, unauthorized } from "../http/errors.ts";
import { IntInput, RequiredText } from "../http/fields.ts";
import { PageFields, paginate } from "../http/pagination.ts";
import { TooManyRequests } from "../http/tooManyRequests.ts";
import { decodeInput } from "../http/validate.ts";
import { FILM_DIR } from "../mediaPaths.ts";
import { ID, idParam } from "./params.ts";

const encodeWishPage = Schema.encodeSync(WishPage);
const encodeWishItem = Schema.encodeSync(WishItemResponse);
const encodeRated = Schema.encodeSync(RatedResponse);
const encodeRatedItem = Schema.encodeSync(RatedItemResponse);
const encodeComments = Schema.encodeSync(CommentPage);
const encodePosted = Schema.encodeSync(PostedComment);
const encodeTicket = Schema.encodeSync(DownloadTicket);
const encodeLink = Schema.encodeSync(DownloadLink);

/** Approved comments per page of `GET /{type}/{id}/comments` (the spec gives no number). */
export const COMMENTS_PER_PAGE = 10;
/** How long the link of a started download may be fetched, and how often. */
export const DOWNLOAD_LINK_TTL_S = 10 * 60;
export const DOWNLOAD_LINK_MAX_ATTEMPTS = 3;
/** How long the file URL a link answers works. */
export const DOWNLOAD_FILE_TTL_S = 60;
/** The rendition a download delivers: the smallest one, as one MPEG-TS file. */
const DOWNLOAD_RENDITION = "240p";

const IdInput = IntInput.check(
  Schema.isBetween({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }, { message: "Invalid id" }),
);
const RatingInput = IntInput.check(
  Schema.isBetween(
    { minimum: RATING_MIN, maximum: RATING_MAX },
    { message: `Must be between ${RATING_MIN} and ${RATING_MAX}` },
  ),
);

const WishListQuery = Schema.Struct(PageFields);
const WishAdd = Schema.Struct({ product_type: ProductType, product_id: IdInput });
const WishRemove = Schema.Struct({ id: IdInput, page: PageFields.page });
const WishFromCart = Schema.Struct({
  product_type: ProductType,
  product_id: IdInput,
  cart_uuid: RequiredText(64),
});
const RateInput = Schema.Struct({ model: RatedModel, model_id: IdInput, rating: RatingInput });
const UnrateInput = Schema.Struct({ model: RatedModel, model_id: IdInput });
const CommentsQuery = Schema.Struct(PageFields);
const CommentInput = Schema.Struct({ comment: RequiredText(COMMENT_MAX_LENGTH) });

const COMMENT_TYPES: Readonly<Record<string, CommentTargetType>> = {
  movies: "movies",
  series: "series",
  confessions: "confessions",
};

/** Tokens in URLs are stored as their SHA-256 only. */
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function libraryRoutes(deps: Deps) {
  const { config, repos } = deps;
  const library = libraryRepository(deps.db);
  const app = new Hono<AppEnv>();
  for (const path of [
    "/me/wish-product",
    "/me/wish-product/*",
    "/me/rated",
    "/rate",
    "/download_link/*",
  ]) {
    app.use(path, requireToken(deps, "user"));
  }
  app.use(`/movies/:id${ID}/download`, requireToken(deps, "user"));

  const userIdOf = (c: Context<AppEnv>) => {
    const { userId } = c.get("owner");
    if (userId === null) throw unauthorized();
    return userId;
  };
  const input = async (c: Context) => ({ ...readQuery(c), ...(await readBody(c)) });

  /** A wishlist page; exactly one past the last page answers the last page (spec 001 §2). */
  const wishlistPage = (userId: number, requested: number | undefined, perPage: number) => {
    const total = library.wishCount(userId);
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const page = Math.max(1, Math.abs(requested ?? 1));
    const { limit, offset, meta } = paginate(
      total,
      page === lastPage + 1 ? lastPage : page,
      perPage,
    );
    return encodeWishPage({ data: library.wishPage(userId, limit, offset), meta });
  };

  app.get("/me/wish-product", (c) => {
    const q = decodeInput(WishListQuery, readQuery(c));
    return c.json(wishlistPage(userIdOf(c), q.page, q.perPage ?? LIST_PAGE_SIZE));
  });

  app.post("/me/wish-product", async (c) => {
    const userId = userIdOf(c);
    const body = decodeInput(WishAdd, await readBody(c));
    if (!library.productExists(body.product_type, body.product_id)) {
      throw fieldError("product_id", "Unknown product");
    }
    const { created, id } = library.addWish(
      userId,
      body.product_type,
      body.product_id,
      config.now(),
    );
    const item = library.wishItem(userId, id);
    if (!item) throw notFound();
    return c.json(encodeWishItem({ data: item }), created ? 201 : 200);
  });

  app.post("/me/wish-product/from-cart", async (c) => {
    userIdOf(c);
    decodeInput(WishFromCart, await readBody(c));
    // The cinema variant has no shop, so no cart exists to save an item from.
    throw notFound(errors.cartMissing);
  });

  app.delete("/me/wish-product", async (c) => {
    const userId = userIdOf(c);
    const key = decodeInput(WishRemove, await input(c));
    if (!library.removeWish(userId, key.id)) throw notFound();
    return c.json(wishlistPage(userId, key.page, LIST_PAGE_SIZE));
  });

  app.get("/me/rated", (c) => c.json(encodeRated({ data: library.rated(userIdOf(c)) })));

  const rated = (model: RatedModel, modelId: number, userId: number): boolean => {
    if (model === "Movie") return repos.movies.byId(modelId) !== null;
    if (model === "Series") return repos.series.byId(modelId) !== null;
    return library.commentVisibleTo(modelId, userId);
  };

  const rate = (call: "create" | "update") => async (c: Context<AppEnv>) => {
    const userId = userIdOf(c);
    const body = decodeInput(RateInput, await readBody(c));
    if (!rated(body.model, body.model_id, userId)) throw fieldError("model_id", "Unknown item");
    const item = { model_type: body.model, model_id: body.model_id, rating: body.rating };
    const outcome = library.saveRating(userId, call, item, config.now());
    if (outcome === "exists") throw new HttpError(409, "Already rated: update it with PUT");
    if (outcome === "missing") throw notFound("Not rated yet: create it with POST");
    return c.json(encodeRatedItem({ data: item }), call === "create" ? 201 : 200);
  };
  app.post("/rate", rate("create"));
  app.put("/rate", rate("update"));
  app.delete("/rate", async (c) => {
    const key = decodeInput(UnrateInput, await input(c));
    if (!library.removeRating(userIdOf(c), key.model, key.model_id)) throw notFound();
    return c.body(null, 204);
  });

  /** The commented item: a film or a series that exists (the cinema variant has no confessions). */
  const commentTarget = (typeParam: string | undefined, idText: string | undefined) => {
    const type = COMMENT_TYPES[typeParam ?? ""];
    const id = idParam(idText);
    const exists =
      type === "movies"
        ? repos.movies.byId(id) !== null
        : type === "series"
          ? repos.series.byId(id) !== null
          : false;
    if (!type || !exists) throw notFound();
    return { type, id };
  };

  app.get(`/:type{movies|series|confessions}/:id${ID}/comments`, (c) => {
    const { type, id } = commentTarget(c.req.param("type"), c.req.param("id"));
    const q = decodeInput(CommentsQuery, readQuery(c));
    const { limit, offset, meta } = paginate(
      library.commentCount(type, id),
      q.page,
      q.perPage ?? COMMENTS_PER_PAGE,
    );
    return c.json(encodeComments({ data: library.comments(type, id, limit, offset), meta }));
  });

  app.post(
    `/:type{movies|series|confessions}/:id${ID}/comments`,
    requireToken(deps, "user"),
    async (c) => {
      const userId = userIdOf(c);
      const { type, id } = commentTarget(c.req.param("type"), c.req.param("id"));
      const body = decodeInput(CommentInput, await readBody(c));
      const commentId = library.addComment(userId, type, id, body.comment, config.now());
      return c.json(encodePosted({ data: { id: commentId, status: "pending" } }), 201);
    },
  );

  app.post(`/movies/:id${ID}/download`, (c) => {
    const userId = userIdOf(c);
    const user = repos.users.find(userId);
    if (!user) throw unauthorized();
    const movie = repos.movies.byId(idParam(c.req.param("id")));
    if (!movie || !isPublished(movie.status)) throw notFound();
    const nowMs = config.now();
    const token = newToken();
    const linkExpiresAt = nowMs + DOWNLOAD_LINK_TTL_S * 1000;
    const decision = library.startDownload(
      {
        userId,
        movieId: movie.id,
        nowMs,
        sinceMs: calendarMonthStart(nowMs),
        linkHash: hashOf(token),
        linkExpiresAt,
      },
      (times) => downloadDecision(deriveUserType(user), times, nowMs),
    );
    switch (decision) {
      case "allowed":
        return c.json(
          encodeTicket({
            data: { download_id: token, expires_at: Math.floor(linkExpiresAt / 1000) },
          }),
          201,
        );
      case "trial":
        throw new HttpError(403, download.trialing);
      case "needs-premium":
        throw new HttpError(402, access.needPremium);
      case "needs-login":
        throw unauthorized();
      case "limit-reached":
        throw new MonthlyLimit(Math.ceil((nextCalendarMonthStart(nowMs) - nowMs) / 1000));
    }
  });

  app.get("/download_link/:id", (c) => {
    const userId = userIdOf(c);
    const token = c.req.param("id");
    const nowMs = config.now();
    const fileToken = newToken();
    const fileExpiresAt = nowMs + DOWNLOAD_FILE_TTL_S * 1000;
    const link = TOKEN.test(token)
      ? library.attemptLink(
          hashOf(token),
          userId,
          nowMs,
          DOWNLOAD_LINK_MAX_ATTEMPTS,
          hashOf(fileToken),
          fileExpiresAt,
        )
      : null;
    if (!link) throw new HttpError(410, errors.downloadExpired);
    const movie = repos.movies.byId(link.movieId);
    if (!movie) throw new HttpError(410, errors.downloadExpired);
    c.header("Cache-Control", "no-store");
    return c.json(
      encodeLink({
        data: {
          url: `/api/download_file/${fileToken}`,
          file_name: `${movie.slug}.ts`,
          expires_at: Math.floor(fileExpiresAt / 1000),
        },
      }),
    );
  });

  /** The file itself: the token in its URL is the grant (a browser download sends no header). */
  app.get("/download_file/:token", async (c) => {
    const token = c.req.param("token");
    const grant = TOKEN.test(token) ? library.downloadByFile(hashOf(token), config.now()) : null;
    if (!grant) throw new HttpError(410, errors.downloadExpired);
    const movie = repos.movies.byId(grant.movieId);
    if (!movie) throw new HttpError(410, errors.downloadExpired);
    const file = await downloadFile(config.mediaDir);
    return c.body(new Uint8Array(file), 200, {
      "Content-Type": "video/mp2t",
      "Content-Length": String(file.byteLength),
      "Content-Disposition": `attachment; filename="${movie.slug}.ts"`,
      "Cache-Control": "private, no-store",
    });
  });

  return app;
}

/** 429 for the monthly download limit: the spec's text, and when the count starts again. */
class MonthlyLimit extends TooManyRequests {
  constructor(retryAfterS: number) {
    super(retryAfterS, "");
    this.message = download.monthlyLimit;
  }
}

/**
 * The file a download delivers: the sample film's smallest rendition, its MPEG-TS segments
 * in playlist order as one file (read once per media folder).
 */
const files = new Map<string, Promise<Buffer>>();
function downloadFile(mediaDir: string): Promise<Buffer> {
  let file = files.get(mediaDir);
  if (!file) {
    const folder = join(mediaDir, FILM_DIR, DOWNLOAD_RENDITION);
    file = readFile(join(folder, "index.m3u8"), "utf8").then(async (playlist) => {
      const segments = playlist
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => /^[\w.-]+\.mpegts$/.test(line));
      return Buffer.concat(await Promise.all(segments.map((s) => readFile(join(folder, s)))));
    });
    file.catch(() => files.delete(mediaDir));
    files.set(mediaDir, file);
  }
  return file;
}
