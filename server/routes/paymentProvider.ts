/**
 * The payment provider's page, served by the reference server on loopback in place of the
 * real providers (spec 000 §2 `/epoch-return-url`): a card form for an order made by
 * `GET /payment_url`. Test cards succeed or decline with each code of the two decline tables
 * (core/payments.ts); the result is stored on the order (a success subscribes the account in
 * the same transaction) and the browser returns to `/epoch-return-url?order_id=...`.
 */
import { Schema } from "effect";
import { Hono } from "hono";
import { DECLINE_TABLES, EPOCH } from "../../src/core/payments.ts";
import { CURRENCY_SYMBOLS, formatCents, isKnownCurrency } from "../../src/core/prices.ts";
import type { AppEnv, Deps } from "../context.ts";
import type { OrderRow } from "../db/repositories/payments.ts";
import { readBody, readQuery } from "../http/body.ts";
import { sha256Source } from "../http/contentSecurityPolicy.ts";
import { escapeHtml } from "../http/html.ts";
import { accountDeps, siteLink } from "./accountShared.ts";

export const PROVIDER_PAGE_PATH = "/payment-provider/checkout";

/** The card that always succeeds. */
export const SUCCESS_CARD = "4242424242424242";

/** The card that declines with the n-th (1-based) code of a provider's table. */
export const declineCard = (n: number) => `4000000000000${String(n).padStart(3, "0")}`;

/** Test cards of a provider: the success card, then one per code of its table. */
export const testCards = (provider: string): readonly { number: string; outcome: string }[] => [
  { number: SUCCESS_CARD, outcome: "success" },
  ...Object.keys(DECLINE_TABLES[provider] ?? {}).map((code, index) => ({
    number: declineCard(index + 1),
    outcome: code,
  })),
];

/** What a card number does: success, or a decline code (other numbers: the bank declines). */
export const cardOutcome = (
  provider: string,
  card: string,
): { status: "success" } | { status: "declined"; code: string | null } => {
  if (card === SUCCESS_CARD) return { status: "success" };
  const codes = Object.keys(DECLINE_TABLES[provider] ?? {});
  const match = testCards(provider).find((c) => c.number === card);
  if (match) return { status: "declined", code: match.outcome };
  return { status: "declined", code: codes[0] ?? null };
};

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const CardForm = Schema.Struct({
  order: Schema.String.check(Schema.isPattern(ORDER_ID)),
  action: Schema.optional(Schema.Literals(["pay", "cancel"])),
  card_number: Schema.optional(Schema.String.check(Schema.isMaxLength(40))),
  expiry: Schema.optional(Schema.String.check(Schema.isMaxLength(10))),
  cvv: Schema.optional(Schema.String.check(Schema.isMaxLength(10))),
  name: Schema.optional(Schema.String.check(Schema.isMaxLength(100))),
});
const decodeForm = Schema.decodeUnknownResult(CardForm);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1b1f24;margin:0}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1rem}.error{color:#b00020}table{font-size:.8rem;margin-top:1.5rem}
td{padding:.1rem .5rem}`;

const pageHeaders = () => ({
  "Content-Security-Policy": `default-src 'none'; style-src ${sha256Source(STYLE)}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "no-store",
});

const priceOf = (order: OrderRow) =>
  isKnownCurrency(order.currency)
    ? formatCents(order.amountCents, CURRENCY_SYMBOLS[order.currency])
    : `${order.amountCents / 100} ${order.currency}`;

