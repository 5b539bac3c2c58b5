import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEEDED_PAYLOAD_COMMENT } from "../../server/db/seed/comments.ts";
import { DOWNLOAD_LINK_MAX_ATTEMPTS, DOWNLOAD_LINK_TTL_S } from "../../server/routes/library.ts";
import { download } from "../../src/core/downloadMessages.ts";
import { errors } from "../../src/core/messages.ts";
import { ApiErrorBody } from "../../src/core/schema/common.ts";
import {
  CommentPage,
  DownloadLink,
  DownloadTicket,
  PostedComment,
  RatedItemResponse,
  RatedResponse,
  WatchAgainPage,
  WishItemResponse,
  WishPage,
} from "../../src/core/schema/library.ts";
import {
  bearer,
  CLIENT_ID,
  CLIENT_SECRET,
  decodes,
  login,
  startTestServer,
  type TestServer,
} from "./helpers.ts";

let server: TestServer;
let db: Database.Database;
const tokens = { client: "", registered: "", trial: "", crossselling: "", premium: "" };
type Member = "registered" | "trial" | "crossselling" | "premium";

beforeAll(async () => {
  server = await startTestServer();
  db = new Database(server.dbPath, { readonly: true });
  const res = await server.post("/oauth/token", {
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    grant_type: "client_credentials",
  });
  tokens.client = ((await res.json()) as { access_token: string }).access_token;
  for (const m of ["registered", "trial", "crossselling", "premium"] as const) {
    tokens[m] = await login(server, `${m}@cinema.test`);
  }
});
afterAll(async () => {
  db.close();
  await server.stop();
});

const as = (m: Member | "client") => bearer(tokens[m]);
/** Moves the server's clock (tokens live a day: members log in again). */
const travelTo = async (iso: string) => {
  server.clock.now = Date.parse(iso);
  for (const m of ["registered", "trial", "crossselling", "premium"] as const) {
    tokens[m] = await login(server, `${m}@cinema.test`);
  }
};
const ids = (sql: string): number[] => (db.prepare(sql).all() as { id: number }[]).map((r) => r.id);
const publishedFilms = () =>
  ids("SELECT id FROM movies WHERE status = 'Published' AND series_id IS NULL ORDER BY id");
const seriesIds = () => ids("SELECT id FROM series ORDER BY id");

const send = (
  method: string,
  path: string,
  who: Member | "client" | null,
  body?: Record<string, string>,
) =>
  server.api(path, {
    method,
    headers: {
      ...(who ? as(who) : {}),
      ...(body && { "content-type": "application/x-www-form-urlencoded" }),
    },
    ...(body && { body: new URLSearchParams(body).toString() }),
  });

