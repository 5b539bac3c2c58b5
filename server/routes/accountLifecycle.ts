/**
 * The account's subscription and life (spec 000 §4, §6; 001 §4, §7): cancelling in the app
 * (`POST /cancel_subscription`), by e-mail (`POST /cancel_subscription/create`, then
 * `GET /cancel_subscription/find-and-cancel/{token}`), the GDPR delete (`DELETE /me/gdpr`),
 * `POST /me/migrate` and the guests' `POST /cross_selling/check_user_status`.
 * Cross-selling (bundle) subscribers cannot cancel here: 422 with the spec's message.
 */
import { Schema } from "effect";
import { Hono } from "hono";
import { cancellationAccess, isCancelReason } from "../../src/core/cancellation.ts";
import { SITE_CHANNEL_ID } from "../../src/core/constants.ts";
import { errors as messages, success } from "../../src/core/messages.ts";
import { CrossSellingStatus, StatusAnswer } from "../../src/core/schema/account.ts";
import type { AppEnv, Deps } from "../context.ts";
import { requireToken } from "../http/auth.ts";
import { readBody } from "../http/body.ts";
import { fieldError, HttpError, notFound } from "../http/errors.ts";
import { IntInput, RequiredText } from "../http/fields.ts";
import { decodeInput } from "../http/validate.ts";
import { cancellationMail } from "../mail/templates.ts";
import {
  accountDeps,
  confirmCurrentPassword,
  currentUser,
  refuseImpersonation,
  siteLink,
} from "./accountShared.ts";

const GdprDelete = Schema.Struct({
  current_password: Schema.optional(Schema.String.check(Schema.isMaxLength(256))),
});

const encodeStatus = Schema.encodeSync(StatusAnswer);
const encodeCrossSelling = Schema.encodeSync(CrossSellingStatus);

/** The sister sites' channels a sunset site's member may move to (spec 000 §1 variant ids). */
export const MIGRATION_CHANNELS: readonly number[] = [4, 5, 9];

const CancelReasons = Schema.Union([
  Schema.Array(Schema.String.check(Schema.isMaxLength(64))).check(Schema.isMaxLength(10)),
  Schema.String.check(Schema.isMaxLength(64)),
]);

const Cancel = Schema.Struct({
  subscription_data_id: IntInput,
  cancel_reason: Schema.optional(CancelReasons),
});

const Migrate = Schema.Struct({ channel_id: IntInput });
const CrossSellingCheck = Schema.Struct({ subscription_id: IntInput });
const CancelToken = RequiredText(128).check(
  Schema.isPattern(/^[A-Za-z0-9_-]+$/, { message: "Invalid token" }),
);

const bundleRefusal = () => new HttpError(422, messages.bundleCancel);

export function lifecycleRoutes(deps: Deps) {
  const { config } = deps;
  const app = new Hono<AppEnv>();

  app.post("/cancel_subscription", requireToken(deps, "user"), async (c) => {
    const user = currentUser(deps, c);
    const input = decodeInput(Cancel, await readBody(c));
    const access = cancellationAccess(user);
    if (access.kind === "bundle") throw bundleRefusal();
    const given = input.cancel_reason ?? [];
    const reasons = (typeof given === "string" ? [given] : given).filter(isCancelReason);
    const result = accountDeps(deps).subscriptions.cancel(
      user.id,
      input.subscription_data_id,
      reasons,
      config.now(),
    );
    if (result === "notFound") throw notFound(messages.cancelFailed);
    return c.json(encodeStatus({ status: "success", message: success.subscriptionCancelled }));
  });

  app.post("/cancel_subscription/create", requireToken(deps, "user"), async (c) => {
    const user = currentUser(deps, c);
    await readBody(c);
    const access = cancellationAccess(user);
    if (access.kind === "bundle") throw bundleRefusal();
    if (access.kind === "nothingToCancel") throw notFound(messages.cancelLinkExpired);
    const { accountTokens, mailer } = accountDeps(deps);
    const token = accountTokens.issue(
      "cancel_subscription",
      user.id,
      access.subscriptionDataId,
      config.now(),
    );
    try {
      await mailer.send(
        cancellationMail(user.email, siteLink(deps, `/profile?cancel_token=${token}`)),
      );
    } catch (error) {
      accountTokens.consume("cancel_subscription", token, config.now());
      console.error("[cinema] cancellation mail failed", error);
      throw new HttpError(502, messages.cancelFailed);
    }
    return c.json(encodeStatus({ status: "success", message: success.cancelEmailSent }));
  });

  app.get("/cancel_subscription/find-and-cancel/:token", (c) => {
    const token = decodeInput(CancelToken, c.req.param("token"), messages.cancelLinkExpired);
    const now = config.now();
    const { accountTokens, subscriptions } = accountDeps(deps);
    const cancelled = deps.db.transaction(() => {
      const holder = accountTokens.consume("cancel_subscription", token, now);
      if (!holder || holder.subscriptionId === null) return false;
      return subscriptions.cancel(holder.userId, holder.subscriptionId, [], now) === "cancelled";
    })();
    if (!cancelled) throw notFound(messages.cancelLinkExpired);
    return c.json(encodeStatus({ status: "success", message: success.subscriptionCancelled }));
  });

  /** Deletes the account and everything that names it; every token of it ends. */
  app.delete("/me/gdpr", requireToken(deps, "user"), async (c) => {
    const user = currentUser(deps, c);
    // Issue 23: the owner only, with the current password (in the body, never the URL).
    refuseImpersonation(deps, c);
    const { current_password } = decodeInput(GdprDelete, await readBody(c));
    await confirmCurrentPassword(deps, c, user, current_password);
    deps.db.transaction(() => {
      deps.db.prepare("DELETE FROM newsletter_subscribers WHERE email = ?").run(user.email);
      deps.db.prepare("DELETE FROM users WHERE id = ?").run(user.id);
    })();
    return c.body(null, 204);
  });

  app.post("/me/migrate", requireToken(deps, "user"), async (c) => {
    const user = currentUser(deps, c);
    const { channel_id } = decodeInput(Migrate, await readBody(c));
    if (channel_id === SITE_CHANNEL_ID || !MIGRATION_CHANNELS.includes(channel_id)) {
      throw fieldError("channel_id", "Unknown channel");
    }
    deps.db
      .prepare("UPDATE users SET migrated_channel_id = ? WHERE id = ?")
      .run(channel_id, user.id);
    return c.json(encodeStatus({ status: "success" }));
  });

  /** A guest may always ask; a plan of the default group can be sold across the sites. */
  app.post("/cross_selling/check_user_status", async (c) => {
    const { subscription_id } = decodeInput(CrossSellingCheck, await readBody(c));
    const plan = accountDeps(deps).payments.plan(subscription_id);
    if (!plan) throw fieldError("subscription_id", "Unknown subscription");
    return c.json(encodeCrossSelling({ is_cross_selling_possible: plan.groupIsDefault }));
  });

  return app;
}
