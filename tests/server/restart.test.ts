import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../../server/app.ts";
import { CLIENT_ID } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "cinema-restart-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("restart", () => {
  it("keeps the data of the first run (no re-seed, no reset)", async () => {
    const dbPath = join(dir, "nested", "cinema.sqlite");
    const first = await startServer({ port: 0, dbPath, resetDb: true, clientDir: dir });
    const signUp = await fetch(`${first.url}/api/sign-up`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "kept@cinema.test", password: "kept-pass" }),
    });
    expect(signUp.status).toBe(201);
    const login = await fetch(`${first.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_id: CLIENT_ID,
        grant_type: "password",
        username: "kept@cinema.test",
        password: "kept-pass",
      }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const before = await (await fetch(`${first.url}/api/movies?perPage=5`)).text();
    await first.close();

    const second = await startServer({ port: 0, dbPath, clientDir: dir });
    try {
      expect(await (await fetch(`${second.url}/api/movies?perPage=5`)).text()).toBe(before);
      const me = await fetch(`${second.url}/api/me`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { data: { email: string } }).data.email).toBe(
        "kept@cinema.test",
      );
    } finally {
      await second.close();
    }

    const third = await startServer({ port: 0, dbPath, resetDb: true, clientDir: dir });
    try {
      const me = await fetch(`${third.url}/api/me`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(me.status).toBe(401);
    } finally {
      await third.close();
    }
  });
});