function checkoutPage(order: OrderRow, planName: string, error: string | null): string {
  const cards = testCards(order.provider)
    .map((c) => `<tr><td><code>${c.number}</code></td><td>${escapeHtml(c.outcome)}</td></tr>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Payment · ${escapeHtml(order.provider)}</title><style>${STYLE}</style></head><body><main>
<h1>Pay ${escapeHtml(priceOf(order))}</h1>
<p>${escapeHtml(planName)} · ${escapeHtml(order.provider)} (test provider on loopback)</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${PROVIDER_PAGE_PATH}">
<input type="hidden" name="order" value="${escapeHtml(order.id)}">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" required>
<label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" required>
<label for="name">Name on card</label><input id="name" name="name" required>
<button type="submit" name="action" value="pay">Pay ${escapeHtml(priceOf(order))}</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form>
<table><caption>Test cards</caption>${cards}</table>
</main></body></html>`;
}

const orderDone = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment</title>
<style>${STYLE}</style></head><body><main><h1>This payment is closed</h1></main></body></html>`;

/** Problems with the card form (not declines): the page shows them and stays. */
function cardFormError(card: string, expiry: string, cvv: string, name: string): string | null {
  if (!/^\d{12,19}$/.test(card)) return "Enter the card number (12 to 19 digits).";
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry)) return "Enter the expiry date as MM/YY.";
  if (!/^\d{3,4}$/.test(cvv)) return "Enter the 3 or 4 digit security code.";
  if (name.trim() === "") return "Enter the name on the card.";
  return null;
}

export function paymentProviderRoutes(deps: Deps) {
  const { config, repos } = deps;
  const app = new Hono<AppEnv>();
  const returnTo = (orderId: string, status: string) =>
    siteLink(deps, `/epoch-return-url?order_id=${orderId}&status=${status}`);

  const pendingOrder = (id: unknown) => {
    if (typeof id !== "string" || !ORDER_ID.test(id)) return null;
    return accountDeps(deps).payments.order(id);
  };

  app.get(PROVIDER_PAGE_PATH, (c) => {
    const order = pendingOrder(readQuery(c).order);
    if (!order) return c.html(orderDone, 404, pageHeaders());
    if (order.status !== "pending") return c.html(orderDone, 410, pageHeaders());
    const plan = accountDeps(deps).payments.plan(order.planId);
    return c.html(checkoutPage(order, plan?.name ?? "", null), 200, pageHeaders());
  });

  app.post(PROVIDER_PAGE_PATH, async (c) => {
    const decoded = decodeForm(await readBody(c));
    if (decoded._tag === "Failure") return c.html(orderDone, 400, pageHeaders());
    const form = decoded.success;
    const order = pendingOrder(form.order);
    if (!order) return c.html(orderDone, 404, pageHeaders());
    if (order.status !== "pending") return c.html(orderDone, 410, pageHeaders());
    if (form.action === "cancel") return c.redirect(returnTo(order.id, "cancelled"), 303);
    const card = (form.card_number ?? "").replace(/[\s-]/g, "");
    const problem = cardFormError(card, form.expiry ?? "", form.cvv ?? "", form.name ?? "");
    const { payments, subscriptions } = accountDeps(deps);
    const plan = payments.plan(order.planId);
    if (problem !== null || !plan) {
      return c.html(checkoutPage(order, plan?.name ?? "", problem), 422, pageHeaders());
    }
    const now = config.now();
    const user = repos.users.find(order.userId);
    let outcome = cardOutcome(order.provider, card);
    if (outcome.status === "success" && user?.is_subscribed) {
      outcome = { status: "declined", code: order.provider === EPOCH ? "already_member" : null };
    }
    const settled = deps.db.transaction(() => {
      const code = outcome.status === "declined" ? outcome.code : null;
      const last4 = card.slice(-4);
      if (!payments.completeOrder(order.id, { status: outcome.status, code, last4 }, now)) {
        return false;
      }
      if (outcome.status === "success") {
        subscriptions.subscribe(
          order.userId,
          { ...plan, finalPriceInCents: order.amountCents, currency: order.currency },
          now,
        );
      }
      return true;
    })();
    if (!settled) return c.html(orderDone, 410, pageHeaders());
    return c.redirect(returnTo(order.id, outcome.status), 303);
  });

  return app;
}
