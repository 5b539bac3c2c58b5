/**
 * Issue 23: sensitive account changes (e-mail, password, deletion) need the current password
 * and are refused to an impersonation session; the old address hears of an e-mail change and
 * can undo it.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { impersonationRepository } from "../../server/db/repositories/impersonation.ts";
import { ApiErrorBody } from "../../src/core/schema/common.ts";
import { latestLink, latestMail, rows } from "./accountHelpers.ts";
import { bearer, decodes, login, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mode: "demo" });
});
afterAll(() => server.stop());

const PASSWORD = "owner-password-1";
const signUpAndLogin = async (email: string) => {
  expect((await server.post("/sign-up", { email, password: PASSWORD })).status).toBe(201);
  return login(server, email, PASSWORD);
};
const emailOf = (id: string) =>
  rows(server, "SELECT email FROM users WHERE email = ? COLLATE NOCASE", id)[0]?.email;
const errorsOf = async (res: Response) => decodes(ApiErrorBody, await res.json()).errors ?? {};

describe("e-mail change", () => {
  it("without the current password is refused, and nothing changes", async () => {
    const token = await signUpAndLogin("victim@example.com");
    const missing = await server.post(
      "/me/update",
      { email: "attacker@example.com" },
      { headers: bearer(token) },
    );
    expect(missing.status).toBe(422);
    expect((await errorsOf(missing)).current_password).toEqual(["This field is required"]);
    const wrong = await server.post(
      "/me/update",
      { email: "attacker@example.com", current_password: "guess" },
      { headers: bearer(token) },
    );
    expect(wrong.status).toBe(422);
    expect((await errorsOf(wrong)).current_password).toEqual(["Current password is not correct."]);
    expect(emailOf("victim@example.com")).toBe("victim@example.com");
    expect(emailOf("attacker@example.com")).toBeUndefined();
    expect(latestMail(server, "victim@example.com")).toBeUndefined();
    // Other fields still change with the token alone (spec: the profile form).
    const name = await server.post("/me/update", { name: "Vic" }, { headers: bearer(token) });
    expect(name.status).toBe(200);
  });

  it("with it: the old address gets the notice, whose link undoes the change and ends every session", async () => {
    const token = await signUpAndLogin("owner@example.com");
    const res = await server.post(
      "/me/update",
      { email: "new.owner@example.com", current_password: PASSWORD },
      { headers: bearer(token) },
    );
    expect(res.status).toBe(200);
    expect(emailOf("new.owner@example.com")).toBe("new.owner@example.com");
    const notice = latestMail(server, "owner@example.com");
    expect(notice?.subject).toMatch(/e-mail address of your Cinema account was changed/);
    expect(notice?.text).toContain("new.owner@example.com");
    expect(notice?.text).not.toContain(PASSWORD);
    // The link opens the app's page (decision 0036), which only shows a button.
    const link = latestLink(server, "owner@example.com");
    expect(link.pathname).toMatch(/^\/email-change\/undo\/[A-Za-z0-9_-]+$/);
    // A link mailed before the app's page leads to it; following it changes nothing.
    const older = await fetch(`${server.url}/api${link.pathname}`, { redirect: "manual" });
    expect(older.status).toBe(302);
    expect(older.headers.get("location")).toBe(link.pathname);
    expect(emailOf("new.owner@example.com")).toBe("new.owner@example.com");

    // Whoever changed it asks a reset at the new address: the undo voids that link too.
    expect(
      (await server.post("/password/reset/create", { email: "new.owner@example.com" })).status,
    ).toBe(200);
    const reset = latestLink(server, "new.owner@example.com").pathname.split("/").at(-1)!;

    const undoToken = link.pathname.split("/").at(-1)!;
    const undo = await server.post("/email-change/undo", { token: undoToken });
    expect(undo.status).toBe(200);
    expect(emailOf("owner@example.com")).toBe("owner@example.com");
    expect(emailOf("new.owner@example.com")).toBeUndefined();
    expect((await server.api("/me", { headers: bearer(token) })).status).toBe(401);
    expect((await server.api(`/password/reset/find/${reset}`)).status).toBe(404);
    // Once only.
    expect((await server.post("/email-change/undo", { token: undoToken })).status).toBe(422);
    expect((await server.post("/email-change/undo", { token: "junk" })).status).toBe(422);
    // The owner logs in with the old address.
    await login(server, "owner@example.com", PASSWORD);
    // A used link: 422 with the text the page shows.
    const used = await server.post("/email-change/undo", { token: undoToken });
    expect(await used.json()).toMatchObject({
      message: "This link has expired or was already used.",
    });
    // Malformed input is refused, never a 500.
    for (const body of ["token[]=a", "token=", `token=${"a".repeat(300)}`, "{bad json"]) {
      expect((await server.post("/email-change/undo", body)).status).toBe(422);
    }
    const junkPage = await fetch(`${server.url}/api/email-change/undo/${"%00".repeat(3)}`);
    expect(junkPage.status).toBe(404);
  });
});

describe("deletion and password change", () => {
  it("GDPR delete without the current password is refused", async () => {
    const token = await signUpAndLogin("keep.me@example.com");
    const res = await server.api("/me/gdpr", { method: "DELETE", headers: bearer(token) });
    expect(res.status).toBe(422);
    expect((await errorsOf(res)).current_password).toEqual(["This field is required"]);
    expect(emailOf("keep.me@example.com")).toBe("keep.me@example.com");
  });
});

describe("an impersonation session", () => {
  it("cannot change the e-mail or the password, nor delete the account", async () => {
    await signUpAndLogin("impersonated@example.com");
    const db = new Database(server.dbPath);
    const grant = impersonationRepository(db).issue(
      "impersonated@example.com",
      "support",
      server.clock.now,
    );
    db.close();
    const headers = bearer(grant!.token);
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const attempts = [
      await server.post(
        "/me/update",
        { email: "support@example.com", current_password: PASSWORD },
        { headers },
      ),
      await server.post(
        "/me/password",
        {
          current_password: PASSWORD,
          password: "another-pass-1",
          password_confirmation: "another-pass-1",
        },
        { headers },
      ),
      await server.api("/me/gdpr", {
        method: "DELETE",
        headers: { ...headers, ...form },
        body: new URLSearchParams({ current_password: PASSWORD }).toString(),
      }),
    ];
    for (const res of attempts) expect(res.status).toBe(403);
    expect(emailOf("impersonated@example.com")).toBe("impersonated@example.com");
    await login(server, "impersonated@example.com", PASSWORD);
    // The rest of the account is theirs to look at and help with.
    expect((await server.post("/me/update", { city: "Leeds" }, { headers })).status).toBe(200);
  });
});
