/**
 * Issue 23: the one-screen rule holds against a client that blocks presence. Two screens of
 * one premium account (two browsers: their user agents differ) stream a paid film; the second
 * hides from presence while the first is in it: the second's media is refused at its next
 * request (well within a minute). With presence down for both, both keep playing
 * (docs/decisions/0007, 0019).
 */
import Pusher from "pusher-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { DEMO_ACCOUNTS } from "../../server/db/demoAccounts.ts";
import { DEFAULT_PUSHER_KEY, presenceConfigFromEnv } from "../../server/presence/config.ts";
import { LIVE_STREAM_MS } from "../../server/security/screenSlots.ts";
import { presenceChannelFor } from "../../src/core/streamTakeover.ts";
import { rows } from "./accountHelpers.ts";
import { bearer, login, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
let token = "";
let accountId = 0;
let filmId = 0;
const clients: Pusher[] = [];

beforeAll(async () => {
  server = await startTestServer({
    presence: presenceConfigFromEnv({ CINEMA_PUSHER_SECRET: "one-screen-test-secret" }),
  });
  token = await login(server, DEMO_ACCOUNTS.premium);
  accountId = (
    (await (await server.api("/me", { headers: bearer(token) })).json()) as {
      data: { id: number };
    }
  ).data.id;
  filmId = Number(
    rows(
      server,
      "SELECT id FROM movies WHERE series_id IS NULL AND status = 'Published' AND user_level = 0 AND is_free = 0 ORDER BY id LIMIT 1",
    )[0]?.id,
  );
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await server.stop();
});

/** A screen: a browser (its user agent) that asks for the film's grant, then its media. */
async function screen(name: string) {
  const agent = { "user-agent": `Screen ${name}` };
  const res = await server.api(`/movies/${filmId}/play`, {
    headers: { ...bearer(token), ...agent },
  });
  expect(res.status).toBe(200);
  const master = ((await res.json()) as { data: { streaming_links: { ahls: string } } }).data
    .streaming_links.ahls;
  expect(master).toMatch(/^\/media\/s\//);
  const base = master.replace(/master\.m3u8$/, "");
  return {
    /** One player request: the master playlist and a segment, as video.js asks every few s. */
    async fetches() {
      const statuses: number[] = [];
      for (const path of [master, `${base}240p/index.m3u8`, `${base}240p/segment-001.mpegts`]) {
        const answer = await fetch(`${server.url}${path}`, { headers: agent });
        await answer.arrayBuffer();
        statuses.push(answer.status);
      }
      return statuses.every((s) => s === 200)
        ? "plays"
        : statuses.includes(403)
          ? "refused"
          : statuses.join();
    },
  };
}

/** A screen's presence membership, as the player's takeover joins it (pusher-js). */
async function joinPresence(deviceId: string) {
  const pusher = new Pusher(DEFAULT_PUSHER_KEY, {
    cluster: "",
    wsHost: "127.0.0.1",
    wsPort: server.port,
    wsPath: "/presence",
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${server.url}/api/presence/auth`,
      transport: "ajax",
      headers: { Authorization: `Bearer ${token}` },
      params: { device_id: deviceId },
    },
  });
  clients.push(pusher);
  const channel = pusher.subscribe(presenceChannelFor(accountId));
  await new Promise<void>((resolve, reject) => {
    channel.bind("pusher:subscription_succeeded", () => resolve());
    channel.bind("pusher:subscription_error", (error: unknown) => reject(error));
  });
  return pusher;
}

/**
 * A browser's presence membership, opened from its screen (its user agent on the socket's
 * upgrade, as a browser sends it): the Pusher protocol by hand.
 */
async function joinPresenceAs(name: string, deviceId: string) {
  const ws = new WebSocket(
    `ws://127.0.0.1:${server.port}/presence/app/${DEFAULT_PUSHER_KEY}?protocol=7&client=js&version=8.6.0`,
    { headers: { "user-agent": `Screen ${name}` } },
  );
  const frames: { event: string; data: unknown }[] = [];
  ws.on("message", (raw) => {
    const frame = JSON.parse(raw.toString()) as { event: string; data: unknown };
    frames.push({
      ...frame,
      data: typeof frame.data === "string" ? JSON.parse(frame.data) : frame.data,
    });
  });
  const next = async (event: string) => {
    for (let waited = 0; waited < 3_000; waited += 20) {
      const found = frames.find((f) => f.event === event);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${event}`);
  };
  const { socket_id } = (await next("pusher:connection_established")).data as {
    socket_id: string;
  };
  const channel = presenceChannelFor(accountId);
  const res = await server.post(
    "/presence/auth",
    { socket_id, channel_name: channel, device_id: deviceId },
    { headers: bearer(token) },
  );
  const { auth, channel_data } = (await res.json()) as { auth: string; channel_data: string };
  ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth, channel_data } }));
  await next("pusher_internal:subscription_succeeded");
  clients.push({ disconnect: () => ws.terminate() } as unknown as Pusher);
  return ws;
}

describe("one screen at a time, on the server", () => {
  it("with presence down for both screens, both keep playing", async () => {
    const a = await screen("A");
    const b = await screen("B");
    for (let round = 0; round < 3; round++) {
      expect(await a.fetches()).toBe("plays");
      expect(await b.fetches()).toBe("plays");
      server.clock.now += 5_000;
    }
    server.clock.now += LIVE_STREAM_MS + 1_000;
  });

  it("a second screen that blocks presence stops within a minute; the first plays on", async () => {
    const a = await screen("C");
    const presence = await joinPresence("screen-c");
    expect(await a.fetches()).toBe("plays");
    const b = await screen("D");
    // B never joins presence. Within a minute of player requests (every 5 s here), it stops.
    let stoppedAfterMs: number | null = null;
    for (let elapsed = 0; elapsed <= 60_000; elapsed += 5_000) {
      expect(await a.fetches()).toBe("plays");
      if ((await b.fetches()) === "refused") {
        stoppedAfterMs = elapsed;
        break;
      }
      server.clock.now += 5_000;
    }
    expect(stoppedAfterMs).not.toBeNull();
    expect(stoppedAfterMs!).toBeLessThanOrEqual(60_000);
    // A new grant does not help the hidden screen.
    const again = await screen("D");
    expect(await again.fetches()).toBe("refused");
    // The same browser asking a new grant (another film, a renewed URL) is the same screen.
    const renewed = await screen("C");
    expect(await renewed.fetches()).toBe("plays");
    // When the first screen stops, the slot is free.
    presence.disconnect();
    server.clock.now += LIVE_STREAM_MS + 1_000;
    expect(await b.fetches()).toBe("plays");
    server.clock.now += LIVE_STREAM_MS + 1_000;
  });

  it("a screen hiding from presence that started first loses the slot to the screen in presence", async () => {
    // Nobody in presence: the hidden screen plays (fail open).
    const hidden = await screen("E");
    expect(await hidden.fetches()).toBe("plays");
    server.clock.now += 5_000;
    // The owner's browser joins presence from its screen, then plays.
    const socket = await joinPresenceAs("F", "screen-f");
    const owner = await screen("F");
    expect(await owner.fetches()).toBe("plays");
    // The hidden screen's next requests are refused; the owner plays on.
    expect(await hidden.fetches()).toBe("refused");
    server.clock.now += 5_000;
    expect(await owner.fetches()).toBe("plays");
    expect(await hidden.fetches()).toBe("refused");
    socket.terminate();
  });
});
