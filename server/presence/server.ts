/**
 * The embedded presence endpoint: the Pusher Channels protocol (version 7) over WebSocket at
 * `{path}/app/{key}`, enough for the unmodified pusher-js client and presence channels
 * (see README.md for the subset, the close codes and the liveness policy).
 */
import { randomInt } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type RawData, WebSocket, WebSocketServer } from "ws";
import { PRESENCE_ACTIVITY_TIMEOUT_MS } from "../../src/core/constants.ts";
import { PresenceChannels } from "./channels.ts";
import {
  CLIENT_EVENT_PREFIX,
  CLIENT_EVENT_RATE_LIMITED,
  CloseCode,
  decodeFrame,
  encodeFrame,
  errorFrame,
  type InboundFrame,
  PRESENCE_PREFIX,
  PROTOCOL_VERSION,
  readChannelData,
  readSubscribeData,
  verifyAuth,
} from "./protocol.ts";

export interface PresenceTimings {
  /** Advertised in the handshake (seconds): clients ping after this long without a frame. */
  readonly activityTimeoutS: number;
  /** Silence (no frame from the client) after which the server sends `pusher:ping`. */
  readonly idlePingMs: number;
  /** Time a client has to answer that ping (any frame) before it is dropped. */
  readonly pongTimeoutMs: number;
  /** How often connections are checked. */
  readonly sweepMs: number;
}

export interface PresenceLimits {
  readonly maxConnections: number;
  /** Frames above this are answered with an error and ignored. */
  readonly maxMessageBytes: number;
  /** Frames above this close the connection (1009, by the WebSocket layer). */
  readonly maxFrameBytes: number;
  readonly maxMembersPerChannel: number;
  /** Client events a connection may send per second (Pusher's default is 10). */
  readonly clientEventsPerSecond: number;
}

/**
 * Spec 001 §9's presence activity timeout (2000 ms) is advertised as 2 s; a healthy client
 * sends a frame at least every 2 s. The server pings after 3 s of silence and drops the
 * connection 3 s later: a member whose connection dies is gone within
 * idlePing + pongTimeout + 2 sweeps = 7 s, under the 10 s of issue 8.
 */
export const DEFAULT_TIMINGS: PresenceTimings = {
  activityTimeoutS: PRESENCE_ACTIVITY_TIMEOUT_MS / 1000,
  idlePingMs: 3_000,
  pongTimeoutMs: 3_000,
  sweepMs: 500,
};

export const DEFAULT_LIMITS: PresenceLimits = {
  maxConnections: 10_000,
  maxMessageBytes: 10 * 1024,
  maxFrameBytes: 64 * 1024,
  maxMembersPerChannel: 100,
  clientEventsPerSecond: 10,
};

export interface PresenceServerOptions {
  readonly key: string;
  readonly secret: string;
  /** The upgrade path prefix, e.g. `/presence` (connections go to `{path}/app/{key}`). */
  readonly path: string;
  readonly timings?: Partial<PresenceTimings>;
  readonly limits?: Partial<PresenceLimits>;
  /**
   * The origins a browser may open a socket from: the site's public origin and the allowed
   * cross-origin sites (read at each upgrade: the public origin may be known only once the
   * server listens). An upgrade whose Origin header is present and names another origin is
   * answered 403; one without Origin (a client that is not a browser) is accepted.
   */
  readonly allowedOrigins: () => readonly string[];
  /**
   * Which screen an upgrade comes from (the one-screen check of paid media: decision 0019);
   * none given: no screen is known.
   */
  readonly screenOf?: (request: IncomingMessage) => string;
  /** Monotonic milliseconds for liveness (default performance.now). */
  readonly monotonicNow?: () => number;
  readonly log?: (message: string, error?: unknown) => void;
}

export interface PresenceServer {
  /** Whether this endpoint serves the request's path (the upgrade is then handled). */
  handles(request: IncomingMessage): boolean;
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  stats(): { readonly connections: number; readonly channels: number; readonly members: number };
  /** How many members a channel has now (the one-screen check of media grants reads it). */
  memberCount(channel: string): number;
  /** The screens (`screenOf` of their upgrades) of the sockets subscribed to a channel. */
  memberScreens(channel: string): readonly string[];
  close(): Promise<void>;
}

