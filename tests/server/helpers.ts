import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Result, Schema } from "effect";
import { expect } from "vitest";
import { type RunningServer, type StartOptions, startServer } from "../../server/app.ts";

export const CLIENT_ID = "cinema-web";
export const CLIENT_SECRET = "cinema-web-public-secret";
export const START = Date.parse("2025-03-01T12:00:00Z");

export interface TestServer extends RunningServer {
  readonly dir: string;
  readonly dbPath: string;
  readonly clock: { now: number };
  api(path: string, init?: RequestInit): Promise<Response>;
  /** POST a form (url-encoded) or, with `json`, a JSON body. */
  post(path: string, body: Record<string, string> | string, init?: RequestInit): Promise<Response>;
  postJson(path: string, body: unknown, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

/** Starts the reference server in-process on a free port with a fresh database. */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), "cinema-server-"));
  mkdirSync(join(dir, "dist"));
  const dbPath = options.dbPath ?? join(dir, "cinema.sqlite");
  const clock = { now: START };
  const server = await startServer({
    port: 0,
    dbPath,
    resetDb: true,
    clientDir: join(dir, "dist"),
    now: () => clock.now,
    ...options,
  });
  const api = (path: string, init?: RequestInit) => fetch(`${server.url}/api${path}`, init);
  return {
    ...server,
    dir,
    dbPath,
    clock,
    api,
    post: (path, body, init = {}) =>
      api(path, {
        method: "POST",
        ...init,
        headers: { "content-type": "application/x-www-form-urlencoded", ...init.headers },
        body: typeof body === "string" ? body : new URLSearchParams(body).toString(),
      }),
    postJson: (path, body, init = {}) =>
      api(path, {
        method: "POST",
        ...init,
        headers: { "content-type": "application/json", ...init.headers },
        body: JSON.stringify(body),
      }),
    stop: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Asserts that `body` decodes through the client's wire schema, and returns it decoded. */
export function decodes<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  body: unknown,
): S["Type"] {
  const result = Schema.decodeUnknownResult(schema)(body, {
    errors: "all",
    onExcessProperty: "error",
  });
  if (Result.isFailure(result)) {
    expect.fail(
      `does not decode: ${result.failure.message}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
  return result.success;
}

export async function json(res: Response): Promise<unknown> {
  return res.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Logs in a demo (or other) account and returns its access token. */
export async function login(server: TestServer, username: string, password = "cinema-demo") {
  const res = await server.post("/login", {
    client_id: CLIENT_ID,
    grant_type: "password",
    username,
    password,
    scope: "",
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}
