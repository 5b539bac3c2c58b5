import Database from "better-sqlite3";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILM_LENGTH_S } from "../../server/mediaPaths.ts";
import { ApiErrorBody, Resource } from "../../src/core/schema/common.ts";
import {
  ContinueWatchingPage,
  HistoryPage,
  PlayResponse,
  ViewStatsReceipt,
} from "../../src/core/schema/playback.ts";
import { User } from "../../src/core/schema/user.ts";
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
const tokens: Record<Account, string> = {
  guest: "",
  client: "",
  registered: "",
  trial: "",
  crossselling: "",
  premium: "",
};
type Account = "guest" | "client" | "registered" | "trial" | "crossselling" | "premium";
const MEMBERS = ["registered", "trial", "crossselling", "premium"] as const;

beforeAll(async () => {
  server = await startTestServer();
  db = new Database(server.dbPath, { readonly: true });
  const res = await server.post("/oauth/token", {
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    grant_type: "client_credentials",
  });
  tokens.client = ((await res.json()) as { access_token: string }).access_token;
  for (const account of MEMBERS) tokens[account] = await login(server, `${account}@cinema.test`);
});
afterAll(async () => {
  db.close();
  await server.stop();
});

const headersOf = (account: Account): Record<string, string> =>
  account === "guest" ? {} : bearer(tokens[account]);

const idOf = (where: string, offset = 0) => {
  const row = db
    .prepare(`SELECT m.id FROM movies m WHERE ${where} ORDER BY m.id LIMIT 1 OFFSET ?`)
    .get(offset) as { id: number } | undefined;
  if (!row) throw new Error(`no film where ${where}`);
  return row.id;
};
const FILM = "m.series_id IS NULL AND m.status = 'Published'";
const film = {
  paid: () => idOf(`${FILM} AND m.user_level = 0 AND m.is_free = 0`),
  paid2: () => idOf(`${FILM} AND m.user_level = 0 AND m.is_free = 0`, 1),
  paid3: () => idOf(`${FILM} AND m.user_level = 0 AND m.is_free = 0`, 2),
  registered: () => idOf(`${FILM} AND m.user_level = 1 AND m.is_free = 0`),
  free: () => idOf(`${FILM} AND m.user_level = 2`),
  unpublished: () => idOf("m.series_id IS NULL AND m.status = 'Draft'"),
  upcoming: () => idOf("m.id IN (SELECT movie_id FROM episodes WHERE status = 'Upcoming Release')"),
  paidEpisode: () =>
    idOf(
      "m.user_level = 0 AND m.is_free = 0 AND m.id IN (SELECT movie_id FROM episodes WHERE status = 'Published')",
    ),
};

const play = (movieId: number, account: Account) =>
  server.api(`/movies/${movieId}/play`, { headers: headersOf(account) });

const stats = (body: Record<string, string | number | null>, account: Account = "premium") =>
  server.postJson("/stats", body, { headers: headersOf(account) });

const report = (movieId: number, position: number, extra: Record<string, unknown> = {}) => ({
  movie_id: movieId,
  type: "movie",
  visualized_time: position,
  movie_duration: FILM_LENGTH_S,
  current_position: position,
  debug_url: `http://localhost/watch/${movieId}`,
  ...extra,
});

async function continueWatching(account: Account, query = "") {
  const res = await server.api(`/me/continue-watching${query}`, { headers: headersOf(account) });
  expect(res.status).toBe(200);
  return decodes(ContinueWatchingPage, await res.json());
}
async function history(account: Account, query = "") {
  const res = await server.api(`/me/history-movies${query}`, { headers: headersOf(account) });
  expect(res.status).toBe(200);
  return decodes(HistoryPage, await res.json());
}
async function me(account: Account) {
  const res = await server.api("/me", { headers: headersOf(account) });
  return decodes(Resource(User), await res.json()).data;
}

