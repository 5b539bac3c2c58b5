import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errors, validation } from "../../src/core/messages.ts";
import { PasswordResetFound, StatusAnswer } from "../../src/core/schema/account.ts";
import { latestLink, latestMail } from "./accountHelpers.ts";
import { bearer, CLIENT_ID, decodes, login, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const signUp = async (email: string, password = "first-password") => {
  const res = await server.post("/sign-up", { email, password });
  expect(res.status).toBe(201);
};

const tryLogin = (username: string, password: string) =>
  server.post("/login", { client_id: CLIENT_ID, grant_type: "password", username, password });

describe("POST /me/password", () => {
  it("changes the password after checking the current one; the new one logs in", async () => {
    await signUp("changer@example.com");
    const token = await login(server, "changer@example.com", "first-password");
    const wrong = await server.post(
      "/me/password",
      {
        current_password: "not-it-at-all",
        password: "second-password",
        password_confirmation: "second-password",
      },
      { headers: bearer(token) },
    );
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({
      message: errors.currentPasswordWrong,
      errors: { current_password: [errors.currentPasswordWrong] },
    });
    const mismatch = await server.post(
      "/me/password",
      {
        current_password: "first-password",
        password: "second-password",
        password_confirmation: "other",
      },
      { headers: bearer(token) },
    );
    expect(mismatch.status).toBe(422);
    expect(await mismatch.json()).toMatchObject({
      errors: { password_confirmation: [validation.passwordConfirmation] },
    });
    const ok = await server.post(
      "/me/password",
      {
        current_password: "first-password",
        password: "second-password",
        password_confirmation: "second-password",
      },
      { headers: bearer(token) },
    );
    expect(ok.status).toBe(200);
    decodes(StatusAnswer, await ok.json());
    expect((await tryLogin("changer@example.com", "first-password")).status).toBe(401);
    expect((await tryLogin("changer@example.com", "second-password")).status).toBe(200);
  });

  it("needs a user token and a valid body (422, never 500)", async () => {
    expect((await server.post("/me/password", { password: "x" })).status).toBe(401);
    const token = await login(server, "registered@cinema.test");
    const res = await server.postJson(
      "/me/password",
      { current_password: ["x"] },
      { headers: bearer(token) },
    );
    expect(res.status).toBe(422);
  });
});

describe("password reset", () => {
  it("an unknown e-mail is 404 with the spec's message; nothing is mailed", async () => {
    const res = await server.post("/password/reset/create", { email: "nobody@example.com" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: errors.noUserWithEmail });
    expect(latestMail(server, "nobody@example.com")).toBeUndefined();
  });

  it("mails a single-use link to /recover-password/{token} that resets the password", async () => {
    await signUp("forgetful@example.com");
    const res = await server.post("/password/reset/create", { email: "forgetful@example.com" });
    expect(res.status).toBe(200);
    const link = latestLink(server, "forgetful@example.com");
    expect(link.origin).toBe(server.url);
    expect(link.pathname).toMatch(/^\/recover-password\/[A-Za-z0-9_-]+$/);
    const token = link.pathname.split("/").at(-1)!;

    const found = await server.api(`/password/reset/find/${token}`);
    expect(found.status).toBe(200);
    expect(decodes(PasswordResetFound, await found.json()).data.email).toBe(
      "forgetful@example.com",
    );

    const mismatch = await server.post("/password/reset", {
      email: "forgetful@example.com",
      token,
      password: "brand-new-pass",
      password_confirmation: "brand-new-pasS",
    });
    expect(mismatch.status).toBe(422);
    expect(await mismatch.json()).toMatchObject({
      errors: { password_confirmation: [validation.passwordConfirmation] },
    });

    const reset = await server.post("/password/reset", {
      email: "forgetful@example.com",
      token,
      password: "brand-new-pass",
      password_confirmation: "brand-new-pass",
    });
    expect(reset.status).toBe(200);
    expect((await tryLogin("forgetful@example.com", "brand-new-pass")).status).toBe(200);

    // Single use.
    expect((await server.api(`/password/reset/find/${token}`)).status).toBe(404);
    const again = await server.post("/password/reset", {
      email: "forgetful@example.com",
      token,
      password: "third-password",
      password_confirmation: "third-password",
    });
    expect(again.status).toBe(422);
  });

  it("a token expires after an hour and only works for its own e-mail", async () => {
    await signUp("late@example.com");
    await server.post("/password/reset/create", { email: "late@example.com" });
    const token = latestLink(server, "late@example.com").pathname.split("/").at(-1)!;
    const other = await server.post("/password/reset", {
      email: "registered@cinema.test",
      token,
      password: "brand-new-pass",
      password_confirmation: "brand-new-pass",
    });
    expect(other.status).toBe(422);
    server.clock.now += 3_600_001;
    expect((await server.api(`/password/reset/find/${token}`)).status).toBe(404);
    server.clock.now -= 3_600_001;
  });

  it("a newer request ends the earlier link; a reset ends the account's sessions", async () => {
    await signUp("twice@example.com");
    const session = await login(server, "twice@example.com", "first-password");
    await server.post("/password/reset/create", { email: "twice@example.com" });
    const first = latestLink(server, "twice@example.com").pathname.split("/").at(-1)!;
    await server.post("/password/reset/create", { email: "twice@example.com" });
    const second = latestLink(server, "twice@example.com").pathname.split("/").at(-1)!;
    expect((await server.api(`/password/reset/find/${first}`)).status).toBe(404);
    const reset = await server.post("/password/reset", {
      email: "twice@example.com",
      token: second,
      password: "brand-new-pass",
      password_confirmation: "brand-new-pass",
    });
    expect(reset.status).toBe(200);
    expect((await server.api("/me", { headers: bearer(session) })).status).toBe(401);
  });

  it("malformed input is 422, never 500", async () => {
    expect((await server.post("/password/reset/create", { email: "not-an-email" })).status).toBe(
      422,
    );
    expect((await server.api("/password/reset/find/%3Cscript%3E")).status).toBe(422);
    expect((await server.postJson("/password/reset", { token: {}, email: 1 })).status).toBe(422);
  });
});
