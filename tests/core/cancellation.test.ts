import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CANCEL_REASONS,
  type CancelReason,
  cancellationAccess,
  cancellationFlow,
  cancellationPayload,
  emailCancellationOutcome,
  inAppCancellationOutcome,
  toggleReason,
  tokenCancellationOutcome,
} from "../../src/core/cancellation.ts";
import { errors, success } from "../../src/core/messages.ts";

const subscription = fc.option(
  fc.record({ subscription_data_id: fc.integer({ min: 1, max: 1e6 }) }),
  { nil: null },
);

describe("cancellation (spec 000 §4, §6; 001 §4, §8)", () => {
  it("a cross-selling (bundle) subscriber cannot cancel here, whatever the subscription (P)", () => {
    fc.assert(
      fc.property(subscription, (active) => {
        expect(
          cancellationAccess({
            is_cross_selling_unified_account: true,
            active_subscription: active,
          }),
        ).toEqual({ kind: "bundle", message: errors.bundleCancel });
      }),
    );
    expect(errors.bundleCancel).toBe(
      "Hey! You have a bundle subscription. Please cancel through the platform you used to sign up",
    );
  });

  it("others cancel their active subscription's data id, or have nothing to cancel (P)", () => {
    fc.assert(
      fc.property(subscription, (active) => {
        const access = cancellationAccess({
          is_cross_selling_unified_account: false,
          active_subscription: active,
        });
        expect(access).toEqual(
          active
            ? { kind: "allowed", subscriptionDataId: active.subscription_data_id }
            : { kind: "nothingToCancel" },
        );
      }),
    );
    expect(cancellationAccess(null)).toEqual({ kind: "nothingToCancel" });
  });

  it("reasons toggle and keep the list's order (P)", () => {
    const reasons = Object.keys(CANCEL_REASONS) as CancelReason[];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...reasons), { maxLength: 12 }), (clicks) => {
        const chosen = clicks.reduce<readonly CancelReason[]>(toggleReason, []);
        const odd = reasons.filter((r) => clicks.filter((c) => c === r).length % 2 === 1);
        expect(chosen).toEqual(odd);
        expect(cancellationPayload(7, chosen)).toEqual({
          subscription_data_id: 7,
          cancel_reason: odd,
        });
      }),
    );
  });

  it("in the app when use-no-email-cancellation-flow is on, else by e-mail", () => {
    expect(cancellationFlow([{ key: "use-no-email-cancellation-flow", value: true }])).toBe(
      "inApp",
    );
    expect(cancellationFlow([{ key: "use-no-email-cancellation-flow", value: false }])).toBe(
      "email",
    );
    expect(cancellationFlow([])).toBe("email");
  });

  it("outcomes: e-mail 200 notice, 422 bundle; token 200 cancelled, 404 expired; others fail (P)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 599 }), (status) => {
        const ok = status < 300;
        expect(emailCancellationOutcome(status).message).toBe(
          ok ? success.cancelEmailSent : status === 422 ? errors.bundleCancel : errors.cancelFailed,
        );
        expect(tokenCancellationOutcome(status).message).toBe(
          ok
            ? success.subscriptionCancelled
            : status === 404
              ? errors.cancelLinkExpired
              : errors.cancelFailed,
        );
        expect(inAppCancellationOutcome(status).message).toBe(
          ok ? success.subscriptionCancelled : errors.cancelFailed,
        );
      }),
    );
  });
});
