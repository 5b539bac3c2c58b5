/**
 * Cancelling a subscription (spec 000 §4, §6; 001 §3, §4, §7, §8): a cross-selling (bundle)
 * subscriber cannot cancel here; the in-app flow goes through the step options (message,
 * form) and sends the active subscription's data id with the reasons; by e-mail, 200 is a
 * notice and 422 the cross-selling error; by token, 200 cancelled and 404 not found.
 */
import { errors, success } from "./messages.ts";
import type { Setting } from "./schema/settings.ts";
import { settingFlag } from "./settings.ts";

/** What a member may do about cancelling, and why not. */
export type CancellationAccess =
  | { readonly kind: "allowed"; readonly subscriptionDataId: number }
  | { readonly kind: "bundle"; readonly message: typeof errors.bundleCancel }
  | { readonly kind: "nothingToCancel" };

interface CancellingUser {
  readonly is_cross_selling_unified_account: boolean;
  readonly active_subscription: { readonly subscription_data_id: number } | null;
}

/** Bundle subscribers are sent to their platform; others cancel their active subscription. */
export const cancellationAccess = (user: CancellingUser | null): CancellationAccess => {
  if (user?.is_cross_selling_unified_account) {
    return { kind: "bundle", message: errors.bundleCancel };
  }
  const active = user?.active_subscription ?? null;
  return active === null
    ? { kind: "nothingToCancel" }
    : { kind: "allowed", subscriptionDataId: active.subscription_data_id };
};

/** The reasons offered on the form (the spec names the list, not its entries: ours). */
export const CANCEL_REASONS = {
  too_expensive: "It is too expensive",
  not_enough_content: "I did not find enough films I like",
  technical_problems: "I had technical problems",
  not_using: "I do not use it enough",
  other: "Another reason",
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;

export const isCancelReason = (value: string): value is CancelReason => value in CANCEL_REASONS;

/** Toggles a reason on the form, keeping the order of the list. */
export const toggleReason = (
  chosen: readonly CancelReason[],
  reason: CancelReason,
): readonly CancelReason[] => {
  const next = new Set(chosen);
  if (next.has(reason)) next.delete(reason);
  else next.add(reason);
  return (Object.keys(CANCEL_REASONS) as CancelReason[]).filter((r) => next.has(r));
};

/** The body of `POST /cancel_subscription`. */
export const cancellationPayload = (subscriptionDataId: number, reasons: readonly string[]) => ({
  subscription_data_id: subscriptionDataId,
  cancel_reason: [...reasons],
});

/** In-app cancellation when `use-no-email-cancellation-flow` is on, else by e-mail. */
export type CancellationFlow = "inApp" | "email";

export const cancellationFlow = (settings: readonly Setting[]): CancellationFlow =>
  settingFlag(settings, "use-no-email-cancellation-flow") ? "inApp" : "email";

export type CancellationOutcome =
  | { readonly kind: "cancelled"; readonly message: typeof success.subscriptionCancelled }
  | { readonly kind: "emailSent"; readonly message: typeof success.cancelEmailSent }
  | { readonly kind: "bundle"; readonly message: typeof errors.bundleCancel }
  | { readonly kind: "linkExpired"; readonly message: typeof errors.cancelLinkExpired }
  | { readonly kind: "failed"; readonly message: typeof errors.cancelFailed };

const failed: CancellationOutcome = { kind: "failed", message: errors.cancelFailed };

/** `POST /cancel_subscription`: 2xx cancelled (then the user is reloaded). */
export const inAppCancellationOutcome = (status: number): CancellationOutcome =>
  status >= 200 && status < 300
    ? { kind: "cancelled", message: success.subscriptionCancelled }
    : failed;

/** `POST /cancel_subscription/create`: 200 a notice (and a reload), 422 the bundle error. */
export const emailCancellationOutcome = (status: number): CancellationOutcome => {
  if (status >= 200 && status < 300) return { kind: "emailSent", message: success.cancelEmailSent };
  if (status === 422) return { kind: "bundle", message: errors.bundleCancel };
  return failed;
};

/** `GET /cancel_subscription/find-and-cancel/{token}`: 200 cancelled, 404 expired or used. */
export const tokenCancellationOutcome = (status: number): CancellationOutcome => {
  if (status >= 200 && status < 300)
    return { kind: "cancelled", message: success.subscriptionCancelled };
  if (status === 404) return { kind: "linkExpired", message: errors.cancelLinkExpired };
  return failed;
};