describe("GET /movies/{id}/play: the gating matrix", () => {
  /** Expected status per film kind and viewer (spec 000 §4, 001 §4, §6). */
  const matrix: Record<keyof typeof film, Record<Account, number>> = {
    paid: { guest: 401, client: 401, registered: 402, trial: 200, crossselling: 200, premium: 200 },
    paid2: {
      guest: 401,
      client: 401,
      registered: 402,
      trial: 200,
      crossselling: 200,
      premium: 200,
    },
    paid3: {
      guest: 401,
      client: 401,
      registered: 402,
      trial: 200,
      crossselling: 200,
      premium: 200,
    },
    paidEpisode: {
      guest: 401,
      client: 401,
      registered: 402,
      trial: 200,
      crossselling: 200,
      premium: 200,
    },
    registered: {
      guest: 401,
      client: 401,
      registered: 200,
      trial: 200,
      crossselling: 200,
      premium: 200,
    },
    free: { guest: 200, client: 200, registered: 200, trial: 200, crossselling: 200, premium: 200 },
    unpublished: {
      guest: 403,
      client: 403,
      registered: 403,
      trial: 403,
      crossselling: 403,
      premium: 403,
    },
    upcoming: {
      guest: 403,
      client: 403,
      registered: 403,
      trial: 403,
      crossselling: 403,
      premium: 403,
    },
  };

  for (const [kind, row] of Object.entries(matrix)) {
    it(`${kind} film`, async () => {
      const id = film[kind as keyof typeof film]();
      for (const [account, status] of Object.entries(row)) {
        const res = await play(id, account as Account);
        expect(res.status, `${kind} for ${account}`).toBe(status);
        const body = await res.json();
        if (status === 200) {
          const data = decodes(PlayResponse, body).data;
          expect(data.movie_id).toBe(id);
        } else {
          decodes(ApiErrorBody, body);
        }
      }
    });
  }

  it("words the refusals as the spec does", async () => {
    const login401 = await (await play(film.registered(), "guest")).json();
    expect(login401).toEqual({ message: "You need to be logged in!" });
    const premium402 = await (await play(film.paid(), "registered")).json();
    expect(premium402).toEqual({ message: "You need to be a premium member!" });
  });

  it("answers 404 for an unknown film and 401 for a dead token", async () => {
    expect((await play(999_999, "premium")).status).toBe(404);
    expect((await server.api("/movies/abc/play")).status).toBe(404);
    const res = await server.api(`/movies/${film.free()}/play`, {
      headers: bearer("not-a-live-token"),
    });
    expect(res.status).toBe(401);
  });

  it("answers the playable data: signed stream for a paid film, open for a free one", async () => {
    const paid = decodes(PlayResponse, await (await play(film.paid(), "premium")).json()).data;
    expect(paid.streaming_links).toEqual({
      ahls: expect.stringMatching(/^\/media\/s\/[\w-]+\.[\w-]+\/films\/\d+\/master\.m3u8$/),
      dash: null,
      rtmp: null,
    });
    expect(paid.subtitles.map((s) => [s.language, s.label])).toEqual([
      ["es", "Español"],
      ["fr", "Français"],
      ["de", "Deutsch"],
      ["en", "English"],
    ]);
    expect(paid.thumbnails_url).toBe("/media/thumbnails/film.vtt");
    expect(paid.scene_markers.length).toBeGreaterThanOrEqual(3);
    for (const marker of paid.scene_markers) {
      expect(marker.start_time).toBeGreaterThanOrEqual(0);
      expect(marker.start_time).toBeLessThan(FILM_LENGTH_S);
    }
    // As long as the film's page says (issue 25): its length in minutes, in seconds.
    const { length } = db.prepare("SELECT length FROM movies WHERE id = ?").get(film.paid()) as {
      length: number;
    };
    expect(length).toBeGreaterThan(60);
    expect(paid.duration).toBe(length * 60);
    expect(paid.resume_position).toBe(0);
    expect(paid.stats_ticket).toEqual(expect.any(String));

    const free = decodes(PlayResponse, await (await play(film.free(), "guest")).json()).data;
    expect(free.streaming_links.ahls).toBe(`/media/films/${film.free()}/master.m3u8`);
    expect(free.stats_ticket).toBeNull();
    expect(free.resume_position).toBe(0);
  });

  it("plays an episode with its series", async () => {
    const id = film.paidEpisode();
    const data = decodes(PlayResponse, await (await play(id, "trial")).json()).data;
    const row = db.prepare("SELECT series_id FROM movies WHERE id = ?").get(id) as {
      series_id: number;
    };
    expect(data.series_id).toBe(row.series_id);
  });
});

