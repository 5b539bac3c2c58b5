/**
 * Login latency on loopback (issue 23: scrypt at OWASP's cost), bounded: starts the server on
 * BENCH_PORT (default 9202) with a throw-away database, signs up one account, then logs it in
 * LOGINS times one after another and LOGINS times CONCURRENCY at once, then LOGINS times one
 * after another through the page server's session endpoint (`/session/login`, decision 0035,
 * the way the browser logs in); prints p50, p99 and max in ms, and the 5xx count. Usage: BENCH_PORT=9202 node scripts/login-latency.mjs
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.BENCH_PORT ?? 9202);
const LOGINS = Number(process.env.LOGINS ?? 30);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const dir = mkdtempSync(join(tmpdir(), "cinema-login-latency-"));
const base = `http://127.0.0.1:${port}/api`;

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    CINEMA_DB: join(dir, "db.sqlite"),
    CINEMA_DB_RESET: "1",
    CINEMA_CLIENT_DIR: dir,
  },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve, reject) => {
  let seen = "";
  server.stdout.on("data", (chunk) => {
    seen += chunk;
    if (seen.includes("Cinema is running at")) resolve();
  });
  server.once("exit", (code) => reject(new Error(`server exited ${code}`)));
});

const form = (fields) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});
const email = "latency@cinema.test";
const password = "latency-password-1";
let fiveHundreds = 0;
try {
  const signUp = await fetch(`${base}/sign-up`, form({ email, password }));
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
  const login = async (url = `${base}/login`) => {
    const started = performance.now();
    const request = form({
      client_id: "cinema-web",
      grant_type: "password",
      username: email,
      password,
      scope: "",
    });
    request.headers["x-requested-with"] = "XMLHttpRequest";
    const res = await fetch(url, request);
    await res.arrayBuffer();
    if (res.status >= 500) fiveHundreds++;
    if (res.status !== 200) throw new Error(`login answered ${res.status}`);
    return performance.now() - started;
  };
  const stats = (times) => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
    return {
      n: sorted.length,
      p50: Math.round(at(0.5)),
      p99: Math.round(at(0.99)),
      max: Math.round(sorted.at(-1)),
    };
  };
  const sequential = [];
  for (let i = 0; i < LOGINS; i++) sequential.push(await login());
  const concurrent = [];
  for (let i = 0; i < LOGINS / CONCURRENCY; i++) {
    concurrent.push(...(await Promise.all(Array.from({ length: CONCURRENCY }, () => login()))));
  }
  const viaPageServer = [];
  for (let i = 0; i < LOGINS; i++) {
    viaPageServer.push(await login(`http://127.0.0.1:${port}/session/login`));
  }
  console.log(
    JSON.stringify({
      sequential: stats(sequential),
      [`concurrent${CONCURRENCY}`]: stats(concurrent),
      viaPageServer: stats(viaPageServer),
      fiveHundreds,
    }),
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dir, { recursive: true, force: true });
}
