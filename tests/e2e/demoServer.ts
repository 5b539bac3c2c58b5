/**
 * A second demo server for the journeys that need a setting the seed does not have (the
 * live-TV minimum at Registered: docs/decisions/0080). Started by the journey that needs it,
 * like playwright.config.ts starts the first: `server/main.ts` on a throw-away database, one
 * process, on `E2E_SECOND_PORT` (default: the first server's port plus one).
 */
import { type ChildProcess, spawn } from "node:child_process";

const READY_TIMEOUT_MS = 60_000;

export interface DemoServer {
  readonly baseURL: string;
  readonly stop: () => Promise<void>;
}

const port = () => Number(process.env.E2E_SECOND_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1);

/** Where the second server answers (a journey's `baseURL`). */
export const demoServerURL = (): string => `http://127.0.0.1:${port()}`;

/** Starts the app with `env` over the first server's, and waits until it answers. */
export async function startDemoServer(env: Record<string, string>): Promise<DemoServer> {
  const baseURL = demoServerURL();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port()),
      HOST: "127.0.0.1",
      CINEMA_DB: `data/e2e-${port()}.sqlite`,
      CINEMA_DB_RESET: "1",
      CINEMA_PAGE_WORKERS: "0",
      CINEMA_PASSWORD_COST_LOG2N: "14",
      CINEMA_CLIENT_DIR: process.env.CINEMA_CLIENT_DIR ?? "dist",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo server stopped: ${stderr}`);
    const ok = await fetch(`${baseURL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the demo server did not answer at ${baseURL} within ${READY_TIMEOUT_MS} ms`);
}
