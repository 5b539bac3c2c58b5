/**
 * Issue 23: the two modes. Production (NODE_ENV=production) refuses to start without its real
 * services and mounts no demo helper; the demo says so first and shows its outbox to this
 * machine only; no presence secret is a constant.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { demoSettingOverrides } from "../../server/config/mode.ts";
import { isLoopbackAddress } from "../../server/http/loopback.ts";
import { presenceConfigFromEnv } from "../../server/presence/config.ts";
import { startTestServer } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "cinema-modes-"));
writeFileSync(
  join(dir, "index.html"),
  `<!doctype html><html><head><meta name="cinema-config" content="{}"></head><body></body></html>`,
);
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

const CONFIGURED = {
  CINEMA_SMTP_URL: "smtp://mailer:secret@127.0.0.1:2525",
  CINEMA_PAYMENT_PROVIDER_URL: "https://pay.provider.example/checkout",
  CINEMA_PAYMENT_PROVIDER_SECRET: "provider-shared-secret",
  CINEMA_PUSHER_SECRET: "a-presence-secret-from-the-vault",
};

/** The server CLI with `env` over a clean copy of ours (no CINEMA_* leaks in). */
function startCli(env: Record<string, string>) {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("CINEMA_")),
  );
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...base,
      PORT: "0",
      HOST: "127.0.0.1",
      CINEMA_DB: join(dir, `${children.length}.sqlite`),
      CINEMA_DB_RESET: "1",
      CINEMA_CLIENT_DIR: dir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const running = new Promise<string>((resolve, reject) => {
    const check = () => {
      const url = /Cinema is running at (http:\/\/\S+)\n/.exec(stdout)?.[1];
      if (url) resolve(url);
    };
    child.stdout?.on("data", check);
    exited.then((code) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  running.catch(() => {});
  return { child, exited, running, out: () => stdout, err: () => stderr };
}

describe("production mode", () => {
  it("refuses to start without configuration: exits non-zero, one line naming every missing setting", async () => {
    const cli = startCli({ NODE_ENV: "production" });
    expect(await cli.exited).not.toBe(0);
    const lines = cli.err().trim().split("\n");
    expect(lines).toHaveLength(1);
    for (const name of [
      "CINEMA_SMTP_URL",
      "CINEMA_PAYMENT_PROVIDER_URL",
      "CINEMA_PAYMENT_PROVIDER_SECRET",
      "CINEMA_PUSHER_SECRET",
    ]) {
      expect(lines[0]).toContain(name);
    }
    expect(cli.out()).not.toContain("Cinema is running");
  }, 30_000);

  it("names only what is missing", async () => {
    const { CINEMA_PUSHER_SECRET: _omitted, ...rest } = CONFIGURED;
    const cli = startCli({ NODE_ENV: "production", ...rest });
    expect(await cli.exited).not.toBe(0);
    expect(cli.err().trim()).toMatch(/CINEMA_PUSHER_SECRET/);
    expect(cli.err()).not.toMatch(/CINEMA_SMTP_URL|CINEMA_PAYMENT_PROVIDER_URL/);
  }, 30_000);

  it("configured: starts, and the outbox and the test payment provider do not exist (404)", async () => {
    // The demo's journey setting is given too: production never reads it.
    const cli = startCli({
      NODE_ENV: "production",
      ...CONFIGURED,
      CINEMA_DEMO_LIVE_TV_MINIMUM: "Registered",
    });
    const url = await cli.running;
    expect(cli.out()).not.toMatch(/demo/i);
    expect(await liveTvMinimumAt(url)).toBe("Subscribed");
    for (const path of [
      "/dev/outbox",
      "/dev/outbox?to=premium@cinema.test",
      "/payment-provider/checkout",
    ]) {
      expect((await fetch(`${url}${path}`)).status, path).toBe(404);
    }
    const post = await fetch(`${url}/payment-provider/checkout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "order=00000000-0000-4000-8000-000000000000&card_number=4242424242424242",
    });
    expect(post.status).toBe(404);
    // The page config carries no default presence secret (it never carries the secret at all).
    const page = await (await fetch(`${url}/`)).text();
    expect(page).not.toContain("cinema-presence-local-secret");
    expect(page).not.toContain(CONFIGURED.CINEMA_PUSHER_SECRET);
    cli.child.kill("SIGTERM");
    await cli.exited;
  }, 30_000);
});

/** The `live-tv-minimum-membership` a server answers at `/api/settings`. */
async function liveTvMinimumAt(url: string): Promise<unknown> {
  const { data } = (await (await fetch(`${url}/api/settings`)).json()) as {
    data: { key: string; value: unknown }[];
  };
  return data.find((setting) => setting.key === "live-tv-minimum-membership")?.value;
}

describe("demo mode", () => {
  it("answers the live-TV minimum of CINEMA_DEMO_LIVE_TV_MINIMUM, and says so; another value does not start", async () => {
    const cli = startCli({ NODE_ENV: "development", CINEMA_DEMO_LIVE_TV_MINIMUM: "Registered" });
    const url = await cli.running;
    expect(await liveTvMinimumAt(url)).toBe("Registered");
    expect(cli.out()).toContain("live-tv-minimum-membership answers Registered");
    cli.child.kill("SIGTERM");
    await cli.exited;
    const wrong = startCli({ NODE_ENV: "development", CINEMA_DEMO_LIVE_TV_MINIMUM: "Premium" });
    expect(await wrong.exited).not.toBe(0);
    expect(wrong.err().trim()).toBe(
      "CINEMA_DEMO_LIVE_TV_MINIMUM must be Registered or Subscribed, got Premium",
    );
  }, 30_000);

  it("never overrides a setting in production, whatever the environment or the options say", async () => {
    expect(
      demoSettingOverrides("production", { CINEMA_DEMO_LIVE_TV_MINIMUM: "Registered" }),
    ).toEqual([]);
    expect(demoSettingOverrides("demo", { CINEMA_DEMO_LIVE_TV_MINIMUM: "Registered" })).toEqual([
      { key: "live-tv-minimum-membership", value: "Registered" },
    ]);
    expect(demoSettingOverrides("demo", {})).toEqual([]);
  });

  it("says so in its first log line", async () => {
    const cli = startCli({ NODE_ENV: "development" });
    await cli.running;
    expect(cli.out().split("\n")[0]).toMatch(/^DEMO MODE/);
    cli.child.kill("SIGTERM");
    await cli.exited;
  }, 30_000);

  it("shows the outbox to loopback clients only (403 to another address, forwarded or not)", async () => {
    const server = await startTestServer({ host: "0.0.0.0", mode: "demo" });
    try {
      const local = `http://127.0.0.1:${server.port}`;
      expect((await fetch(`${local}/dev/outbox`)).status).toBe(200);
      // A proxy on this machine forwarding someone else: refused.
      const forwarded = await fetch(`${local}/dev/outbox`, {
        headers: { "x-forwarded-for": "203.0.113.9" },
      });
      expect(forwarded.status).toBe(403);
      expect(
        (await fetch(`${local}/dev/outbox`, { headers: { forwarded: "for=198.51.100.7" } })).status,
      ).toBe(403);
      // A visitor reaching this machine on its network address.
      const external = Object.values(networkInterfaces())
        .flat()
        .find((i) => i && i.family === "IPv4" && !i.internal)?.address;
      expect(external, "a non-loopback interface to call from").toBeDefined();
      const res = await fetch(`http://${external}:${server.port}/dev/outbox`);
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain("@cinema.test");
    } finally {
      await server.stop();
    }
  });

  it("behind a trusted proxy the outbox is still refused to forwarded visitors", async () => {
    const server = await startTestServer({ trustProxy: true, mode: "demo" });
    try {
      const res = await fetch(`${server.url}/dev/outbox`, {
        headers: { "x-forwarded-for": "127.0.0.1, 203.0.113.9" },
      });
      expect(res.status).toBe(403);
    } finally {
      await server.stop();
    }
  });

  it("tells loopback addresses from others", () => {
    for (const a of ["127.0.0.1", "127.1.2.3", "::1", "[::1]", "::ffff:127.0.0.1"]) {
      expect(isLoopbackAddress(a), a).toBe(true);
    }
    for (const a of ["192.0.2.2", "10.0.0.1", "::ffff:10.0.0.1", "fd00::2", "unknown", ""]) {
      expect(isLoopbackAddress(a), a).toBe(false);
    }
  });
});

describe("presence secret", () => {
  it("is never a constant: unconfigured, it is random per process start", () => {
    const a = presenceConfigFromEnv({});
    const b = presenceConfigFromEnv({});
    expect(a.secret).not.toBe(b.secret);
    expect(a.secret).not.toBe("cinema-presence-local-secret");
    expect(a.secret.length).toBeGreaterThanOrEqual(32);
    expect(presenceConfigFromEnv({ CINEMA_PUSHER_SECRET: "s3cret" }).secret).toBe("s3cret");
  });
});
