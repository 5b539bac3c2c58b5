/**
 * The playback adapter against the real reference server (in process, fresh database):
 * every call over the wire, every answer decoded through core/schema/playback.ts.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpClient } from "../../src/adapters/http/client.ts";
import { createPlaybackApi } from "../../src/adapters/http/playbackApi.ts";
import type { PlaybackApi } from "../../src/core/ports.ts";
import type { ViewStats } from "../../src/core/schema/playback.ts";
import {
  CLIENT_ID,
  CLIENT_SECRET,
  login,
  startTestServer,
  type TestServer,
} from "../server/helpers.ts";

let server: TestServer;
let db: Database.Database;
let clientToken: string;
let premiumToken: string;
let registeredToken: string;
const beacons: { url: string; body: string }[] = [];

/** The API as a viewer holding `token` (null: a guest with the client token). */
const apiFor = (token: () => string | null): PlaybackApi => {
  const http = createHttpClient({
    apiBase: `${server.url}/api`,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    locale: () => "en",
    location: () => ({ country: null, usState: null }),
  });
  return createPlaybackApi(http, token, {
    apiBase: `${server.url}/api`,
    // navigator.sendBeacon: a POST with no headers but the body's own type.
    sendBeacon: (url, body) => {
      beacons.push({ url, body: String(body) });
      void fetch(url, { method: "POST", body, keepalive: true });
      return true;
    },
  });
};

const idOf = (where: string) => {
  const row = db.prepare(`SELECT m.id FROM movies m WHERE ${where} ORDER BY m.id LIMIT 1`).get() as
    | { id: number }
    | undefined;
  if (!row) throw new Error(`no film where ${where}`);
  return row.id;
};
const FILM = "m.series_id IS NULL AND m.status = 'Published'";

beforeAll(async () => {
  server = await startTestServer();
  db = new Database(server.dbPath, { readonly: true });
  const res = await server.post("/oauth/token", {
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    grant_type: "client_credentials",
  });
  clientToken = ((await res.json()) as { access_token: string }).access_token;
  premiumToken = await login(server, "premium@cinema.test");
  registeredToken = await login(server, "registered@cinema.test");
});

afterAll(async () => {
  db?.close();
  await server?.stop();
});

const payload = (movieId: number, position: number): ViewStats => ({
  movie_id: movieId,
  static_id: null,
  type: "movie",
  series_id: null,
  visualization_id: null,
  visualized_time: position,
  movie_duration: 0,
  current_position: position,
  debug_url: `/film/x/watch/movie/${movieId}`,
});

describe("playback API against the reference server", () => {
  it("play: a premium viewer gets signed links, subtitles, markers, duration and a stats ticket", async () => {
    const movieId = idOf(`${FILM} AND m.user_level = 0 AND m.is_free = 0`);
    const grant = await apiFor(() => premiumToken).play(movieId);
    expect(grant.movie_id).toBe(movieId);
    expect(grant.streaming_links.ahls).toEqual(expect.any(String));
    expect(grant.duration).toBeGreaterThan(0);
    expect(grant.stats_ticket).toEqual(expect.any(String));
  });

  it("play: the server's gate as typed errors (401 guest on registered, 402 registered on paid, 403 unpublished)", async () => {
    const guest = apiFor(() => clientToken);
    await expect(
      guest.play(idOf(`${FILM} AND m.user_level = 1 AND m.is_free = 0`)),
    ).rejects.toMatchObject({ _tag: "ApiError", status: 401 });
    await expect(
      apiFor(() => registeredToken).play(idOf(`${FILM} AND m.user_level = 0 AND m.is_free = 0`)),
    ).rejects.toMatchObject({ status: 402 });
    await expect(
      apiFor(() => premiumToken).play(idOf("m.series_id IS NULL AND m.status = 'Draft'")),
    ).rejects.toMatchObject({ status: 403 });
    const free = await guest.play(idOf(`${FILM} AND m.user_level = 2`));
    expect(free.stats_ticket).toBeNull();
  });

  it("stats: a member's send is recorded and resumes; continue-watching lists it; a guest's is not kept", async () => {
    const api = apiFor(() => premiumToken);
    const movieId = idOf(`${FILM} AND m.user_level = 0 AND m.is_free = 0`);
    const { duration } = await api.play(movieId);
    const [first, second] = [Math.floor(duration / 4), Math.floor(duration / 2)];
    const receipt = await api.postStats({ ...payload(movieId, first), movie_duration: duration });
    expect(receipt).toMatchObject({
      current_position: first,
      visualization_id: expect.any(Number),
    });
    const again = await api.postStats({
      ...payload(movieId, second),
      movie_duration: duration,
      visualization_id: receipt!.visualization_id,
    });
    expect(again!.visualization_id).toBe(receipt!.visualization_id);
    expect((await api.play(movieId)).resume_position).toBe(second);
    const page = await api.continueWatching(1);
    expect(page.data.find((item) => item.movie_id === movieId)?.current_position).toBe(second);
    expect(page.meta.current_page).toBe(1);
    const history = await api.history(1);
    expect(history.data.some((item) => item.movie_id === movieId)).toBe(true);

    const guest = apiFor(() => clientToken);
    const freeId = idOf(`${FILM} AND m.user_level = 2`);
    expect(await guest.postStats(payload(freeId, 10))).toBeNull();
  });

  it("beacon: the stats ticket stands for the Authorization header, so a closing tab keeps its position", async () => {
    const api = apiFor(() => premiumToken);
    const movieId = idOf(`${FILM} AND m.user_level = 1 AND m.is_free = 0`);
    const grant = await api.play(movieId);
    const position = Math.floor(grant.duration / 3);
    expect(
      api.beaconStats(
        { ...payload(movieId, position), movie_duration: grant.duration },
        grant.stats_ticket!,
      ),
    ).toBe(true);
    expect(beacons.at(-1)!.url).toBe(`${server.url}/api/stats`);
    expect(beacons.at(-1)!.body).toContain("ticket=");
    await expect
      .poll(
        async () =>
          (await api.continueWatching(1)).data.find((i) => i.movie_id === movieId)
            ?.current_position,
      )
      .toBe(position);
  });

  it("deleteVisualization takes a film out of continue-watching; deleting it again is a 404", async () => {
    const api = apiFor(() => premiumToken);
    const movieId = idOf(`${FILM} AND m.user_level = 0 AND m.is_free = 0`);
    const { duration } = await api.play(movieId);
    await api.postStats({
      ...payload(movieId, Math.floor(duration / 2)),
      movie_duration: duration,
    });
    await api.deleteVisualization({ movieId });
    expect((await api.continueWatching(1)).data.some((i) => i.movie_id === movieId)).toBe(false);
    await expect(api.deleteVisualization({ movieId })).rejects.toMatchObject({ status: 404 });
  });

  it("no beacon where the browser has none", () => {
    const http = createHttpClient({
      apiBase: `${server.url}/api`,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      locale: () => "en",
      location: () => ({ country: null, usState: null }),
    });
    const api = createPlaybackApi(http, () => premiumToken, { apiBase: `${server.url}/api` });
    expect(api.beaconStats(payload(1, 1), "ticket")).toBe(false);
  });
});
