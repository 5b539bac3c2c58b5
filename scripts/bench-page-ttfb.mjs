#!/usr/bin/env node
// The page server's first byte for a film page (issue 24): an open-loop load at a fixed rate
// (requests start on schedule whether or not earlier ones have answered, so a slow server is
// not measured at a kinder rate), on loopback, for a bounded time; then the renders per
// second one process sustains, closed loop. Starts its own server (the built client in
// dist/, a fresh database) on BENCH_PORT. Prints JSON; exits 1 when the p99 budget is broken.
//
//   npx vite build && BENCH_PORT=9302 node scripts/bench-page-ttfb.mjs [--rate 100] [--seconds 20]
import { spawn } from "node:child_process";
import { Agent, request } from "node:http";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    rate: { type: "string", default: "100" },
    seconds: { type: "string", default: "20" },
    capacitySeconds: { type: "string", default: "5" },
  },
});
const RATE = Number(values.rate);
const SECONDS = Math.min(Number(values.seconds), 120);
const CAPACITY_SECONDS = Math.min(Number(values.capacitySeconds), 60);
const PORT = Number(process.env.BENCH_PORT ?? 8282);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Issue 24: p99 time to first byte of a film page at most 60 ms at 100 requests/s. */
const P99_BUDGET_MS = 60;

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** Time to the first byte of the answer, in ms; the body is read to the end. */
function firstByte(path) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request(
      `${ORIGIN}${path}`,
      { agent, headers: { "accept-encoding": "gzip, br", accept: "text/html" } },
      (res) => {
        const ttfb = performance.now() - start;
        if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
        res.on("data", () => {});
        res.on("end", () => resolve(ttfb));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const r = (x) => +x.toFixed(1);
  return { n: sorted.length, p50Ms: r(quantile(sorted, 0.5)), p99Ms: r(quantile(sorted, 0.99)) };
};

async function openLoop(paths) {
  const total = RATE * SECONDS;
  const times = [];
  const pending = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // Measured from when the request was due: a late start counts against the server.
    const late = Math.max(0, performance.now() - due);
    pending.push(firstByte(paths[i % paths.length]).then((t) => times.push(t + late)));
  }
  await Promise.all(pending);
  return summary(times);
}

async function capacity(paths) {
  let done = 0;
  const end = performance.now() + CAPACITY_SECONDS * 1000;
  const worker = async (offset) => {
    for (let i = offset; performance.now() < end; i++) {
      await firstByte(paths[i % paths.length]);
      done++;
    }
  };
  await Promise.all([0, 1, 2, 3].map(worker));
  return Math.round(done / CAPACITY_SECONDS);
}

async function up() {
  try {
    return (await fetch(`${ORIGIN}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function main() {
  if (await up()) throw new Error(`${ORIGIN} is already in use; stop what runs there`);
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      CINEMA_DB: `data/bench-ttfb-${PORT}.sqlite`,
      CINEMA_DB_RESET: "1",
      CINEMA_PUBLIC_URL: ORIGIN,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let i = 0; i < 300 && !(await up()); i++) await new Promise((r) => setTimeout(r, 200));
    const films = await (await fetch(`${ORIGIN}/api/movies?perPage=24`)).json();
    const paths = films.data.map((f) => `/movies/${f.slug}`);
    for (const path of paths) await firstByte(path); // warm: the template, the statements
    const load = await openLoop(paths);
    const rendersPerSecond = await capacity(paths);
    const result = {
      filmPage: { rate: RATE, seconds: SECONDS, ...load, budgetP99Ms: P99_BUDGET_MS },
      rendersPerSecondOneProcess: rendersPerSecond,
      loadAverage: loadavg().map((x) => +x.toFixed(2)),
    };
    console.log(JSON.stringify(result, null, 2));
    process.exitCode = load.p99Ms <= P99_BUDGET_MS ? 0 : 1;
  } finally {
    server.kill("SIGTERM");
    agent.destroy();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
