#!/usr/bin/env node
/**
 * Load check of the embedded presence endpoint (issue 8): N concurrent presence connections
 * on loopback, held for a while with the pusher-js ping policy, then one member goes silent
 * (stops answering, keeps its TCP connection) and the time until the others see it removed
 * is measured. Starts its own reference server (free port, throwaway database) and stops by
 * itself. Prints JSON.
 *
 *   node scripts/presence-load.mjs                    # 1000 connections, 60 s
 *   CONNECTIONS=200 HOLD_S=10 node scripts/presence-load.mjs
 */
import { spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WebSocket } from "ws";

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 1000);
const HOLD_MS = Number(process.env.HOLD_S ?? 60) * 1000;
const MEMBERS_PER_CHANNEL = 4;
const CONNECT_BATCH = 100;
/** Generous bound on the whole run: it never hangs. */
const DEADLINE_MS = HOLD_MS + 120_000;
const KEY = process.env.CINEMA_PUSHER_KEY ?? "cinema-presence-key";
const SECRET = process.env.CINEMA_PUSHER_SECRET ?? "cinema-presence-local-secret";

const deadline = setTimeout(
  () => fail(new Error(`no result within ${DEADLINE_MS} ms`)),
  DEADLINE_MS,
);
let server = null;
const dbPath = join(tmpdir(), `cinema-presence-load-${process.pid}.sqlite`);

function fail(error) {
  console.error(error);
  server?.kill("SIGKILL");
  process.exit(1);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return +(kb / 1024).toFixed(1);
}

async function startServer() {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", CINEMA_DB: dbPath, CINEMA_DB_RESET: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  server = child;
  const url = await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code})`)));
  });
  child.stdout.resume();
  return { child, url, port: Number(new URL(url).port) };
}

const sign = (socketId, channel, channelData) =>
  `${KEY}:${createHmac("sha256", SECRET).update(`${socketId}:${channel}:${channelData}`).digest("hex")}`;

/**
 * One playback as pusher-js behaves: subscribes once connected, answers pusher:ping, and
 * pings after `activity_timeout` without a frame from the server.
 */
function member(port, index, stats) {
  const id = `load-${index}`;
  const channel = `presence-stream-user-${100_000 + Math.floor(index / MEMBERS_PER_CHANNEL)}`;
  const ws = new WebSocket(
    `ws://127.0.0.1:${port}/presence/app/${KEY}?protocol=7&client=js&version=8.6.0&flash=false`,
  );
  const m = {
    id,
    channel,
    ws,
    silent: false,
    subscribed: false,
    closedByUs: false,
    removedSeen: new Map(),
  };
  let activityMs = 120_000;
  let timer = null;
  const send = (frame) => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify(frame));
  const resetActivity = () => {
    clearTimeout(timer);
    if (m.silent) return;
    timer = setTimeout(() => send({ event: "pusher:ping", data: {} }), activityMs);
  };
  m.ready = new Promise((resolve, reject) => {
    ws.on("message", (raw) => {
      if (m.silent) return;
      const frame = JSON.parse(raw.toString());
      const data = typeof frame.data === "string" ? JSON.parse(frame.data) : frame.data;
      resetActivity();
      switch (frame.event) {
        case "pusher:connection_established": {
          activityMs = data.activity_timeout * 1000;
          const channelData = JSON.stringify({
            user_id: id,
            user_info: { joined_at: Date.now(), seq: index },
          });
          send({
            event: "pusher:subscribe",
            data: {
              channel,
              auth: sign(data.socket_id, channel, channelData),
              channel_data: channelData,
            },
          });
          break;
        }
        case "pusher_internal:subscription_succeeded":
          m.subscribed = true;
          resolve();
          break;
        case "pusher:ping":
          send({ event: "pusher:pong", data: {} });
          break;
        case "pusher_internal:member_removed":
          m.removedSeen.set(data.user_id, performance.now());
          break;
        case "pusher:error":
        case "pusher:subscription_error":
          stats.errors.push(data);
          break;
      }
    });
    ws.on("close", (code) => {
      clearTimeout(timer);
      if (!m.closedByUs && !m.silent) stats.wrongDrops.push({ id, code });
      reject(new Error(`${id} closed (${code}) before subscribing`));
    });
    ws.on("error", () => {});
  });
  m.ready.catch(() => {});
  m.goSilent = () => {
    m.silent = true;
    clearTimeout(timer);
  };
  m.close = () => {
    m.closedByUs = true;
    clearTimeout(timer);
    ws.terminate();
  };
  return m;
}

