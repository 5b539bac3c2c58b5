/**
 * The embedded presence endpoint against the unmodified pusher-js client (in Node) and raw
 * WebSocket clients: handshake, channel auth, presence membership and join order, member
 * removal on close and on silence, client events, and bad input answered with errors.
 */

import { connect } from "node:net";
import type { PresenceChannel } from "pusher-js";
import Pusher from "pusher-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { DEFAULT_PUSHER_KEY, presenceConfigFromEnv } from "../../server/presence/config.ts";
import { signatureFor } from "../../server/presence/protocol.ts";
import { DEFAULT_TIMINGS, type PresenceTimings } from "../../server/presence/server.ts";
import { presenceChannelFor } from "../../src/core/streamTakeover.ts";
import { bearer, login, START, startTestServer, type TestServer } from "./helpers.ts";

/**
 * The test oracle: the longest a silent connection keeps its member with these timings (a
 * ping after `idlePingMs` of silence, dropped `pongTimeoutMs` later, each seen within a sweep).
 */
const ghostRemovalBoundMs = (t: PresenceTimings): number =>
  t.idlePingMs + t.pongTimeoutMs + 2 * t.sweepMs;

const FAST = { idlePingMs: 300, pongTimeoutMs: 300, sweepMs: 50 };
/** The configured secret of these tests (no default exists: unset, it is random). */
const PRESENCE_SECRET = "presence-test-secret";
/** A site allowed to call the API cross-origin (CINEMA_ALLOWED_ORIGINS). */
const PARTNER_ORIGIN = "https://partner.example";

interface Frame {
  readonly event: string;
  readonly channel?: string;
  readonly data: unknown;
  readonly user_id?: string;
}

