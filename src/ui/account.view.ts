/**
 * The seam between My Account's feature machines and their views: the profile form, the
 * password change, the subscription with its cancellation, and GDPR deletion; selectors
 * (snapshot -> view props) and intents (user action -> event).
 */

import type { SnapshotFrom } from "xstate";
import { type BillingView, billingOf, subscriptionStatusLabel } from "../core/billing.ts";
import { CANCEL_REASONS, type CancelReason } from "../core/cancellation.ts";
import { success } from "../core/messages.ts";
import type { PasswordChange } from "../core/ports.ts";
import {
  changesEmail,
  type ProfileField,
  type ProfileForm,
  profileChanges,
} from "../core/profile.ts";
import type { User } from "../core/schema/index.ts";
import type { CancellationEvent, CancellationMachine } from "../machines/cancellation.machine.ts";
import type { GdprEvent, GdprMachine } from "../machines/gdpr.machine.ts";
import type { PasswordEvent, PasswordMachine } from "../machines/password.machine.ts";
import type { ProfileEvent, ProfileMachine } from "../machines/profile.machine.ts";

/* Profile form */

export interface ProfileEditView {
  readonly form: ProfileForm;
  readonly saving: boolean;
  /** The form changes the e-mail: it asks for the current password (issue 23). */
  readonly needsCurrentPassword: boolean;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

const firstMessages = (
  errors: Readonly<Record<string, readonly string[] | string | undefined>>,
): Readonly<Record<string, string>> => {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = typeof messages === "string" ? messages : messages?.[0];
    if (first) out[field] = first;
  }
  return out;
};

export const selectProfileEdit = (snapshot: SnapshotFrom<ProfileMachine>): ProfileEditView => ({
  form: snapshot.context.form,
  saving: snapshot.matches("saving"),
  needsCurrentPassword: changesEmail(
    profileChanges(snapshot.context.form),
    snapshot.context.savedEmail,
  ),
  fieldErrors: firstMessages(snapshot.context.fieldErrors),
});

export const sameProfileEdit = (a: ProfileEditView, b: ProfileEditView): boolean =>
  a.form === b.form &&
  a.saving === b.saving &&
  a.needsCurrentPassword === b.needsCurrentPassword &&
  sameMessages(a.fieldErrors, b.fieldErrors);

const sameMessages = (
  a: Readonly<Record<string, string>>,
  b: Readonly<Record<string, string>>,
): boolean =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([k, v]) => b[k] === v);

export const profileEditIntents = (send: (event: ProfileEvent) => void) => ({
  edit: (field: ProfileField, value: string) => send({ type: "profile.edit", field, value }),
  submit: (currentPassword?: string) => send({ type: "profile.submit", currentPassword }),
});

/* Password change */

export interface PasswordChangeView {
  readonly saving: boolean;
  readonly changed: boolean;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly failure: string | null;
}

export const selectPasswordChange = (
  snapshot: SnapshotFrom<PasswordMachine>,
): PasswordChangeView => ({
  saving: snapshot.matches("saving"),
  changed: snapshot.matches("changed"),
  fieldErrors: firstMessages(snapshot.context.fieldErrors),
  failure: snapshot.context.failure,
});

export const samePasswordChange = (a: PasswordChangeView, b: PasswordChangeView): boolean =>
  a.saving === b.saving &&
  a.changed === b.changed &&
  a.failure === b.failure &&
  sameMessages(a.fieldErrors, b.fieldErrors);

export const passwordChangeIntents = (send: (event: PasswordEvent) => void) => ({
  submit: (form: PasswordChange) => send({ type: "password.submit", ...form }),
  edit: () => send({ type: "password.edit" }),
});

/* Subscription */

export interface SubscriptionView {
  /** The plan of the subscription in force, else null. */
  readonly planName: string | null;
  /** Its status as a viewer reads it ("Active", "Free trial"...: core subscriptionStatusLabel). */
  readonly status: string | null;
  /** A recurring subscription renews: the reminder line shows. */
  readonly renews: boolean;
  readonly reminder: string;
  /** Price, next charge or trial end (a date of the viewer's locale), card, payments. */
  readonly billing: BillingView;
}