interface Connection {
  readonly socketId: string;
  /** The screen the socket was opened from (`screenOf`), or null. */
  readonly screen: string | null;
  readonly ws: WebSocket;
  lastSeen: number;
  pingSentAt: number | null;
  readonly channels: Set<string>;
  eventWindowStart: number;
  eventsInWindow: number;
  closed: boolean;
}

const SUBSCRIPTION_ERROR = "pusher:subscription_error";
/** Socket errors that only mean the peer went away. */
const PEER_GONE = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED", "ETIMEDOUT"]);
/** How long a closing socket may take to answer the close frame before it is cut. */
const CLOSE_HANDSHAKE_MS = 1_000;

/** `scheme://host[:port]` of an http(s) or ws(s) URL, lower-cased as browsers send it; else null. */
const originOf = (text: string): string | null => {
  try {
    const url = new URL(text.trim());
    return /^(https?|wss?):$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * Whether an upgrade may go on, by its Origin header (cross-site WebSocket hijacking: a page
 * of another site would open a socket with the viewer's cookies). No Origin: not a browser,
 * accepted. `null` (an opaque origin), several values or anything else: refused.
 */
export const originAccepted = (
  header: string | readonly string[] | undefined,
  allowed: readonly string[],
): boolean => {
  if (header === undefined) return true;
  if (typeof header !== "string") return false;
  const origin = originOf(header);
  return origin !== null && allowed.some((entry) => originOf(entry) === origin);
};

/** Refuses an upgrade before the WebSocket handshake: 403, then the socket is closed. */
const refuseUpgrade = (socket: Duplex, status: 403, message: string) => {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.once("finish", () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} Forbidden\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
  );
};

export function createPresenceServer(options: PresenceServerOptions): PresenceServer {
  const timings = { ...DEFAULT_TIMINGS, ...options.timings };
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const now = options.monotonicNow ?? (() => performance.now());
  const log =
    options.log ?? ((message, error) => console.error(`[presence] ${message}`, error ?? ""));
  const base = options.path.replace(/\/+$/, "");
  const app = { key: options.key, secret: options.secret };
  const channels = new PresenceChannels<Connection>(limits.maxMembersPerChannel);
  const connections = new Set<Connection>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });
  let socketCounter = 0;
  const socketPrefix = randomInt(1, 1_000_000_000);

  const send = (conn: Connection, text: string) => {
    if (!conn.closed && conn.ws.readyState === WebSocket.OPEN) conn.ws.send(text);
  };
  const sendError = (conn: Connection, code: number | null, message: string) =>
    send(conn, errorFrame(code, message));
  const subscriptionError = (conn: Connection, channel: string, status: number, error: string) =>
    send(
      conn,
      encodeFrame({
        event: SUBSCRIPTION_ERROR,
        channel,
        data: { type: "AuthError", error, status },
      }),
    );

  const leave = (conn: Connection, channel: string) => {
    conn.channels.delete(channel);
    const { removed } = channels.leave(channel, conn);
    if (removed === null) return;
    const frame = encodeFrame({
      event: "pusher_internal:member_removed",
      channel,
      data: { user_id: removed },
    });
    for (const other of channels.others(channel, conn)) send(other, frame);
  };

  /** Ends a connection: its members leave at once, whatever the socket does next. */
  const drop = (conn: Connection, code: number, reason: string) => {
    if (conn.closed) return;
    for (const channel of [...conn.channels]) leave(conn, channel);
    conn.closed = true;
    connections.delete(conn);
    if (conn.ws.readyState !== WebSocket.OPEN) return;
    conn.ws.close(code, reason);
    // A dead peer never completes the closing handshake: do not wait for it.
    setTimeout(() => conn.ws.terminate(), CLOSE_HANDSHAKE_MS).unref();
  };

  const subscribe = (conn: Connection, data: unknown) => {
    const request = readSubscribeData(data);
    if (typeof request === "string") {
      const channel = (data as { channel?: unknown } | null)?.channel;
      if (typeof channel === "string" && channel.length <= 164) {
        subscriptionError(conn, channel, 400, request);
      } else sendError(conn, null, request);
      return;
    }
    const { channel, auth, channelData } = request;
    if (!channel.startsWith(PRESENCE_PREFIX)) {
      subscriptionError(conn, channel, 403, "Only presence channels are served here");
      return;
    }
    if (conn.channels.has(channel)) {
      sendError(conn, null, `Already subscribed to ${channel}`);
      return;
    }
    if (!verifyAuth(app, auth, conn.socketId, channel, channelData)) {
      subscriptionError(conn, channel, 401, "Invalid signature");
      return;
    }
    const member = readChannelData(channelData);
    if (typeof member === "string") {
      subscriptionError(conn, channel, 400, member);
      return;
    }
    if (!channels.hasRoomFor(channel, member.userId)) {
      subscriptionError(conn, channel, 403, "Too many members in this channel");
      return;
    }
    const { added, snapshot } = channels.join(channel, conn, member.userId, member.userInfo);
    conn.channels.add(channel);
    send(
      conn,
      encodeFrame({
        event: "pusher_internal:subscription_succeeded",
        channel,
        data: { presence: snapshot },
      }),
    );
    if (!added) return;
    const frame = encodeFrame({
      event: "pusher_internal:member_added",
      channel,
      data: { user_id: member.userId, user_info: member.userInfo },
    });
    for (const other of channels.others(channel, conn)) send(other, frame);
  };

  const clientEvent = (conn: Connection, frame: InboundFrame) => {
    const { channel } = frame;
    if (channel === null || !channels.has(channel, conn)) {
      sendError(conn, null, "Client events need a channel this connection subscribed to");
      return;
    }
    const at = now();
    if (at - conn.eventWindowStart >= 1_000) {
      conn.eventWindowStart = at;
      conn.eventsInWindow = 0;
    }
    conn.eventsInWindow += 1;
    if (conn.eventsInWindow > limits.clientEventsPerSecond) {
      sendError(conn, CLIENT_EVENT_RATE_LIMITED, "Client event rejected due to rate limit");
      return;
    }
    const userId = channels.userIdOf(channel, conn) ?? undefined;
    const out = encodeFrame({ event: frame.event, channel, data: frame.rawData, userId });
    for (const other of channels.others(channel, conn)) send(other, out);
  };

  const onFrame = (conn: Connection, frame: InboundFrame) => {
    switch (frame.event) {
      case "pusher:ping":
        send(conn, encodeFrame({ event: "pusher:pong", data: {} }));
        return;
      case "pusher:pong":
        return;
      case "pusher:subscribe":
        subscribe(conn, frame.data);
        return;
      case "pusher:unsubscribe": {
        const channel = (frame.data as { channel?: unknown } | null)?.channel;
        if (typeof channel === "string" && conn.channels.has(channel)) leave(conn, channel);
        else sendError(conn, null, "Not subscribed to that channel");
        return;
      }
      default:
        if (frame.event.startsWith(CLIENT_EVENT_PREFIX)) clientEvent(conn, frame);
        else sendError(conn, null, `Unsupported event: ${frame.event.slice(0, 64)}`);
    }
  };

  const onMessage = (conn: Connection, raw: RawData, isBinary: boolean) => {
    if (conn.closed) return;
    conn.lastSeen = now();
    conn.pingSentAt = null;
    const size = Array.isArray(raw)
      ? raw.reduce((n, b) => n + b.length, 0)
      : raw instanceof ArrayBuffer
        ? raw.byteLength
        : raw.length;
    if (isBinary) {
      sendError(conn, null, "Binary frames are not accepted");
      return;
    }
    if (size > limits.maxMessageBytes) {
      sendError(conn, null, `Message too large: at most ${limits.maxMessageBytes} bytes`);
      return;
    }
    const decoded = decodeFrame(raw.toString());
    if (!decoded.ok) {
      sendError(conn, null, decoded.message);
      return;
    }
    onFrame(conn, decoded.frame);
  };

  const accept = (ws: WebSocket, url: URL, screen: string | null) => {
    const conn: Connection = {
      socketId: `${socketPrefix}.${++socketCounter}`,
      screen,
      ws,
      lastSeen: now(),
      pingSentAt: null,
      channels: new Set(),
      eventWindowStart: 0,
      eventsInWindow: 0,
      closed: false,
    };
    ws.on("error", (error: Error & { code?: string }) => {
      // Protocol violations (oversize or invalid frames) close the socket: the peer's fault.
      if (!error.code?.startsWith("WS_ERR_")) log(`socket ${conn.socketId} error`, error);
    });
    ws.on("close", () => drop(conn, 1000, ""));
    const refuse = (code: number, message: string) => {
      ws.send(errorFrame(code, message));
      ws.close(code, message);
      conn.closed = true;
      setTimeout(() => ws.terminate(), CLOSE_HANDSHAKE_MS).unref();
    };
    const key = url.pathname.slice(`${base}/app/`.length);
    const protocol = url.searchParams.get("protocol");
    if (!url.pathname.startsWith(`${base}/app/`) || key.includes("/")) {
      return refuse(CloseCode.pathNotFound, "Path not found");
    }
    if (key !== app.key) return refuse(CloseCode.appNotFound, "Application does not exist");
    if (protocol === null) return refuse(CloseCode.noProtocol, "No protocol version supplied");
    if (protocol !== String(PROTOCOL_VERSION)) {
      return refuse(CloseCode.unsupportedProtocol, "Unsupported protocol version");
    }
    if (connections.size >= limits.maxConnections) {
      return refuse(CloseCode.overCapacity, "Over capacity");
    }
    connections.add(conn);
    ws.on("message", (raw, isBinary) => {
      try {
        onMessage(conn, raw, isBinary);
      } catch (error) {
        log(`frame from ${conn.socketId} failed`, error);
        sendError(conn, null, "The frame could not be handled");
      }
    });
    send(
      conn,
      encodeFrame({
        event: "pusher:connection_established",
        data: { socket_id: conn.socketId, activity_timeout: timings.activityTimeoutS },
      }),
    );
  };

  const sweep = setInterval(() => {
    const at = now();
    for (const conn of connections) {
      if (conn.pingSentAt !== null) {
        if (at - conn.pingSentAt >= timings.pongTimeoutMs) {
          drop(conn, CloseCode.pongNotReceived, "Pong reply not received");
        }
      } else if (at - conn.lastSeen >= timings.idlePingMs) {
        conn.pingSentAt = at;
        send(conn, encodeFrame({ event: "pusher:ping", data: {} }));
      }
    }
  }, timings.sweepMs);
  sweep.unref();

  const pathOf = (request: IncomingMessage): string | null => {
    try {
      return new URL(request.url ?? "/", "http://presence.invalid").pathname;
    } catch {
      return null;
    }
  };

  return {
    handles(request) {
      const path = pathOf(request);
      return path !== null && (path === base || path.startsWith(`${base}/`));
    },
    handleUpgrade(request, socket, head) {
      socket.on("error", (error: Error & { code?: string }) => {
        if (!PEER_GONE.has(error.code ?? "")) log("upgrade socket error", error);
      });
      let url: URL;
      try {
        url = new URL(request.url ?? "/", "http://presence.invalid");
      } catch {
        socket.destroy();
        return;
      }
      if (!originAccepted(request.headers.origin, options.allowedOrigins())) {
        refuseUpgrade(socket, 403, "Origin not allowed");
        return;
      }
      const screen = options.screenOf?.(request) ?? null;
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws, url, screen));
    },
    stats() {
      return { connections: connections.size, ...channels.size };
    },
    memberCount: (channel) => channels.memberCount(channel),
    memberScreens: (channel) =>
      channels.socketsOf(channel).flatMap((conn) => (conn.screen === null ? [] : [conn.screen])),
    async close() {
      clearInterval(sweep);
      const open = [...connections].map((conn) => conn.ws);
      const closed = open.map(
        (ws) =>
          new Promise<void>((done) =>
            ws.readyState === WebSocket.CLOSED ? done() : ws.once("close", () => done()),
          ),
      );
      for (const conn of [...connections]) drop(conn, CloseCode.reconnectNow, "Server closing");
      // Upgraded sockets keep the HTTP server open: give them a moment, then cut them.
      await Promise.race([Promise.all(closed), new Promise((done) => setTimeout(done, 300))]);
      for (const ws of open) ws.terminate();
      await new Promise<void>((done) => wss.close(() => done()));
    },
  };
}