/** A raw protocol client: every frame it receives, parsed (`data` decoded from its string). */
class RawClient {
  readonly frames: Frame[] = [];
  readonly ws: WebSocket;
  closeCode: number | null = null;
  /** When false, the client stops answering the server's pings. */
  answersPings = true;
  private waiters: (() => void)[] = [];

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on("message", (raw) => {
      const parsed = JSON.parse(raw.toString()) as Frame;
      const data = typeof parsed.data === "string" ? JSON.parse(parsed.data) : parsed.data;
      const frame = { ...parsed, data };
      this.frames.push(frame);
      if (frame.event === "pusher:ping" && this.answersPings)
        this.send({ event: "pusher:pong", data: {} });
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.ws.on("close", (code) => {
      this.closeCode = code;
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.ws.on("error", () => {});
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  /** The first frame received since index `from` that matches, waiting for it. */
  async next(match: (f: Frame) => boolean, from = 0, timeoutMs = 3_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no matching frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((wake) => {
        this.waiters.push(wake);
        setTimeout(wake, 50);
      });
    }
  }

  async closed(timeoutMs = 3_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.closeCode === null) {
      if (Date.now() > deadline) throw new Error("not closed");
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.closeCode;
  }

  async socketId(): Promise<string> {
    const frame = await this.next((f) => f.event === "pusher:connection_established");
    return (frame.data as { socket_id: string }).socket_id;
  }

  close() {
    this.ws.terminate();
  }
}

const isEvent = (event: string) => (f: Frame) => f.event === event;

let server: TestServer;
let premiumToken: string;
let trialToken: string;
let premiumId: number;
let trialId: number;
const openClients: { disconnect(): void }[] = [];

const wsUrl = (
  path = `/presence/app/${DEFAULT_PUSHER_KEY}?protocol=7&client=js&version=8.6.0&flash=false`,
) => `ws://127.0.0.1:${server.port}${path}`;

const raw = (path?: string) => {
  const client = new RawClient(wsUrl(path));
  openClients.push({ disconnect: () => client.close() });
  return client;
};

const accountId = async (token: string) => {
  const res = await server.api("/me", { headers: bearer(token) });
  return ((await res.json()) as { data: { id: number } }).data.id;
};

/** Auth through the endpoint, as pusher-js does it. */
const authorize = (token: string | null, fields: Record<string, string>) =>
  server.post("/presence/auth", fields, { headers: token ? bearer(token) : {} });

/** A raw client subscribed to its account channel as `deviceId`. */
async function rawMember(token: string, account: number, deviceId: string) {
  const client = raw();
  const socketId = await client.socketId();
  const channel = presenceChannelFor(account);
  const res = await authorize(token, {
    socket_id: socketId,
    channel_name: channel,
    device_id: deviceId,
  });
  expect(res.status).toBe(200);
  const { auth, channel_data } = (await res.json()) as { auth: string; channel_data: string };
  const from = client.frames.length;
  client.send({ event: "pusher:subscribe", data: { channel, auth, channel_data } });
  await client.next(isEvent("pusher_internal:subscription_succeeded"), from);
  return { client, channel };
}

/** pusher-js, configured as the adapter configures it, subscribed to the account channel. */
function pusherClient(token: string, deviceId: string) {
  const pusher = new Pusher(DEFAULT_PUSHER_KEY, {
    cluster: "",
    wsHost: "127.0.0.1",
    wsPort: server.port,
    wsPath: "/presence",
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    activityTimeout: 2_000,
    channelAuthorization: {
      endpoint: `${server.url}/api/presence/auth`,
      transport: "ajax",
      headers: { Authorization: `Bearer ${token}` },
      params: { device_id: deviceId },
    },
  });
  openClients.push(pusher);
  return pusher;
}

const subscribed = (channel: PresenceChannel) =>
  new Promise<PresenceChannel>((resolve, reject) => {
    channel.bind("pusher:subscription_succeeded", () => resolve(channel));
    channel.bind("pusher:subscription_error", (error: unknown) => reject(error));
  });

const memberIds = (channel: PresenceChannel) => {
  const ids: { id: string; info: { joined_at: number; seq: number } }[] = [];
  channel.members.each((m: { id: string; info: { joined_at: number; seq: number } }) =>
    ids.push(m),
  );
  return ids.sort((a, b) => a.info.seq - b.info.seq).map((m) => m.id);
};

const until = async (check: () => boolean, timeoutMs = 3_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not reached");
    await new Promise((r) => setTimeout(r, 10));
  }
};

beforeAll(async () => {
  server = await startTestServer({
    presenceTimings: FAST,
    allowedOrigins: [PARTNER_ORIGIN],
    presence: presenceConfigFromEnv({ CINEMA_PUSHER_SECRET: PRESENCE_SECRET }),
  });
  premiumToken = await login(server, "premium@cinema.test");
  trialToken = await login(server, "trial@cinema.test");
  premiumId = await accountId(premiumToken);
  trialId = await accountId(trialToken);
});

afterAll(async () => {
  for (const client of openClients) client.disconnect();
  await server.stop();
});

describe("handshake", () => {
  it("answers pusher-js's connection with connection_established, a socket id and the activity timeout of spec 001 §9", async () => {
    const client = raw();
    const frame = await client.next(isEvent("pusher:connection_established"));
    expect(frame.data).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 2,
    });
    const pusher = pusherClient(premiumToken, "device-handshake");
    await until(() => pusher.connection.state === "connected");
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);
  });

  it("answers pusher:ping with pusher:pong", async () => {
    const client = raw();
    await client.socketId();
    const from = client.frames.length;
    client.send({ event: "pusher:ping", data: {} });
    await client.next(isEvent("pusher:pong"), from);
  });

  it.each([
    ["an unknown app key", "/presence/app/not-our-key?protocol=7", 4001],
    ["no protocol version", `/presence/app/${DEFAULT_PUSHER_KEY}`, 4008],
    ["another protocol version", `/presence/app/${DEFAULT_PUSHER_KEY}?protocol=5`, 4007],
    ["a path that is not an app", "/presence/elsewhere", 4005],
  ])("refuses %s with pusher:error and close code %i (no reconnect)", async (_name, path, code) => {
    const client = raw(path);
    const frame = await client.next(isEvent("pusher:error"));
    expect((frame.data as { code: number }).code).toBe(code);
    expect(await client.closed()).toBe(code);
  });
});

/**
 * How an upgrade with `origin` (none: a client that is not a browser) is answered: "open"
 * with the handshake frame, or the HTTP status that refused it.
 */
