/**
 * The account and payment adapters against the real reference server (in process, fresh
 * database): every call over the wire, every answer decoded through core/schema.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declineCard, SUCCESS_CARD } from "../../server/routes/paymentProvider.ts";
import { createAccountApi } from "../../src/adapters/http/accountApi.ts";
import { createAuthApi } from "../../src/adapters/http/authApi.ts";
import { createHttpClient } from "../../src/adapters/http/client.ts";
import { createPaymentApi } from "../../src/adapters/http/paymentApi.ts";
import { latestLink } from "../server/accountHelpers.ts";
import {
  CLIENT_ID,
  CLIENT_SECRET,
  login,
  startTestServer,
  type TestServer,
} from "../server/helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const http = () =>
  createHttpClient({
    apiBase: `${server.url}/api`,
    sessionBase: `${server.url}/session`,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    locale: () => "en",
    location: () => ({ country: null, usState: null }),
    retryDelayMs: () => 0,
  });
const accountFor = (token: string | null) => createAccountApi(http(), () => token);
const paymentFor = (token: string | null) => createPaymentApi(http(), () => token);
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("resolved"),
    (error: unknown) => error as { _tag: string; status: number; message: string },
  );

let n = 0;
const member = async () => {
  n += 1;
  const email = `adapter${n}@example.com`;
  await createAuthApi(http()).signUp({ email, password: "adapter-password" });
  return { email, token: await login(server, email, "adapter-password") };
};

const pay = async (paymentUrl: string, card: string) => {
  const order = new URL(paymentUrl).searchParams.get("order")!;
  const res = await fetch(`${server.url}/payment-provider/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      order,
      action: "pay",
      card_number: card,
      expiry: "01/30",
      cvv: "999",
      name: "N",
    }),
  });
  expect(res.status).toBe(303);
};

describe("account adapter", () => {
  it("updates the profile with the given fields and decodes the user", async () => {
    const { token } = await member();
    const user = await accountFor(token).updateProfile({
      name: "Ada",
      city: "Leeds",
      birth_date_day: "3",
    });
    expect(user).toMatchObject({ name: "Ada", city: "Leeds", birth_date_day: 3 });
  });

  it("changes the password; a wrong current password is a 422 ApiError", async () => {
    const { email, token } = await member();
    const api = accountFor(token);
    const wrong = await rejection(
      api.changePassword({
        current_password: "nope-nope",
        password: "next-password",
        password_confirmation: "next-password",
      }),
    );
    expect(wrong).toMatchObject({ _tag: "ApiError", status: 422 });
    await api.changePassword({
      current_password: "adapter-password",
      password: "next-password",
      password_confirmation: "next-password",
    });
    expect(await login(server, email, "next-password")).toBeTruthy();
  });

  it("resets a password through the mailed token; unknown e-mails are 404", async () => {
    const { email } = await member();
    const api = accountFor(null);
    expect(await rejection(api.requestPasswordReset("ghost@example.com"))).toMatchObject({
      status: 404,
    });
    await api.requestPasswordReset(email);
    const token = latestLink(server, email).pathname.split("/").at(-1)!;
    expect(await api.findPasswordReset(token)).toBe(email);
    await api.resetPassword({
      email,
      token,
      password: "reset-password",
      password_confirmation: "reset-password",
    });
    expect(await rejection(api.findPasswordReset(token))).toMatchObject({ status: 404 });
    expect(await login(server, email, "reset-password")).toBeTruthy();
  });

  it("verifies through the mailed link (through the page server): status success with token_data, no refresh token", async () => {
    const { email, token } = await member();
    await accountFor(token).sendVerificationEmail();
    const verifyToken = latestLink(server, email).pathname.split("/").at(-1)!;
    const answer = await accountFor(null).verifyAccount(verifyToken);
    expect(answer.status).toBe("success");
    expect(answer.token_data?.refresh_token).toBeUndefined();
    const me = await createAuthApi(http()).me(answer.token_data!.access_token);
    expect(me.is_email_verified).toBe(true);
  });

  it("cancels in the app, by e-mail and by token; bundles are 422; deletes the account", async () => {
    const premium = await login(server, "premium@cinema.test");
    const auth = createAuthApi(http());
    const id = (await auth.me(premium)).active_subscription!.subscription_data_id;
    await accountFor(premium).cancelSubscription(id, ["too_expensive", "other"]);
    // The demo account has paid a month that runs on: cancelled, it keeps Premium to its end.
    expect((await auth.me(premium)).subscriptions.find((s) => s.id === id)?.status).toBe(
      "awaiting_canceled",
    );

    const bundle = await login(server, "crossselling@cinema.test");
    expect(await rejection(accountFor(bundle).requestCancellationEmail())).toMatchObject({
      status: 422,
    });

    const trial = await login(server, "trial@cinema.test");
    await accountFor(trial).requestCancellationEmail();
    const cancelToken = latestLink(server, "trial@cinema.test").searchParams.get("cancel_token")!;
    await accountFor(null).cancelByToken(cancelToken);
    expect(await rejection(accountFor(null).cancelByToken(cancelToken))).toMatchObject({
      status: 404,
    });

    const { token } = await member();
    await expect(accountFor(token).deleteAccount("wrong-password")).rejects.toMatchObject({
      status: 422,
    });
    await accountFor(token).deleteAccount("adapter-password");
    expect(await rejection(auth.me(token))).toMatchObject({ status: 401 });
  });

  it("migrates and checks cross-selling", async () => {
    const { token } = await member();
    await accountFor(token).migrate(5);
    expect(await accountFor(null).crossSellingPossible(1)).toBe(true);
  });
});

describe("payment adapter", () => {
  it("plans with a coupon; a bad coupon rejects with the server's first message", async () => {
    const api = paymentFor(null);
    const [group] = await api.plans({ promoUrl: null, coupon: "WELCOME20", afterDecline: false });
    expect(group?.coupon?.discount_percentage).toBe(20);
    const bad = await rejection(api.plans({ promoUrl: null, coupon: "NOPE", afterDecline: false }));
    expect(bad).toMatchObject({ status: 422, message: "This coupon is not valid." });
  });

  it("provider, payment_url, the provider page and the transaction status: success", async () => {
    const { token } = await member();
    const api = paymentFor(token);
    expect(
      await api.paymentProvider({ userId: 0, subscriptionGroupId: 1 }).catch((e) => e.status),
    ).toBe(422);
    const auth = createAuthApi(http());
    const me = await auth.me(token);
    expect(await api.paymentProvider({ userId: me.id, subscriptionGroupId: 1 })).toBe("epoch");
    const url = await api.paymentUrl({
      subscriptionId: 2,
      planGroupId: 1,
      couponKey: null,
      provider: "epoch",
      excludedGateway: null,
    });
    await pay(url.payment_url, SUCCESS_CARD);
    expect(await api.transactionStatus(url.order_id)).toMatchObject({
      status: "success",
      provider: "epoch",
    });
    expect((await auth.me(token)).is_subscribed).toBe(true);
  });

  it("a declined card's status carries its code", async () => {
    const { token } = await member();
    const api = paymentFor(token);
    const url = await api.paymentUrl({
      subscriptionId: 5,
      planGroupId: 2,
      couponKey: null,
      provider: "skyflow",
      excludedGateway: null,
    });
    await pay(url.payment_url, declineCard(5));
    expect(await api.transactionStatus(url.order_id)).toMatchObject({
      status: "declined",
      provider: "skyflow",
      code: "insufficient_funds",
    });
  });
});