async function main() {
  const { child, port } = await startServer();
  await sleep(500);
  const rssIdle = rssMb(child.pid);
  const stats = { wrongDrops: [], errors: [] };
  const members = [];
  const connectStart = performance.now();
  for (let i = 0; i < CONNECTIONS; i += CONNECT_BATCH) {
    const batch = [];
    for (let j = i; j < Math.min(i + CONNECT_BATCH, CONNECTIONS); j++)
      batch.push(member(port, j, stats));
    members.push(...batch);
    await Promise.all(batch.map((m) => m.ready));
  }
  const connectMs = performance.now() - connectStart;
  const rssConnected = rssMb(child.pid);

  // Hold: every member keeps pinging; nobody may be dropped or removed.
  const holdStart = performance.now();
  let rssPeak = rssConnected;
  while (performance.now() - holdStart < HOLD_MS) {
    await sleep(1_000);
    rssPeak = Math.max(rssPeak, rssMb(child.pid));
  }
  const wrongRemovals = members.reduce((n, m) => n + m.removedSeen.size, 0);
  const rssAfterHold = rssMb(child.pid);

  // Ghost: one member goes silent; its channel mates time the removal.
  const ghost = members[0];
  const watcher = members[1];
  const silentAt = performance.now();
  ghost.goSilent();
  while (!watcher.removedSeen.has(ghost.id) && performance.now() - silentAt < 15_000)
    await sleep(20);
  const ghostRemovalMs = watcher.removedSeen.has(ghost.id)
    ? Math.round(watcher.removedSeen.get(ghost.id) - silentAt)
    : null;

  // A clean close for comparison.
  const leaver = members[2];
  const closedAt = performance.now();
  leaver.close();
  while (!watcher.removedSeen.has(leaver.id) && performance.now() - closedAt < 5_000)
    await sleep(5);
  const closeRemovalMs = watcher.removedSeen.has(leaver.id)
    ? Math.round(watcher.removedSeen.get(leaver.id) - closedAt)
    : null;

  const wrongDrops = stats.wrongDrops.filter((d) => d.id !== ghost.id);
  for (const m of members) m.close();
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  server = null;
  rmSync(dbPath, { force: true });
  rmSync(`${dbPath}-wal`, { force: true });
  rmSync(`${dbPath}-shm`, { force: true });
  clearTimeout(deadline);
  const result = {
    connections: CONNECTIONS,
    channels: Math.ceil(CONNECTIONS / MEMBERS_PER_CHANNEL),
    holdSeconds: HOLD_MS / 1000,
    connectMs: Math.round(connectMs),
    wrongDrops: wrongDrops.length,
    wrongRemovals,
    protocolErrors: stats.errors.length,
    serverRssMb: { idle: rssIdle, connected: rssConnected, afterHold: rssAfterHold, peak: rssPeak },
    ghostRemovalMs,
    closeRemovalMs,
    ok:
      wrongDrops.length === 0 &&
      wrongRemovals === 0 &&
      ghostRemovalMs !== null &&
      ghostRemovalMs <= 10_000,
  };
  console.log(JSON.stringify(result, null, 2));
  process.exit(result.ok ? 0 : 1);
}

main().catch(fail);