const upgradeWithOrigin = (origin: string | undefined) =>
  new Promise<"open" | number>((resolve, reject) => {
    const ws = new WebSocket(wsUrl(), origin === undefined ? {} : { origin });
    openClients.push({ disconnect: () => ws.terminate() });
    ws.on("message", (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      if (frame.event === "pusher:connection_established") resolve("open");
      ws.close();
    });
    ws.on("unexpected-response", (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.on("error", reject);
  });

describe("the upgrade's Origin (a page of another site must not open presence sockets)", () => {
  it("refuses a foreign Origin with 403 and closes the socket", async () => {
    expect(await upgradeWithOrigin("https://evil.example")).toBe(403);
    // Same host, another port or scheme, is another origin; so is an opaque one.
    expect(await upgradeWithOrigin(`http://127.0.0.1:${server.port + 1}`)).toBe(403);
    expect(await upgradeWithOrigin(`https://127.0.0.1:${server.port}`)).toBe(403);
    expect(await upgradeWithOrigin("null")).toBe(403);
  });

  it("accepts the site's own origin and the allowed origins", async () => {
    expect(await upgradeWithOrigin(server.url)).toBe("open");
    expect(await upgradeWithOrigin(PARTNER_ORIGIN)).toBe("open");
  });

  it("accepts a client without Origin (pusher-js in Node, the load check)", async () => {
    expect(await upgradeWithOrigin(undefined)).toBe("open");
  });

  it("answers a refused upgrade with an HTTP 403 and the socket closed, and keeps serving", async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, "127.0.0.1", () =>
        socket.write(
          `GET /presence/app/${DEFAULT_PUSHER_KEY}?protocol=7 HTTP/1.1\r\n` +
            `Host: 127.0.0.1:${server.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n" +
            "Origin: https://evil.example\r\n\r\n",
        ),
      );
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk.toString();
      });
      // The server closes the socket after its answer.
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer).not.toContain("101 Switching Protocols");
    expect(await upgradeWithOrigin(undefined)).toBe("open");
    expect((await server.api("/health")).status).toBe(200);
  });
});

describe("channel auth (POST /api/presence/auth)", () => {
  const fields = (overrides: Record<string, string> = {}) => ({
    socket_id: "123.456",
    channel_name: presenceChannelFor(premiumId),
    device_id: "device-auth-1",
    ...overrides,
  });

  it("signs the viewer's own channel as Pusher signs it, with the server's join stamp in user_info", async () => {
    const res = await authorize(premiumToken, fields());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { auth: string; channel_data: string };
    const channelData = JSON.parse(body.channel_data);
    expect(channelData).toEqual({
      user_id: "device-auth-1",
      user_info: { joined_at: START, seq: expect.any(Number) },
    });
    const signature = signatureFor(PRESENCE_SECRET, [
      "123.456",
      fields().channel_name,
      body.channel_data,
    ]);
    expect(body.auth).toBe(`${DEFAULT_PUSHER_KEY}:${signature}`);
  });

  it("keeps a playback's stamp when it authorizes again (a reconnect keeps its place), and stamps a new playback later", async () => {
    const first = JSON.parse(
      ((await (await authorize(premiumToken, fields())).json()) as { channel_data: string })
        .channel_data,
    );
    const again = JSON.parse(
      (
        (await (await authorize(premiumToken, fields({ socket_id: "9.9" }))).json()) as {
          channel_data: string;
        }
      ).channel_data,
    );
    const other = JSON.parse(
      (
        (await (await authorize(premiumToken, fields({ device_id: "device-auth-2" }))).json()) as {
          channel_data: string;
        }
      ).channel_data,
    );
    expect(again.user_info).toEqual(first.user_info);
    expect(other.user_info.seq).toBeGreaterThan(first.user_info.seq);
  });

  it("refuses a viewer without a user token (401) and a channel of another account (403)", async () => {
    expect((await authorize(null, fields())).status).toBe(401);
    expect((await authorize(trialToken, fields())).status).toBe(403);
    expect(
      (await authorize(premiumToken, fields({ channel_name: presenceChannelFor(trialId) }))).status,
    ).toBe(403);
  });

  it.each([
    ["a malformed socket id", { socket_id: "abc" }],
    ["a malformed channel name", { channel_name: "presence stream" }],
    ["a malformed device id", { device_id: "x" }],
  ])("answers 422 to %s", async (_name, override) => {
    const res = await authorize(premiumToken, fields(override));
    expect(res.status).toBe(422);
  });
});

describe("presence membership with pusher-js", () => {
  it("lists members in join order; the first learns of the second through member_added", async () => {
    const channelName = presenceChannelFor(premiumId);
    const first = pusherClient(premiumToken, "device-order-1");
    const firstChannel = await subscribed(first.subscribe(channelName) as PresenceChannel);
    expect(firstChannel.members.me.id).toBe("device-order-1");
    const added: string[] = [];
    firstChannel.bind("pusher:member_added", (m: { id: string }) => added.push(m.id));

    const second = pusherClient(premiumToken, "device-order-2");
    const secondChannel = await subscribed(second.subscribe(channelName) as PresenceChannel);
    expect(memberIds(secondChannel)).toEqual(["device-order-1", "device-order-2"]);
    expect(secondChannel.members.get("device-order-1").info.joined_at).toBe(START);
    await until(() => added.includes("device-order-2"));
    expect(memberIds(firstChannel)).toEqual(["device-order-1", "device-order-2"]);

    const removed: string[] = [];
    firstChannel.bind("pusher:member_removed", (m: { id: string }) => removed.push(m.id));
    second.disconnect();
    await until(() => removed.includes("device-order-2"));
    expect(memberIds(firstChannel)).toEqual(["device-order-1"]);
    first.disconnect();
  });

  it("refuses a subscription to another account's channel (pusher:subscription_error with the 403)", async () => {
    const pusher = pusherClient(premiumToken, "device-refused");
    const error = await subscribed(
      pusher.subscribe(presenceChannelFor(trialId)) as PresenceChannel,
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 403 });
    pusher.disconnect();
  });

  it("relays client events to the other members with the sender's user_id, not back to the sender", async () => {
    const channelName = presenceChannelFor(premiumId);
    const a = pusherClient(premiumToken, "device-events-a");
    const b = pusherClient(premiumToken, "device-events-b");
    const channelA = await subscribed(a.subscribe(channelName) as PresenceChannel);
    const channelB = await subscribed(b.subscribe(channelName) as PresenceChannel);
    const atB: { data: unknown; userId: string | undefined }[] = [];
    const atA: unknown[] = [];
    channelB.bind("client-takeover", (data: unknown, meta: { user_id?: string }) =>
      atB.push({ data, userId: meta?.user_id }),
    );
    channelA.bind("client-takeover", (data: unknown) => atA.push(data));
    await until(() => memberIds(channelA).includes("device-events-b"));
    expect(channelA.trigger("client-takeover", { at: 1234 })).toBe(true);
    await until(() => atB.length === 1);
    expect(atB[0]).toEqual({ data: { at: 1234 }, userId: "device-events-a" });
    expect(atA).toEqual([]);
    a.disconnect();
    b.disconnect();
  });
});

describe("presence membership with raw clients", () => {
  it("counts two sockets with one user_id as one member, removed when the last one leaves", async () => {
    const watcher = await rawMember(premiumToken, premiumId, "device-watch-1");
    const one = await rawMember(premiumToken, premiumId, "device-twice-1");
    const two = await rawMember(premiumToken, premiumId, "device-twice-1");
    const added = watcher.client.frames.filter(
      (f) =>
        f.event === "pusher_internal:member_added" &&
        (f.data as { user_id: string }).user_id === "device-twice-1",
    );
    expect(added).toHaveLength(1);
    const twoSucceeded = await two.client.next(isEvent("pusher_internal:subscription_succeeded"));
    expect((twoSucceeded.data as { presence: { count: number } }).presence.count).toBe(2);

    const from = watcher.client.frames.length;
    one.client.send({ event: "pusher:unsubscribe", data: { channel: one.channel } });
    await new Promise((r) => setTimeout(r, 100));
    expect(watcher.client.frames.slice(from).some(isEvent("pusher_internal:member_removed"))).toBe(
      false,
    );
    two.client.close();
    const removed = await watcher.client.next(isEvent("pusher_internal:member_removed"), from);
    expect(removed.data).toEqual({ user_id: "device-twice-1" });
    watcher.client.close();
    one.client.close();
  });

  it("drops a connection that stops answering pings and removes its member (short timings)", async () => {
    const watcher = await rawMember(premiumToken, premiumId, "device-watch-2");
    const silent = await rawMember(premiumToken, premiumId, "device-silent-1");
    const from = watcher.client.frames.length;
    silent.client.answersPings = false;
    const quietSince = Date.now();
    const removed = await watcher.client.next(
      (f) =>
        f.event === "pusher_internal:member_removed" &&
        (f.data as { user_id: string }).user_id === "device-silent-1",
      from,
      5_000,
    );
    expect(removed).toBeDefined();
    const elapsed = Date.now() - quietSince;
    expect(elapsed).toBeLessThanOrEqual(ghostRemovalBoundMs({ ...DEFAULT_TIMINGS, ...FAST }) + 300);
    expect(silent.client.frames.some(isEvent("pusher:ping"))).toBe(true);
    expect(await silent.client.closed()).toBe(4201);
    // The watcher answered the server's pings all along and is still a member.
    expect(watcher.client.closeCode).toBeNull();
    watcher.client.close();
  });
});

describe("bad input is answered with pusher:error, never a crash", () => {
  it.each([
    ["text that is not JSON", "hello"],
    ["JSON that is not an object", "[1,2]"],
    ["a frame without an event name", JSON.stringify({ data: {} })],
    ["an unknown pusher event", JSON.stringify({ event: "pusher:dance", data: {} })],
    ["an unknown event", JSON.stringify({ event: "whatever", data: {} })],
    [
      "a client event on a channel not subscribed",
      JSON.stringify({ event: "client-x", channel: "presence-a", data: {} }),
    ],
    [
      "a subscription with no auth",
      JSON.stringify({ event: "pusher:subscribe", data: { channel: "presence-a" } }),
    ],
    ["a frame over 10 KB", JSON.stringify({ event: "client-x", data: "x".repeat(11 * 1024) })],
  ])("%s", async (_name, frame) => {
    const client = raw();
    await client.socketId();
    const from = client.frames.length;
    client.send(frame);
    const answer = await client.next(
      (f) => f.event === "pusher:error" || f.event === "pusher:subscription_error",
      from,
    );
    expect(answer.data).toMatchObject({});
    // Still connected and served.
    client.send({ event: "pusher:ping", data: {} });
    await client.next(isEvent("pusher:pong"), from);
    client.close();
  });

  it("refuses a forged subscription signature", async () => {
    const client = raw();
    await client.socketId();
    const channel = presenceChannelFor(premiumId);
    const channelData = JSON.stringify({
      user_id: "forger-0001",
      user_info: { joined_at: 0, seq: 0 },
    });
    client.send({
      event: "pusher:subscribe",
      data: { channel, auth: `${DEFAULT_PUSHER_KEY}:${"0".repeat(64)}`, channel_data: channelData },
    });
    const answer = await client.next(isEvent("pusher:subscription_error"));
    expect(answer).toMatchObject({ channel, data: { status: 401 } });
    client.close();
  });

  it("closes a connection that sends a frame over 64 KB and keeps serving others", async () => {
    const client = raw();
    await client.socketId();
    client.send(JSON.stringify({ event: "client-x", data: "x".repeat(70 * 1024) }));
    expect(await client.closed()).toBe(1009);
    const next = raw();
    await next.socketId();
    expect((await server.api("/health")).status).toBe(200);
    next.close();
  });
});

describe("real timings", () => {
  it(`removes a silent member within 10 s with the default timings (bound ${ghostRemovalBoundMs(DEFAULT_TIMINGS)} ms)`, async () => {
    const real = await startTestServer();
    const realServer = server;
    server = real;
    try {
      const token = await login(real, "premium@cinema.test");
      const id = await accountId(token);
      const watcher = await rawMember(token, id, "device-real-watch");
      const silent = await rawMember(token, id, "device-real-silent");
      const from = watcher.client.frames.length;
      silent.client.answersPings = false;
      // The silent client also never pings by itself: its last frame was the subscription.
      const quietSince = Date.now();
      await watcher.client.next(isEvent("pusher_internal:member_removed"), from, 10_000);
      const elapsed = Date.now() - quietSince;
      expect(elapsed).toBeLessThan(10_000);
      expect(elapsed).toBeLessThanOrEqual(ghostRemovalBoundMs(DEFAULT_TIMINGS) + 300);
      // The watcher stayed (it answers the server's pings).
      expect(watcher.client.closeCode).toBeNull();
      watcher.client.close();
    } finally {
      server = realServer;
      await real.stop();
    }
  }, 15_000);
});