describe("GET /related-content/{id}/play: related content plays", () => {
  const relatedOf = (type: string, where: string) => {
    const row = db
      .prepare(
        `SELECT r.id FROM related_content r JOIN movies m ON m.id = r.model_id
         WHERE r.model_type = 'Movie' AND r.type = ? AND ${where} ORDER BY r.id LIMIT 1`,
      )
      .get(type) as { id: number } | undefined;
    if (!row) throw new Error(`no ${type} where ${where}`);
    return row.id;
  };
  const PAID = `${FILM} AND m.user_level = 0 AND m.is_free = 0`;
  const playRelated = (id: number | string, account: Account) =>
    server.api(`/related-content/${id}/play`, { headers: headersOf(account) });
  const media = (path: string) => fetch(`${server.url}${path}`);

  it("an interview of a paid film plays for a guest, on an open stream of the sample renditions", async () => {
    const id = relatedOf("interview", PAID);
    const res = await playRelated(id, "guest");
    expect(res.status).toBe(200);
    const data = decodes(PlayResponse, await res.json()).data;
    const item = db.prepare("SELECT title FROM related_content WHERE id = ?").get(id) as {
      title: string;
    };
    expect(data).toMatchObject({
      movie_id: id,
      title: item.title,
      streaming_links: { ahls: `/media/related/${id}/master.m3u8`, dash: null, rtmp: null },
      duration: FILM_LENGTH_S,
      resume_position: 0,
      stats_ticket: null,
    });
    const master = await media(data.streaming_links.ahls!);
    expect(master.status).toBe(200);
    const text = await master.text();
    expect(text).toContain("#EXTM3U");
    const rendition = text.split("\n").find((line) => line.endsWith(".m3u8"))!;
    const playlist = await media(`/media/related/${id}/${rendition}`);
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toContain("#EXTINF");
  });

  it("a chapter is gated as its film: guests log in, Registered needs premium, Premium gets a signed stream", async () => {
    const id = relatedOf("chapter", PAID);
    expect((await playRelated(id, "guest")).status).toBe(401);
    expect((await playRelated(id, "registered")).status).toBe(402);
    const res = await playRelated(id, "premium");
    expect(res.status).toBe(200);
    const { ahls } = decodes(PlayResponse, await res.json()).data.streaming_links;
    expect(ahls).toMatch(new RegExp(`^/media/s/[\\w-]+\\.[\\w-]+/related/${id}/master\\.m3u8$`));
    expect((await media(ahls!)).status).toBe(200);
    // Not open, and its grant opens neither another item nor a film.
    expect((await media(`/media/related/${id}/master.m3u8`)).status).toBe(404);
    const token = ahls!.split("/")[3];
    const other = relatedOf("interview", PAID);
    expect((await media(`/media/s/${token}/related/${other}/master.m3u8`)).status).toBe(403);
    expect((await media(`/media/s/${token}/films/${id}/master.m3u8`)).status).toBe(403);
  });

  it("a chapter of a free film and a series' interview play for a guest", async () => {
    const chapter = relatedOf("chapter", `${FILM} AND m.user_level = 2`);
    expect((await playRelated(chapter, "guest")).status).toBe(200);
    const row = db
      .prepare("SELECT id, model_id FROM related_content WHERE model_type = 'Series' LIMIT 1")
      .get() as { id: number; model_id: number };
    const res = await playRelated(row.id, "guest");
    expect(res.status).toBe(200);
    expect(decodes(PlayResponse, await res.json()).data.series_id).toBe(row.model_id);
  });

  it("answers 404 for an unknown item and never 500 on a bad id or a dead token", async () => {
    expect((await playRelated(999_999, "guest")).status).toBe(404);
    expect((await media("/media/related/999999/master.m3u8")).status).toBe(404);
    for (const bad of ["abc", "0", "-1", "1.5", "9".repeat(40), "%00"]) {
      const res = await playRelated(bad, "guest");
      expect(res.status).toBeLessThan(500);
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    const dead = await server.api(`/related-content/${relatedOf("interview", PAID)}/play`, {
      headers: bearer("not-a-live-token"),
    });
    expect(dead.status).toBe(401);
  });
});

describe("POST /stats and the member's lists", () => {
  it("records a member's progress: continue-watching, counter on /me, resume on /play", async () => {
    const id = film.paid();
    expect((await me("trial")).cont_watching_counter).toBe(0);
    const first = await stats(report(id, 5), "trial");
    expect(first.status).toBe(200);
    const receipt = decodes(ViewStatsReceipt, await first.json()).data;
    expect(receipt.current_percent).toBeCloseTo(12.5, 3);
    const second = await stats(
      report(id, 20, { visualization_id: receipt.visualization_id, visualized_time: 20 }),
      "trial",
    );
    expect(decodes(ViewStatsReceipt, await second.json()).data.visualization_id).toBe(
      receipt.visualization_id,
    );
    const list = await continueWatching("trial");
    expect(list.data).toEqual([
      expect.objectContaining({
        movie_id: id,
        visualization_id: receipt.visualization_id,
        current_position: 20,
        current_percent: 50,
      }),
    ]);
    expect(list.data[0]?.product.id).toBe(id);
    expect(list.meta).toEqual({ current_page: 1, last_page: 1, total: 1 });
    expect((await me("trial")).cont_watching_counter).toBe(1);
    const resumed = decodes(PlayResponse, await (await play(id, "trial")).json()).data;
    expect(resumed.resume_position).toBe(20);
    // Another member sees none of it.
    expect((await continueWatching("crossselling")).data).toEqual([]);
    const other = decodes(PlayResponse, await (await play(id, "crossselling")).json()).data;
    expect(other.resume_position).toBe(0);
  });

  it("a film watched past 90 % leaves continue-watching and resumes from 0; history keeps it", async () => {
    const id = film.paid2();
    await stats(report(id, 10), "premium");
    expect((await continueWatching("premium")).data.map((d) => d.movie_id)).toContain(id);
    const done = await stats(report(id, FILM_LENGTH_S * 0.95), "premium");
    expect(done.status).toBe(200);
    expect((await continueWatching("premium")).data.map((d) => d.movie_id)).not.toContain(id);
    const data = decodes(PlayResponse, await (await play(id, "premium")).json()).data;
    expect(data.resume_position).toBe(0);
    const seen = (await history("premium")).data.find((h) => h.movie_id === id);
    expect(seen?.current_percent).toBeCloseTo(95, 3);
    expect(seen?.movie_duration).toBe(FILM_LENGTH_S);
  });

  it("accepts form-encoded stats and sendBeacon bodies with the play's stats ticket", async () => {
    const id = film.registered();
    const ticket = decodes(PlayResponse, await (await play(id, "registered")).json()).data
      .stats_ticket;
    expect(ticket).toEqual(expect.any(String));
    const form = await server.post(
      "/stats",
      {
        movie_id: String(id),
        static_id: "",
        type: "movie",
        series_id: "",
        visualization_id: "",
        visualized_time: "6.5",
        movie_duration: String(FILM_LENGTH_S),
        current_position: "6.5",
        debug_url: "",
      },
      { headers: bearer(tokens.registered) },
    );
    expect(form.status).toBe(200);
    // A beacon of JSON text: text/plain, no Authorization header, the ticket in the body.
    const beacon = await server.api("/stats", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({ ...report(id, 12), ticket }),
    });
    expect(beacon.status).toBe(200);
    expect((await continueWatching("registered")).data[0]?.current_position).toBe(12);
    // A beacon of a URLSearchParams body.
    const params = new URLSearchParams({
      movie_id: String(id),
      type: "movie",
      visualized_time: "14",
      movie_duration: String(FILM_LENGTH_S),
      current_position: "14",
      ticket: ticket ?? "",
    });
    const formBeacon = await server.api("/stats", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
      body: params.toString(),
    });
    expect(formBeacon.status).toBe(200);
    expect((await continueWatching("registered")).data[0]?.current_position).toBe(14);
  });

  it("refuses a bad, expired or other film's ticket", async () => {
    const id = film.paid3();
    const ticket =
      decodes(PlayResponse, await (await play(id, "premium")).json()).data.stats_ticket ?? "";
    const send = (body: Record<string, unknown>) =>
      server.api("/stats", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify(body),
      });
    expect((await send({ ...report(id, 3), ticket: `${ticket}x` })).status).toBe(401);
    expect((await send({ ...report(film.paid(), 3), ticket })).status).toBe(422);
    const start = server.clock.now;
    server.clock.now = start + 4 * 3600 * 1000;
    try {
      expect((await send({ ...report(id, 3), ticket })).status).toBe(401);
    } finally {
      server.clock.now = start;
    }
    expect((await continueWatching("premium")).data.map((d) => d.movie_id)).not.toContain(id);
  });

  it("stores nothing for guests (204), trailers (204), and refuses what the viewer cannot play", async () => {
    const id = film.free();
    expect((await stats(report(id, 8), "guest")).status).toBe(204);
    expect((await stats(report(id, 8), "client")).status).toBe(204);
    expect((await stats(report(id, 8, { type: "trailer" }), "crossselling")).status).toBe(204);
    expect((await continueWatching("crossselling")).data).toEqual([]);
    const count = db.prepare("SELECT COUNT(*) AS n FROM visualizations WHERE movie_id = ?");
    expect((count.get(id) as { n: number }).n).toBe(0);
    expect((await stats(report(film.paid3(), 8), "registered")).status).toBe(402);
    expect((await stats(report(film.unpublished(), 8), "premium")).status).toBe(403);
    expect((await stats(report(999_999, 8), "premium")).status).toBe(422);
  });

  it("validates the payload (422) and never answers 500", async () => {
    const id = film.free();
    const bad = [
      { ...report(id, 5), current_position: -1 },
      { ...report(id, 5), movie_duration: "forty" },
      { ...report(id, 5), type: "film" },
      { ...report(id, 5), movie_id: undefined },
      { ...report(id, 5), visualized_time: 1e9 },
      { ...report(id, 5), visualization_id: "x" },
    ];
    for (const body of bad) {
      const res = await stats(body as Record<string, string | number | null>);
      expect(res.status, JSON.stringify(body)).toBe(422);
      decodes(ApiErrorBody, await res.json());
    }
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            "movie_id",
            "type",
            "visualized_time",
            "movie_duration",
            "current_position",
            "visualization_id",
            "ticket",
            "series_id",
          ),
          fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.boolean()),
        ),
        async (body) => {
          const res = await server.postJson("/stats", body, { headers: bearer(tokens.premium) });
          expect(res.status).toBeLessThan(500);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 60 },
    );
    const garbage = await server.api("/stats", {
      method: "POST",
      headers: { "content-type": "text/plain", ...bearer(tokens.premium) },
      body: "{not json",
    });
    expect(garbage.status).toBe(400);
  });

  it("starts a new visualization when the given one is not this member's", async () => {
    const id = film.free();
    const mine = decodes(
      ViewStatsReceipt,
      await (await stats(report(id, 4), "crossselling")).json(),
    ).data;
    const theirs = decodes(
      ViewStatsReceipt,
      await (
        await stats(report(id, 9, { visualization_id: mine.visualization_id }), "registered")
      ).json(),
    ).data;
    expect(theirs.visualization_id).not.toBe(mine.visualization_id);
    const crossList = await continueWatching("crossselling");
    expect(crossList.data.find((d) => d.movie_id === id)?.current_position).toBe(4);
  });

  it("pages continue-watching (default 24), newest first", async () => {
    const ids = [film.paid(), film.paid2(), film.registered()];
    for (const [i, id] of ids.entries()) {
      server.clock.now += 1000;
      await stats(report(id, 3 + i), "crossselling");
    }
    const all = await continueWatching("crossselling");
    expect(all.data.slice(0, 3).map((d) => d.movie_id)).toEqual([...ids].reverse());
    const total = all.meta.total;
    const second = await continueWatching("crossselling", "?perPage=1&page=2");
    expect(second.meta).toEqual({ current_page: 2, last_page: total, total });
    expect(second.data.map((d) => d.movie_id)).toEqual([ids[1]]);
    const beyond = await server.api(`/me/continue-watching?page=${total + 1}&perPage=1`, {
      headers: bearer(tokens.crossselling),
    });
    expect(beyond.status).toBe(404);
    const badQuery = await server.api("/me/continue-watching?perPage=0", {
      headers: bearer(tokens.crossselling),
    });
    expect(badQuery.status).toBe(422);
  });

  it("lists history per film, filtered by series", async () => {
    const episode = film.paidEpisode();
    const seriesId = (
      db.prepare("SELECT series_id FROM movies WHERE id = ?").get(episode) as { series_id: number }
    ).series_id;
    server.clock.now += 1000;
    await stats(report(episode, 7, { type: "episode", series_id: seriesId }), "trial");
    const all = await history("trial");
    expect(all.data[0]?.movie_id).toBe(episode);
    expect(all.data[0]?.series_id).toBe(seriesId);
    expect(new Set(all.data.map((h) => h.movie_id)).size).toBe(all.data.length);
    const ofSeries = await history("trial", `?series_id=${seriesId}`);
    expect(ofSeries.data.map((h) => h.movie_id)).toEqual([episode]);
    const otherSeries = await history("trial", `?series_id=${seriesId + 1}`);
    expect(otherSeries.data).toEqual([]);
  });

  it("DELETE /me/visualization removes a film by movie_id or visualization_id", async () => {
    const a = film.paid();
    const b = film.paid2();
    await stats(report(a, 5), "premium");
    const vb = decodes(ViewStatsReceipt, await (await stats(report(b, 5), "premium")).json()).data;
    const before = (await me("premium")).cont_watching_counter;
    const del = (query: string) =>
      server.api(`/me/visualization${query}`, {
        method: "DELETE",
        headers: bearer(tokens.premium),
      });
    expect((await del(`?movie_id=${a}`)).status).toBe(204);
    expect((await del(`?visualization_id=${vb.visualization_id}`)).status).toBe(204);
    expect((await continueWatching("premium")).data.map((d) => d.movie_id)).not.toContain(a);
    expect((await continueWatching("premium")).data.map((d) => d.movie_id)).not.toContain(b);
    expect((await me("premium")).cont_watching_counter).toBe(before - 2);
    expect((await del(`?movie_id=${a}`)).status).toBe(404);
    expect((await del("")).status).toBe(422);
    expect((await del(`?movie_id=${a}&visualization_id=1`)).status).toBe(422);
    expect((await del("?movie_id=abc")).status).toBe(422);
    // A form body works as well.
    await stats(report(a, 5), "premium");
    const form = await server.api("/me/visualization", {
      method: "DELETE",
      headers: { "content-type": "application/x-www-form-urlencoded", ...bearer(tokens.premium) },
      body: `movie_id=${a}`,
    });
    expect(form.status).toBe(204);
    // The history is kept.
    expect((await history("premium")).data.map((h) => h.movie_id)).toContain(a);
  });

  it("needs a member for the lists", async () => {
    for (const path of ["/me/continue-watching", "/me/history-movies"]) {
      expect((await server.api(path)).status).toBe(401);
      expect((await server.api(path, { headers: bearer(tokens.client) })).status).toBe(401);
    }
    const res = await server.api("/me/visualization?movie_id=1", { method: "DELETE" });
    expect(res.status).toBe(401);
  });
});
