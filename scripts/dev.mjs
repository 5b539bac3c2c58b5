#!/usr/bin/env node
// `npm run dev`: the reference server (API, presence, media) and Vite with hot reload,
// which proxies /api, /media and /presence to it.
import { spawn } from "node:child_process";

const apiPort = process.env.PORT ?? "8080";
const children = [
  spawn("npx", ["tsx", "watch", "server/main.ts"], {
    stdio: "inherit",
    // Absolute URLs (age verification's way back) point at Vite's origin, where the page is.
    env: {
      ...process.env,
      PORT: apiPort,
      // One process in development, which `tsx watch` restarts whole on a change (decision
      // 0056; set CINEMA_PAGE_WORKERS to try the page workers).
      CINEMA_PAGE_WORKERS: process.env.CINEMA_PAGE_WORKERS ?? "0",
      CINEMA_PUBLIC_URL: process.env.CINEMA_PUBLIC_URL ?? "http://localhost:5173",
    },
  }),
  spawn("npx", ["vite"], {
    stdio: "inherit",
    env: { ...process.env, CINEMA_SERVER_ORIGIN: `http://127.0.0.1:${apiPort}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