/** The subscription of the account: the active one, else the latest listed. */
export const subscriptionOf = (user: User | null): SubscriptionView => {
  const latest = user?.subscriptions.at(-1) ?? null;
  const active = user?.active_subscription ?? null;
  const current = user?.subscriptions.find((s) => s.status === "active") ?? latest;
  return {
    planName: active?.data.plan.name ?? current?.plan_name ?? null,
    status: current ? subscriptionStatusLabel(current.status) : null,
    renews: active !== null && active.data.plan.type === "recurring",
    reminder: success.renewalReminder,
    // Dates in the account's locale (the site's pages follow it, spec 000 §2).
    billing: billingOf(user, user?.locale ?? "en"),
  };
};

const sameBilling = (a: BillingView, b: BillingView): boolean =>
  a.price === b.price &&
  a.paymentMethod === b.paymentMethod &&
  a.next?.label === b.next?.label &&
  a.next?.date === b.next?.date &&
  a.transactions.length === b.transactions.length &&
  a.transactions.every((t, i) => t.id === b.transactions[i]?.id);

export const sameSubscription = (a: SubscriptionView, b: SubscriptionView): boolean =>
  a.planName === b.planName &&
  a.status === b.status &&
  a.renews === b.renews &&
  sameBilling(a.billing, b.billing);

/* Cancellation */

export type CancellationStepView =
  | "idle"
  | "bundle"
  | "message"
  | "form"
  | "working"
  | "emailSent"
  | "linkExpired"
  | "cancelled";

export interface CancellationView {
  readonly step: CancellationStepView;
  readonly reasons: readonly {
    readonly key: CancelReason;
    readonly label: string;
    readonly checked: boolean;
  }[];
  readonly notice: string | null;
  /** A subscription that may be cancelled here (or a bundle one, told where). */
  readonly offered: boolean;
}

export const selectCancellation = (
  snapshot: SnapshotFrom<CancellationMachine>,
): CancellationView => {
  const s = snapshot;
  const step: CancellationStepView = s.matches("bundle")
    ? "bundle"
    : s.matches("message")
      ? "message"
      : s.matches("form")
        ? "form"
        : s.matches("cancelling") || s.matches("requestingEmail") || s.matches("cancellingByToken")
          ? "working"
          : s.matches("emailSent")
            ? "emailSent"
            : s.matches("linkExpired")
              ? "linkExpired"
              : s.matches("cancelled")
                ? "cancelled"
                : "idle";
  return {
    step,
    reasons: (Object.keys(CANCEL_REASONS) as CancelReason[]).map((key) => ({
      key,
      label: CANCEL_REASONS[key],
      checked: s.context.reasons.includes(key),
    })),
    notice: s.context.notice,
    offered: s.context.access.kind !== "nothingToCancel",
  };
};

export const sameCancellation = (a: CancellationView, b: CancellationView): boolean =>
  a.step === b.step &&
  a.notice === b.notice &&
  a.offered === b.offered &&
  a.reasons.every((r, i) => r.checked === b.reasons[i]?.checked);

export const cancellationIntents = (send: (event: CancellationEvent) => void) => ({
  start: () => send({ type: "cancellation.start" }),
  next: () => send({ type: "cancellation.next" }),
  toggle: (reason: CancelReason) => send({ type: "cancellation.toggleReason", reason }),
  confirm: () => send({ type: "cancellation.confirm" }),
  close: () => send({ type: "cancellation.close" }),
  byToken: (token: string) => send({ type: "cancellation.byToken", token }),
});

/* GDPR */

export type GdprView = "idle" | "confirming" | "deleting" | "deleted";

export const selectGdpr = (snapshot: SnapshotFrom<GdprMachine>): GdprView =>
  snapshot.matches("confirming")
    ? "confirming"
    : snapshot.matches("deleting")
      ? "deleting"
      : snapshot.matches("deleted")
        ? "deleted"
        : "idle";

export const gdprIntents = (send: (event: GdprEvent) => void) => ({
  request: () => send({ type: "gdpr.request" }),
  confirm: (currentPassword: string) => send({ type: "gdpr.confirm", currentPassword }),
  cancel: () => send({ type: "gdpr.cancel" }),
});
