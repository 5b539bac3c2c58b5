import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errors, success } from "../../src/core/messages.ts";
import {
  CrossSellingStatus,
  StatusAnswer,
  UserVerifyResponse,
} from "../../src/core/schema/account.ts";
import { Resource } from "../../src/core/schema/common.ts";
import { User } from "../../src/core/schema/user.ts";
import { latestLink, latestMail, rows } from "./accountHelpers.ts";
import { bearer, CLIENT_ID, decodes, login, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const me = async (token: string) =>
  decodes(Resource(User), await (await server.api("/me", { headers: bearer(token) })).json()).data;

const signUpAndLogin = async (email: string, extra: Record<string, string> = {}) => {
  const res = await server.post("/sign-up", { email, password: "member-password", ...extra });
  expect(res.status).toBe(201);
  return login(server, email, "member-password");
};

describe("e-mail verification", () => {
  it("sign-up with send_verification_email mails a link; /user_verify logs in with token_data", async () => {
    await signUpAndLogin("verify.me@example.com", { send_verification_email: "1" });
    const link = latestLink(server, "verify.me@example.com");
    expect(link.pathname).toMatch(/^\/verify-account\/[A-Za-z0-9_-]+$/);
    const token = link.pathname.split("/").at(-1)!;
    const res = await server.post("/user_verify", { token });
    expect(res.status).toBe(200);
    const body = decodes(UserVerifyResponse, await res.json());
    expect(body.status).toBe("success");
    const user = await me(body.token_data!.access_token);
    expect(user.email).toBe("verify.me@example.com");
    expect(user.is_email_verified).toBe(true);
    // Single use.
    expect((await server.post("/user_verify", { token })).status).toBe(404);
  });

  it("POST /user_verification_email sends a new link; verified accounts get 422", async () => {
    const token = await signUpAndLogin("later@example.com");
    expect(latestMail(server, "later@example.com")).toBeUndefined();
    const res = await server.post("/user_verification_email", {}, { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(decodes(StatusAnswer, await res.json()).message).toBe(success.emailSent);
    expect((await me(token)).is_verification_email_sent).toBe(true);
    const premium = await login(server, "premium@cinema.test");
    expect(
      (await server.post("/user_verification_email", {}, { headers: bearer(premium) })).status,
    ).toBe(422);
    expect((await server.post("/user_verification_email", {})).status).toBe(401);
  });

  it("an expired link (7 days) is refused", async () => {
    const token = await signUpAndLogin("slow@example.com");
    await server.post("/user_verification_email", {}, { headers: bearer(token) });
    const verifyToken = latestLink(server, "slow@example.com").pathname.split("/").at(-1)!;
    server.clock.now += 7 * 86_400_000 + 1;
    try {
      expect((await server.post("/user_verify", { token: verifyToken })).status).toBe(404);
    } finally {
      server.clock.now -= 7 * 86_400_000 + 1;
    }
  });
});

describe("cancellation", () => {
  const payAndSubscribe = async (email: string) => {
    const token = await signUpAndLogin(email);
    const url = await server.api("/payment_url?subscription_id=1&plan_group_id=1", {
      headers: bearer(token),
    });
    const { payment_url } = (await url.json()) as { payment_url: string };
    const order = new URL(payment_url).searchParams.get("order")!;
    const res = await fetch(`${server.url}/payment-provider/checkout`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        order,
        action: "pay",
        card_number: "4242 4242 4242 4242",
        expiry: "12/30",
        cvv: "123",
        name: "A",
      }),
    });
    expect(res.status).toBe(303);
    return token;
  };

  it("in the app: an active subscription awaits cancellation until its renewal, then expires", async () => {
    const token = await payAndSubscribe("leaver@example.com");
    const user = await me(token);
    expect(user.is_subscribed).toBe(true);
    const id = user.active_subscription!.subscription_data_id;
    const res = await server.post(
      "/cancel_subscription",
      { subscription_data_id: String(id), "cancel_reason[]": "too_expensive" },
      { headers: bearer(token) },
    );
    expect(res.status).toBe(200);
    expect(decodes(StatusAnswer, await res.json()).message).toBe(success.subscriptionCancelled);
    const after = await me(token);
    expect(after.subscriptions.find((s) => s.id === id)?.status).toBe("awaiting_canceled");
    expect(after.is_subscribed).toBe(true);
    expect(after.active_subscription).toBeNull();
    expect(
      rows(server, "SELECT cancel_reasons_json FROM subscriptions WHERE id = ?", id)[0],
    ).toEqual({
      cancel_reasons_json: '["too_expensive"]',
    });
    // Cancelling again finds nothing to cancel.
    const again = await server.post(
      "/cancel_subscription",
      { subscription_data_id: String(id) },
      { headers: bearer(token) },
    );
    expect(again.status).toBe(404);
    server.clock.now += 31 * 86_400_000;
    try {
      // The access token lived a day: a new login reads the account a month later.
      const lapsed = await me(await login(server, "leaver@example.com", "member-password"));
      expect(lapsed.subscriptions.find((s) => s.id === id)?.status).toBe("expired");
      expect(lapsed.is_subscribed).toBe(false);
    } finally {
      server.clock.now -= 31 * 86_400_000;
    }
  });

  it("a cross-selling (bundle) subscriber is refused with the spec's message (422)", async () => {
    const token = await login(server, "crossselling@cinema.test");
    const user = await me(token);
    const inApp = await server.post(
      "/cancel_subscription",
      { subscription_data_id: String(user.active_subscription!.subscription_data_id) },
      { headers: bearer(token) },
    );
    expect(inApp.status).toBe(422);
    expect(await inApp.json()).toEqual({ message: errors.bundleCancel });
    const byMail = await server.post("/cancel_subscription/create", {}, { headers: bearer(token) });
    expect(byMail.status).toBe(422);
    expect((await me(token)).is_subscribed).toBe(true);
  });

  it("by e-mail: a single-use link cancels; the link then answers 404", async () => {
    const token = await login(server, "trial@cinema.test");
    const res = await server.post("/cancel_subscription/create", {}, { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(decodes(StatusAnswer, await res.json()).message).toBe(success.cancelEmailSent);
    const link = latestLink(server, "trial@cinema.test");
    expect(link.pathname).toBe("/profile");
    const cancelToken = link.searchParams.get("cancel_token")!;
    const done = await server.api(`/cancel_subscription/find-and-cancel/${cancelToken}`);
    expect(done.status).toBe(200);
    const user = await me(token);
    expect(user.is_trialing_free).toBe(false);
    expect(user.subscriptions[0]?.status).toBe("canceled");
    const used = await server.api(`/cancel_subscription/find-and-cancel/${cancelToken}`);
    expect(used.status).toBe(404);
    expect(await used.json()).toEqual({ message: errors.cancelLinkExpired });
    expect((await server.api("/cancel_subscription/find-and-cancel/unknown-token")).status).toBe(
      404,
    );
  });
});

describe("DELETE /me/gdpr", () => {
  it("deletes the account (204): its token ends and it cannot log in", async () => {
    const token = await signUpAndLogin("forget.me@example.com");
    // Issue 23: the deletion takes the current password, in the body.
    const res = await server.api("/me/gdpr", {
      method: "DELETE",
      headers: { ...bearer(token), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ current_password: "member-password" }).toString(),
    });
    expect(res.status).toBe(204);
    expect((await server.api("/me", { headers: bearer(token) })).status).toBe(401);
    const again = await server.post("/login", {
      client_id: CLIENT_ID,
      grant_type: "password",
      username: "forget.me@example.com",
      password: "member-password",
    });
    expect(again.status).toBe(401);
    expect(rows(server, "SELECT id FROM users WHERE email = ?", "forget.me@example.com")).toEqual(
      [],
    );
  });
});

describe("migration and cross-selling", () => {
  it("POST /me/migrate takes a sister channel; other channels are 422", async () => {
    const token = await signUpAndLogin("mover@example.com");
    expect(
      (await server.post("/me/migrate", { channel_id: "4" }, { headers: bearer(token) })).status,
    ).toBe(200);
    expect(
      (await server.post("/me/migrate", { channel_id: "2" }, { headers: bearer(token) })).status,
    ).toBe(422);
    expect(
      (await server.post("/me/migrate", { channel_id: "x" }, { headers: bearer(token) })).status,
    ).toBe(422);
  });

  it("guests may check a plan's cross-selling status", async () => {
    const res = await server.post("/cross_selling/check_user_status", { subscription_id: "1" });
    expect(decodes(CrossSellingStatus, await res.json())).toEqual({
      is_cross_selling_possible: true,
    });
    const promo = await server.post("/cross_selling/check_user_status", { subscription_id: "5" });
    expect(decodes(CrossSellingStatus, await promo.json())).toEqual({
      is_cross_selling_possible: false,
    });
    expect(
      (await server.post("/cross_selling/check_user_status", { subscription_id: "999" })).status,
    ).toBe(422);
  });
});
