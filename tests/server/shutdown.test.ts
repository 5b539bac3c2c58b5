import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer, get, type IncomingMessage } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startTestServer } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "cinema-shutdown-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** Resolves with the first match of `pattern` in the child's standard output. */
const waitForOutput = (child: ChildProcess, pattern: RegExp) =>
  new Promise<RegExpExecArray>((resolve, reject) => {
    let seen = "";
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = pattern.exec(seen);
      if (match) {
        child.stdout?.off("data", onData);
        resolve(match);
      }
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`exited ${code} before ${pattern}: ${seen}`)));
  });

/** An HTTP/1.1 request written by hand, so that its body can be held back. */
function rawRequest(port: number, head: string) {
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  const ended = new Promise<string>((resolve, reject) => {
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
  socket.write(head);
  return { socket, ended };
}

/** Reads a response slowly: a pause after every chunk. */
const readSlowly = (res: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      res.pause();
      setTimeout(() => res.resume(), 5);
    });
    res.once("end", () => resolve(Buffer.concat(chunks)));
    res.once("error", reject);
  });

describe("shutdown", () => {
  it("on SIGTERM stops accepting, finishes requests in flight, closes the DB, exits 0", async () => {
    const dbPath = join(dir, "cinema.sqlite");
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        CINEMA_DB: dbPath,
        CINEMA_DB_RESET: "1",
        CINEMA_CLIENT_DIR: dir,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push(child);
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const [, url = ""] = await waitForOutput(child, /Cinema is running at (http:\/\/\S+)\n/);
    const port = Number(new URL(url).port);
    expect(port).toBeGreaterThan(0);

    // 1. An upload in flight: headers and half the body sent, the handler waiting for the rest.
    const body = JSON.stringify({ email: "drain@cinema.test", password: "drain-pass-1" });
    const upload = rawRequest(
      port,
      `POST /api/sign-up HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 20)}`,
    );
    // 2. A download in flight, read slowly.
    const download = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`${url}/api/movies?perPage=50`, resolve).on("error", reject),
    );
    expect(download.statusCode).toBe(200);

    const stopping = waitForOutput(child, /SIGTERM: shutting down/);
    child.kill("SIGTERM");
    await stopping;
    const downloaded = readSlowly(download);

    // No new connection is accepted while the others finish.
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();

    upload.socket.write(body.slice(20));
    const answer = await upload.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toContain('"email":"drain@cinema.test"');

    const bytes = await downloaded;
    expect(bytes.length).toBe(Number(download.headers["content-length"]));
    expect((JSON.parse(bytes.toString()) as { data: unknown[] }).data).toHaveLength(50);

    expect(await exited).toBe(0);
    // Closed cleanly: the write-ahead log was checkpointed into the database and removed.
    expect(existsSync(`${dbPath}-wal`) && statSync(`${dbPath}-wal`).size > 0).toBe(false);
  }, 60_000);

  it("gives requests in flight a bounded time, then closes anyway", async () => {
    const server = await startTestServer();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const stuck = rawRequest(
        server.port,
        "POST /api/sign-up HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
      );
      await expect.poll(async () => (await server.api("/health")).status).toBe(200);
      const started = Date.now();
      await server.close(300);
      expect(Date.now() - started).toBeLessThan(2000);
      // The stuck request's connection was closed, and nobody logged it as a failure.
      await stuck.ended;
      expect(
        consoleError.mock.calls.filter((call) => String(call[0]).includes("unexpected")),
      ).toEqual([]);
    } finally {
      consoleError.mockRestore();
      rmSync(server.dir, { recursive: true, force: true });
    }
  });

  it("stops with a clear error and exit 1 when its page workers cannot take the port", async () => {
    const taken = createServer().listen(0, "127.0.0.1");
    await once(taken, "listening");
    const { port } = taken.address() as AddressInfo;
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        CINEMA_PAGE_WORKERS: "1",
        CINEMA_DB: join(dir, "port-taken.sqlite"),
        CINEMA_DB_RESET: "1",
        CINEMA_CLIENT_DIR: dir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const [code] = await once(child, "exit");
    taken.close();
    expect(code).toBe(1);
    expect(errors).toContain(`before listening on 127.0.0.1:${port}; is the port in use?`);
  }, 60_000);
});
