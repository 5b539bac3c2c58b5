import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { impersonationRepository } from "../../server/db/repositories/impersonation.ts";
import { declineCard, SUCCESS_CARD, testCards } from "../../server/routes/paymentProvider.ts";
import { EPOCH_DECLINES, SKYFLOW_DECLINES } from "../../src/core/payments.ts";
import { Resource } from "../../src/core/schema/common.ts";
import {
  PaymentProviderResponse,
  PaymentUrlResponse,
  PlansResponse,
  TransactionStatus,
} from "../../src/core/schema/payment.ts";
import { User } from "../../src/core/schema/user.ts";
import { rows } from "./accountHelpers.ts";
import { bearer, decodes, login, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const me = async (token: string) =>
  decodes(Resource(User), await (await server.api("/me", { headers: bearer(token) })).json()).data;

let accounts = 0;
const newMember = async () => {
  accounts += 1;
  const email = `payer${accounts}@example.com`;
  expect((await server.post("/sign-up", { email, password: "member-password" })).status).toBe(201);
  return login(server, email, "member-password");
};

/** `GET /payment_url` for a plan, then the order id of its provider page. */
const startPayment = async (token: string, planId: number, groupId: number) => {
  const res = await server.api(`/payment_url?subscription_id=${planId}&plan_group_id=${groupId}`, {
    headers: bearer(token),
  });
  expect(res.status).toBe(200);
  const body = decodes(PaymentUrlResponse, await res.json());
  const url = new URL(body.payment_url);
  expect(url.origin).toBe(server.url);
  expect(url.pathname).toBe("/payment-provider/checkout");
  expect(url.searchParams.get("order")).toBe(body.order_id);
  return body.order_id;
};

const payWith = (order: string, card: string, extra: Record<string, string> = {}) =>
  fetch(`${server.url}/payment-provider/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      order,
      action: "pay",
      card_number: card,
      expiry: "11/29",
      cvv: "321",
      name: "Card Holder",
      ...extra,
    }),
  });

const statusOf = async (token: string, order: string) =>
  decodes(
    TransactionStatus,
    await (
      await server.post(
        "/epoch_transaction_status",
        { order_id: order },
        { headers: bearer(token) },
      )
    ).json(),
  );

describe("GET /plans", () => {
  it("the default group in the visitor's one currency, with its display fields; a promo group by promo_url", async () => {
    const plans = decodes(PlansResponse, await (await server.api("/plans")).json());
    expect(plans.data).toHaveLength(1);
    const group = plans.data[0]!;
    expect(group.is_default).toBe(true);
    // No country: dollars only.
    expect(new Set(group.plans.map((p) => p.price.currency))).toEqual(new Set(["USD"]));
    expect(group.show_monthly_price_strike).toBe(false);
    expect(group.coupon).toBeNull();
    const promo = decodes(
      PlansResponse,
      await (await server.api("/plans?promo_url=spring")).json(),
    );
    expect(promo.data[0]?.show_monthly_price_strike).toBe(true);
    expect(promo.data[0]?.plans[0]?.price).toMatchObject({
      finalPriceInCents: 650,
      priceAmountInCents: 1299,
    });
  });

  it("a visitor from GB is offered pounds only, from the US and DE dollars only, each period spelled in days", async () => {
    const plansFrom = async (country: string) =>
      decodes(
        PlansResponse,
        await (await server.api("/plans", { headers: { "x-el-country": country } })).json(),
      ).data[0]!.plans;
    const gb = await plansFrom("GB");
    expect(gb.map((p) => [p.name, p.price.priceCurrencySymbol, p.price.finalPriceInCents])).toEqual(
      [
        ["Monthly", "£", 999],
        ["Annual", "£", 8032],
      ],
    );
    expect(gb.map((p) => p.period_days)).toEqual([30, 365]);
    for (const country of ["US", "DE"]) {
      expect(new Set((await plansFrom(country)).map((p) => p.price.currency))).toEqual(
        new Set(["USD"]),
      );
    }
  });

  it("a coupon lowers the final prices when enable-subscription-coupons is on; an unknown one is 422", async () => {
    const plain = decodes(PlansResponse, await (await server.api("/plans")).json()).data[0]!;
    const coupon = decodes(
      PlansResponse,
      await (await server.api("/plans?coupon=WELCOME20")).json(),
    ).data[0]!;
    expect(coupon.coupon).toEqual({ key: "WELCOME20", discount_percentage: 20 });
    plain.plans.forEach((plan, i) => {
      expect(coupon.plans[i]?.price.finalPriceInCents).toBe(
        Math.round(plan.price.finalPriceInCents * 0.8),
      );
    });
    // The spring offer's code, as a viewer types it: half price.
    const spring = decodes(PlansResponse, await (await server.api("/plans?coupon=spring")).json())
      .data[0]!;
    expect(spring.coupon).toEqual({ key: "SPRING", discount_percentage: 50 });
    // Its offer is the first month at half price: the monthly plan is halved, the year is not.
    expect(spring.plans.map((p) => p.period_days)).toEqual([30, 365]);
    expect(spring.plans[0]?.price.finalPriceInCents).toBe(
      Math.round(plain.plans[0]!.price.finalPriceInCents * 0.5),
    );
    expect(spring.plans[1]?.price).toEqual(plain.plans[1]?.price);
    const bad = await server.api("/plans?coupon=EXPIRED10");
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ errors: { coupon: ["This coupon is not valid."] } });
    // Coupons off: the code is ignored.
    const db = new Database(server.dbPath);
    db.prepare(
      "UPDATE settings SET value_json = 'false' WHERE key = 'enable-subscription-coupons'",
    ).run();
    try {
      const off = decodes(PlansResponse, await (await server.api("/plans?coupon=WELCOME20")).json())
        .data[0]!;
      expect(off.coupon).toBeNull();
      expect(off.plans).toEqual(plain.plans);
    } finally {
      db.prepare(
        "UPDATE settings SET value_json = 'true' WHERE key = 'enable-subscription-coupons'",
      ).run();
      db.close();
    }
  });
});

describe("checkout", () => {
  it("GET /payment/provider names the group's provider; needs a user", async () => {
    const token = await newMember();
    const epoch = await server.api("/payment/provider?subscription_group_id=1&channel_id=2", {
      headers: bearer(token),
    });
    expect(decodes(PaymentProviderResponse, await epoch.json())).toEqual({ provider: "epoch" });
    const skyflow = await server.api("/payment/provider?subscription_group_id=2", {
      headers: bearer(token),
    });
    expect(decodes(PaymentProviderResponse, await skyflow.json())).toEqual({ provider: "skyflow" });
    expect((await server.api("/payment/provider?subscription_group_id=1")).status).toBe(401);
    expect(
      (await server.api("/payment/provider?subscription_group_id=99", { headers: bearer(token) }))
        .status,
    ).toBe(422);
  });

  it("a success card subscribes the account at once: /me is Premium with the plan", async () => {
    const token = await newMember();
    const order = await startPayment(token, 1, 1);
    const page = await fetch(`${server.url}/payment-provider/checkout?order=${order}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("£9.99");
    expect(html).toContain(SUCCESS_CARD);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect((await statusOf(token, order)).status).toBe("pending");

    const res = await payWith(order, "4242 4242 4242 4242");
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(`${server.url}/epoch-return-url`);
    expect(back.searchParams.get("order_id")).toBe(order);
    expect(await statusOf(token, order)).toEqual({
      status: "success",
      provider: "epoch",
      code: null,
      order_id: order,
      // The order's plan and group: a retry after a decline offers them again.
      subscription_id: 1,
      promo_url: null,
    });
    const user = await me(token);
    expect(user.is_subscribed).toBe(true);
    expect(user.active_subscription?.data.plan).toEqual({
      name: "Monthly",
      type: "recurring",
      is_manica: false,
    });
    expect(user.transactions.at(-1)).toMatchObject({ amount_in_cents: 999, currency: "GBP" });
    // My Account's billing: the plan's price and period, the card masked to four digits.
    expect(user.subscriptions.at(-1)).toMatchObject({
      price_in_cents: 999,
      currency: "GBP",
      period_days: 30,
    });
    expect(user.payment_method).toEqual({ last4: "4242" });
    // The order is closed: paying again is refused.
    expect((await payWith(order, SUCCESS_CARD)).status).toBe(410);
  });

  it("each code of both decline tables has a test card that declines with it", async () => {
    for (const [group, plan, table] of [
      [1, 1, EPOCH_DECLINES],
      [2, 5, SKYFLOW_DECLINES],
    ] as const) {
      const token = await newMember();
      const codes = Object.keys(table);
      expect(
        testCards(group === 1 ? "epoch" : "skyflow")
          .slice(1)
          .map((c) => c.outcome),
      ).toEqual(codes);
      for (const [index, code] of codes.entries()) {
        const order = await startPayment(token, plan, group);
        const res = await payWith(order, declineCard(index + 1));
        expect(res.status).toBe(303);
        expect(new URL(res.headers.get("location")!).searchParams.get("status")).toBe("declined");
        expect(await statusOf(token, order)).toMatchObject({ status: "declined", code });
      }
      expect((await me(token)).is_subscribed).toBe(false);
    }
  });

  it("a Premium member's new payment declines as already a member (epoch)", async () => {
    const token = await login(server, "premium@cinema.test");
    const order = await startPayment(token, 1, 1);
    await payWith(order, SUCCESS_CARD);
    expect(await statusOf(token, order)).toMatchObject({
      status: "declined",
      code: "already_member",
    });
  });

  it("an invalid card form stays on the page (422); cancel returns without paying", async () => {
    const token = await newMember();
    const order = await startPayment(token, 2, 1);
    const bad = await payWith(order, "12ab");
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain("Enter the card number");
    const cancel = await payWith(order, "", { action: "cancel" });
    expect(cancel.status).toBe(303);
    expect(new URL(cancel.headers.get("location")!).searchParams.get("status")).toBe("cancelled");
    expect((await statusOf(token, order)).status).toBe("pending");
    expect((await fetch(`${server.url}/payment-provider/checkout?order=nope`)).status).toBe(404);
  });

  it("the order belongs to its payer; a plan must belong to its group; coupons lower the order", async () => {
    const token = await newMember();
    const other = await newMember();
    const order = await startPayment(token, 1, 1);
    expect(
      (
        await server.post(
          "/epoch_transaction_status",
          { order_id: order },
          { headers: bearer(other) },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await server.post(
          "/epoch_transaction_status",
          { order_id: "x" },
          { headers: bearer(token) },
        )
      ).status,
    ).toBe(422);
    expect(
      (
        await server.api("/payment_url?subscription_id=5&plan_group_id=1", {
          headers: bearer(token),
        })
      ).status,
    ).toBe(422);
    const res = await server.api(
      "/payment_url?subscription_id=1&plan_group_id=1&coupon_key=WELCOME20",
      { headers: bearer(token) },
    );
    const { order_id } = decodes(PaymentUrlResponse, await res.json());
    expect(rows(server, "SELECT amount_cents FROM payment_orders WHERE id = ?", order_id)).toEqual([
      { amount_cents: 799 },
    ]);
    // The spring offer's code: the first month of a monthly plan at half price; a year at its
    // own price, the code not kept on its order.
    const charged = async (planId: number) => {
      const url = await server.api(
        `/payment_url?subscription_id=${planId}&plan_group_id=1&coupon_key=SPRING`,
        { headers: bearer(token) },
      );
      const { order_id: id } = decodes(PaymentUrlResponse, await url.json());
      return rows(
        server,
        "SELECT o.amount_cents, o.coupon_key, p.final_price_cents, p.period_days FROM payment_orders o JOIN plans p ON p.subscription_id = o.plan_id WHERE o.id = ?",
        id,
      )[0];
    };
    expect(await charged(1)).toEqual({
      amount_cents: 500,
      coupon_key: "SPRING",
      final_price_cents: 999,
      period_days: 30,
    });
    const year = await charged(3);
    expect(year).toMatchObject({ coupon_key: null, period_days: 365 });
    expect(year?.amount_cents).toBe(year?.final_price_cents);
  });

  it("GET /payment_url takes gateway_id, excluded_gateway and uses_paypal; never both on one gateway", async () => {
    const token = await newMember();
    const ask = (query: string) =>
      server.api(`/payment_url?subscription_id=1&plan_group_id=1&${query}`, {
        headers: bearer(token),
      });
    expect((await ask("gateway_id=epoch&uses_paypal=0")).status).toBe(200);
    expect((await ask("excluded_gateway=epoch&gateway_id=skyflow")).status).toBe(200);
    const both = await ask("excluded_gateway=epoch&gateway_id=epoch");
    expect(both.status).toBe(422);
    expect(await both.json()).toMatchObject({ errors: { gateway_id: expect.any(Array) } });
    expect((await ask("uses_paypal=maybe")).status).toBe(422);
  });

  it("GET /plans takes cacheIgnore as a flag", async () => {
    expect((await server.api("/plans?cacheIgnore=1")).status).toBe(200);
    expect((await server.api("/plans?cacheIgnore=soon")).status).toBe(422);
  });

  it("POST /pay_subscription pays with the last card; without one it is 422", async () => {
    const token = await newMember();
    const none = await server.post(
      "/pay_subscription",
      { subscription_id: "1" },
      { headers: bearer(token) },
    );
    expect(none.status).toBe(422);
    const order = await startPayment(token, 1, 1);
    await payWith(order, SUCCESS_CARD);
    const id = (await me(token)).active_subscription!.subscription_data_id;
    await server.post(
      "/cancel_subscription",
      { subscription_data_id: String(id) },
      { headers: bearer(token) },
    );
    server.clock.now += 31 * 86_400_000;
    try {
      const fresh = await login(server, `payer${accounts}@example.com`, "member-password");
      expect((await me(fresh)).is_subscribed).toBe(false);
      const paid = await server.post(
        "/pay_subscription",
        { subscription_id: "3" },
        { headers: bearer(fresh) },
      );
      expect(decodes(TransactionStatus, await paid.json()).status).toBe("success");
      expect((await me(fresh)).active_subscription?.data.plan.name).toBe("Annual");
    } finally {
      server.clock.now -= 31 * 86_400_000;
    }
  });
});

describe("impersonation", () => {
  it("an issued token acts as the user for 1200000 ms, then is refused", async () => {
    const db = new Database(server.dbPath);
    const grant = impersonationRepository(db).issue(
      "registered@cinema.test",
      "test",
      server.clock.now,
    );
    db.close();
    expect(grant).not.toBeNull();
    const user = await me(grant!.token);
    expect(user.email).toBe("registered@cinema.test");
    server.clock.now += 1_200_000;
    try {
      expect((await server.api("/me", { headers: bearer(grant!.token) })).status).toBe(401);
    } finally {
      server.clock.now -= 1_200_000;
    }
  });
});