describe("the wishlist: /me/wish-product", () => {
  it("needs a user token", async () => {
    expect((await send("GET", "/me/wish-product", null)).status).toBe(401);
    expect((await send("GET", "/me/wish-product", "client")).status).toBe(401);
  });

  it("adds films and series (idempotent), lists newest first, 24 a page, per user", async () => {
    const films = publishedFilms().slice(0, 25);
    for (const [i, id] of films.entries()) {
      server.clock.now += 1000;
      const res = await send("POST", "/me/wish-product", "premium", {
        product_type: "Movie",
        product_id: String(id),
      });
      expect(res.status, `film ${i}`).toBe(201);
      decodes(WishItemResponse, await res.json());
    }
    const again = await send("POST", "/me/wish-product", "premium", {
      product_type: "Movie",
      product_id: String(films[0]),
    });
    expect(again.status).toBe(200);
    server.clock.now += 1000;
    const series = await send("POST", "/me/wish-product", "premium", {
      product_type: "Series",
      product_id: String(seriesIds()[0]),
    });
    expect(series.status).toBe(201);
    expect(decodes(WishItemResponse, await series.json()).data.product.model_type).toBe("Series");

    const page1 = decodes(
      WishPage,
      await (await send("GET", "/me/wish-product", "premium")).json(),
    );
    expect(page1.meta).toEqual({ current_page: 1, last_page: 2, total: 26 });
    expect(page1.data).toHaveLength(24);
    expect(page1.data[0]?.product_type).toBe("Series");
    expect(page1.data[1]?.product_id).toBe(films.at(-1));
    // Other members see their own list only.
    const other = decodes(WishPage, await (await send("GET", "/me/wish-product", "trial")).json());
    expect(other.meta.total).toBe(0);
  });

  it("exactly one past the last page answers the last page; further is 'Page does not exist'", async () => {
    const onePast = decodes(
      WishPage,
      await (await send("GET", "/me/wish-product?page=3", "premium")).json(),
    );
    expect(onePast.meta.current_page).toBe(2);
    expect(onePast.data).toHaveLength(2);
    const twoPast = await send("GET", "/me/wish-product?page=4", "premium");
    expect(twoPast.status).toBe(404);
    expect(((await twoPast.json()) as { message: string }).message).toBe(errors.pageDoesNotExist);
  });

  it("DELETE with id and page removes the entry and answers that page of the list", async () => {
    const page2 = decodes(
      WishPage,
      await (await send("GET", "/me/wish-product?page=2", "premium")).json(),
    );
    const victim = page2.data[0]?.wish_product_id ?? 0;
    const res = await send("DELETE", `/me/wish-product?id=${victim}&page=2`, "premium");
    expect(res.status).toBe(200);
    const after = decodes(WishPage, await res.json());
    expect(after.meta).toEqual({ current_page: 2, last_page: 2, total: 25 });
    expect(after.data.map((w) => w.wish_product_id)).not.toContain(victim);
    // The last item of page 2 gone: page 2 is one past the last, so page 1 answers.
    const last = after.data[0]?.wish_product_id ?? 0;
    const emptied = decodes(
      WishPage,
      await (await send("DELETE", `/me/wish-product?id=${last}&page=2`, "premium")).json(),
    );
    expect(emptied.meta).toEqual({ current_page: 1, last_page: 1, total: 24 });
    // Someone else's entry, or one already gone: 404, nothing removed.
    expect((await send("DELETE", `/me/wish-product?id=${last}&page=1`, "premium")).status).toBe(
      404,
    );
    const first = emptied.data[0]?.wish_product_id ?? 0;
    expect((await send("DELETE", `/me/wish-product?id=${first}&page=1`, "trial")).status).toBe(404);
  });

  it("validates: unknown products, bad types and ids are 422, never 500", async () => {
    for (const body of [
      { product_type: "Movie", product_id: "999999" },
      { product_type: "Person", product_id: "1" },
      { product_type: "Movie", product_id: "abc" },
      { product_type: "Movie", product_id: "-3" },
      {},
    ]) {
      const res = await send("POST", "/me/wish-product", "premium", body as Record<string, string>);
      expect(res.status, JSON.stringify(body)).toBe(422);
      decodes(ApiErrorBody, await res.json());
    }
    expect((await send("DELETE", "/me/wish-product?id=x", "premium")).status).toBe(422);
  });

  it("from-cart: the cinema variant has no cart", async () => {
    const res = await send("POST", "/me/wish-product/from-cart", "premium", {
      product_type: "Movie",
      product_id: "1",
      cart_uuid: "abc",
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe(errors.cartMissing);
  });
});

describe("ratings: /rate and /me/rated", () => {
  it("POST creates, a second POST is refused, PUT updates, DELETE removes; /me/rated follows", async () => {
    const film = publishedFilms()[3] ?? 0;
    const rate = (method: string, rating: string) =>
      send(method, "/rate", "registered", { model: "Movie", model_id: String(film), rating });
    expect((await rate("PUT", "4")).status).toBe(404);
    const created = await rate("POST", "4");
    expect(created.status).toBe(201);
    expect(decodes(RatedItemResponse, await created.json()).data).toEqual({
      model_type: "Movie",
      model_id: film,
      rating: 4,
    });
    expect((await rate("POST", "5")).status).toBe(409);
    expect((await rate("PUT", "2")).status).toBe(200);
    const rated = decodes(
      RatedResponse,
      await (await send("GET", "/me/rated", "registered")).json(),
    );
    expect(rated.data).toEqual([{ model_type: "Movie", model_id: film, rating: 2 }]);
    expect(
      decodes(RatedResponse, await (await send("GET", "/me/rated", "premium")).json()).data,
    ).toEqual([]);
    const removed = await server.api(`/rate?model=Movie&model_id=${film}`, {
      method: "DELETE",
      headers: as("registered"),
    });
    expect(removed.status).toBe(204);
    expect(
      decodes(RatedResponse, await (await send("GET", "/me/rated", "registered")).json()).data,
    ).toEqual([]);
  });

  it("comment ratings are always created", async () => {
    const comment =
      ids("SELECT id FROM comments WHERE status = 'approved' ORDER BY id LIMIT 1")[0] ?? 0;
    for (const rating of ["3", "5"]) {
      const res = await send("POST", "/rate", "premium", {
        model: "Comment",
        model_id: String(comment),
        rating,
      });
      expect(res.status).toBe(201);
    }
  });

  it("validates ratings 1 to 5 and known items", async () => {
    const film = String(publishedFilms()[0]);
    for (const body of [
      { model: "Movie", model_id: film, rating: "0" },
      { model: "Movie", model_id: film, rating: "6" },
      { model: "Movie", model_id: film, rating: "2.5" },
      { model: "Tag", model_id: film, rating: "3" },
      { model: "Movie", model_id: "999999", rating: "3" },
      { model: "Comment", model_id: "999999", rating: "3" },
    ]) {
      expect((await send("POST", "/rate", "premium", body)).status, JSON.stringify(body)).toBe(422);
    }
    expect(
      (await send("POST", "/rate", null, { model: "Movie", model_id: film, rating: "3" })).status,
    ).toBe(401);
  });
});

describe("comments: GET|POST /{type}/{id}/comments", () => {
  it("lists approved comments only, newest first, to anyone; the seeded payload is stored as written", async () => {
    const film = publishedFilms()[0] ?? 0;
    const res = await send("GET", `/movies/${film}/comments`, null);
    expect(res.status).toBe(200);
    const page = decodes(CommentPage, await res.json());
    expect(page.data.length).toBeGreaterThan(1);
    expect(page.data.map((c) => c.content)).toContain(SEEDED_PAYLOAD_COMMENT);
    expect(page.data.map((c) => c.content)).not.toContain("Waiting for approval.");
    const times = page.data.map((c) => Date.parse(c.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const series = seriesIds()[0] ?? 0;
    expect(
      decodes(CommentPage, await (await send("GET", `/series/${series}/comments`, null)).json())
        .data.length,
    ).toBeGreaterThan(0);
  });

  it("a posted comment is stored pending: not listed until approved", async () => {
    const film = publishedFilms()[5] ?? 0;
    const before = decodes(
      CommentPage,
      await (await send("GET", `/movies/${film}/comments`, null)).json(),
    );
    const res = await send("POST", `/movies/${film}/comments`, "registered", {
      comment: "<script>alert(1)</script>Great film",
    });
    expect(res.status).toBe(201);
    expect(decodes(PostedComment, await res.json()).data.status).toBe("pending");
    const after = decodes(
      CommentPage,
      await (await send("GET", `/movies/${film}/comments`, null)).json(),
    );
    expect(after.meta.total).toBe(before.meta.total);
    const stored = db
      .prepare("SELECT status, content FROM comments ORDER BY id DESC LIMIT 1")
      .get();
    expect(stored).toEqual({ status: "pending", content: "<script>alert(1)</script>Great film" });
  });

  it("needs a user, a non-blank comment of at most 2000 characters, and a known film or series", async () => {
    const film = publishedFilms()[0] ?? 0;
    expect((await send("POST", `/movies/${film}/comments`, null, { comment: "x" })).status).toBe(
      401,
    );
    expect(
      (await send("POST", `/movies/${film}/comments`, "client", { comment: "x" })).status,
    ).toBe(401);
    expect(
      (await send("POST", `/movies/${film}/comments`, "premium", { comment: "   " })).status,
    ).toBe(422);
    expect(
      (await send("POST", `/movies/${film}/comments`, "premium", { comment: "x".repeat(2001) }))
        .status,
    ).toBe(422);
    expect(
      (await send("POST", "/movies/999999/comments", "premium", { comment: "x" })).status,
    ).toBe(404);
    expect((await send("GET", "/confessions/1/comments", null)).status).toBe(404);
    expect((await send("GET", `/movies/${film}/comments?page=99`, null)).status).toBe(404);
  });
});

describe("the watch-again list: GET and DELETE /me/seen (decision 0063)", () => {
  const watchAgain = async (who: Member, query = "") =>
    decodes(WatchAgainPage, await (await send("GET", `/me/seen${query}`, who)).json());
  const watch = (film: number, position: number) =>
    send("POST", "/stats", "crossselling", {
      movie_id: String(film),
      type: "movie",
      visualized_time: String(position),
      movie_duration: "40",
      current_position: String(position),
    });

  it("answers the premium account's films watched to the end, 10 a page (spec 001 §9)", async () => {
    const first = await watchAgain("premium");
    expect(first.data).toHaveLength(10);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: 14 });
    const second = await watchAgain("premium", "?page=2");
    expect(second.data).toHaveLength(4);
    const seen = [...first.data, ...second.data].map((item) => item.last_seen_at);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it("lists a film once it is watched to the end; a removal keeps it off until watched again", async () => {
    const film = publishedFilms()[0] ?? 0;
    expect((await watchAgain("crossselling")).data).toEqual([]);
    expect((await watch(film, 5)).status).toBe(200);
    expect((await watchAgain("crossselling")).data).toEqual([]);
    expect((await watch(film, 38)).status).toBe(200);
    expect((await watchAgain("crossselling")).data.map((item) => item.movie_id)).toEqual([film]);
    expect(
      (await send("DELETE", "/me/seen", "crossselling", { movie_id: String(film) })).status,
    ).toBe(204);
    expect((await watchAgain("crossselling")).data).toEqual([]);
    expect(
      (await send("DELETE", "/me/seen", "crossselling", { movie_id: String(film) })).status,
    ).toBe(404);
    server.clock.now += 60_000;
    await login(server, "crossselling@cinema.test");
    expect((await watch(film, 39)).status).toBe(200);
    expect((await watchAgain("crossselling")).data.map((item) => item.movie_id)).toEqual([film]);
  });

  it("validates its query and needs a member: 422 and 401, never 500", async () => {
    expect((await send("GET", "/me/seen", null)).status).toBe(401);
    expect((await send("GET", "/me/seen?perPage=0", "premium")).status).toBe(422);
    expect((await send("GET", "/me/seen?page=x", "premium")).status).toBe(422);
    expect((await send("GET", "/me/seen?page=3", "premium")).status).toBe(404);
    expect((await send("DELETE", "/me/seen", "premium", { movie_id: "x" })).status).toBe(422);
    expect((await send("DELETE", "/me/seen", "premium")).status).toBe(422);
    expect((await send("DELETE", "/me/seen", null, { movie_id: "1" })).status).toBe(401);
  });
});

describe("downloads: POST /movies/{id}/download, /download_link/{id}", () => {
  const film = () => publishedFilms()[1] ?? 0;
  const start = (who: Member) => send("POST", `/movies/${film()}/download`, who);

  it("trial members are refused with the spec's text; members without a subscription must upgrade", async () => {
    const trial = await start("trial");
    expect(trial.status).toBe(403);
    expect(((await trial.json()) as { message: string }).message).toBe(download.trialing);
    expect((await start("registered")).status).toBe(402);
    expect((await send("POST", `/movies/${film()}/download`, null)).status).toBe(401);
  });

  it("201 gives a link; the link gives a short-lived URL of a real MPEG-TS file", async () => {
    const res = await start("premium");
    expect(res.status).toBe(201);
    const ticket = decodes(DownloadTicket, await res.json()).data;
    const linkRes = await send("GET", `/download_link/${ticket.download_id}`, "premium");
    expect(linkRes.status).toBe(200);
    const link = decodes(DownloadLink, await linkRes.json()).data;
    // Someone else's download link is not theirs.
    expect((await send("GET", `/download_link/${ticket.download_id}`, "crossselling")).status).toBe(
      410,
    );
    const file = await fetch(`${server.url}${link.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("video/mp2t");
    expect(file.headers.get("content-disposition")).toContain("attachment");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(100_000);
    // MPEG-TS packets: 188 bytes, each starting with the sync byte 0x47.
    expect(bytes[0]).toBe(0x47);
    expect(bytes[188]).toBe(0x47);
    // The file URL expires quickly.
    server.clock.now += 61_000;
    expect((await fetch(`${server.url}${link.url}`)).status).toBe(410);
  });

  it("an expired link or too many attempts: 'Too many attempts or download has expired...'", async () => {
    const ticket = decodes(DownloadTicket, await (await start("premium")).json()).data;
    for (let i = 0; i < DOWNLOAD_LINK_MAX_ATTEMPTS; i++) {
      expect((await send("GET", `/download_link/${ticket.download_id}`, "premium")).status).toBe(
        200,
      );
    }
    const tooMany = await send("GET", `/download_link/${ticket.download_id}`, "premium");
    expect(tooMany.status).toBe(410);
    expect(((await tooMany.json()) as { message: string }).message).toBe(errors.downloadExpired);
    const second = decodes(DownloadTicket, await (await start("premium")).json()).data;
    server.clock.now += DOWNLOAD_LINK_TTL_S * 1000;
    expect((await send("GET", `/download_link/${second.download_id}`, "premium")).status).toBe(410);
    expect((await send("GET", "/download_link/not-a-token", "premium")).status).toBe(410);
  });

  it("10 per calendar month: the 11th is 429 with the spec's text, the next month allows again", async () => {
    // A fresh month: 2025-05-01 and on.
    await travelTo("2025-05-01T00:00:00Z");
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      server.clock.now += 60_000;
      statuses.push((await start("crossselling")).status);
    }
    expect(statuses).toEqual(Array(10).fill(201));
    const refused = await start("crossselling");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(download.monthlyLimit);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await travelTo("2025-06-01T00:00:00Z");
    expect((await start("crossselling")).status).toBe(201);
  });

  it("concurrent requests never exceed the monthly limit", async () => {
    await travelTo("2025-08-01T00:00:00Z");
    const results = await Promise.all(Array.from({ length: 15 }, () => start("premium")));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
  });

  it("unknown films are 404", async () => {
    expect((await send("POST", "/movies/999999/download", "premium")).status).toBe(404);
  });
});
