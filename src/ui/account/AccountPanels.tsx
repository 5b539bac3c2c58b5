/** My Account's panels: the profile form, the password change, the subscription, GDPR. */
import { type FormEvent, useState } from "react";
import type { CancelReason } from "../../core/cancellation.ts";
import type { PasswordChange } from "../../core/ports.ts";
import type { ProfileField } from "../../core/profile.ts";
import type {
  CancellationView,
  GdprView,
  PasswordChangeView,
  ProfileEditView,
  SubscriptionView,
} from "../account.view.ts";
import { Field } from "../auth/Field.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import "./account.css";
import { Button } from "../Button.tsx";

const PROFILE_LABELS: Readonly<Record<ProfileField, string>> = {
  name: "First name",
  last_name: "Last name",
  email: "E-mail",
  city: "City",
  birth_date_day: "Birth day",
  birth_date_month: "Birth month",
  birth_date_year: "Birth year",
};

export function ProfileEditForm({
  form,
  saving,
  needsCurrentPassword,
  fieldErrors,
  onEdit,
  onSubmit,
}: ProfileEditView & {
  readonly onEdit: (field: ProfileField, value: string) => void;
  readonly onSubmit: (currentPassword?: string) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get("current_password");
    onSubmit(typeof password === "string" ? password : undefined);
  };
  return (
    <section className="account-panel" aria-labelledby="profile-edit-title">
      <h2 id="profile-edit-title">Edit profile</h2>
      <form method="post" className="form" noValidate onSubmit={submit} aria-busy={saving}>
        {(Object.keys(PROFILE_LABELS) as ProfileField[]).map((field) => (
          <Field
            key={field}
            name={field}
            label={PROFILE_LABELS[field]}
            type={field === "email" ? "email" : "text"}
            inputMode={field.startsWith("birth_date") ? "numeric" : undefined}
            value={form[field]}
            error={fieldErrors[field]}
            onChange={(event) => onEdit(field, event.currentTarget.value)}
          />
        ))}
        {needsCurrentPassword && (
          <Field
            id="field-profile-current-password"
            name="current_password"
            label="Current password (to change your e-mail)"
            type="password"
            autoComplete="current-password"
            error={fieldErrors.current_password}
          />
        )}
        <div className="actions">
          <Button type="submit" theme="primary" disabled={saving}>
            {saving ? "Updating..." : "Save changes"}
          </Button>
        </div>
      </form>
    </section>
  );
}

export function PasswordChangeForm({
  saving,
  changed,
  fieldErrors,
  failure,
  onSubmit,
  onEdit,
}: PasswordChangeView & {
  readonly onSubmit: (form: PasswordChange) => void;
  readonly onEdit: () => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (key: string) => String(data.get(key) ?? "");
    onSubmit({
      current_password: value("current_password"),
      password: value("password"),
      password_confirmation: value("password_confirmation"),
    });
  };
  // A successful change empties the form (a new key remounts the inputs).
  const [round, setRound] = useState(0);
  const [wasChanged, setWasChanged] = useState(changed);
  if (changed !== wasChanged) {
    setWasChanged(changed);
    if (changed) setRound(round + 1);
  }
  return (
    <section className="account-panel" aria-labelledby="password-change-title">
      <h2 id="password-change-title">Change password</h2>
      <form
        method="post"
        key={round}
        className="form"
        noValidate
        onSubmit={submit}
        onInput={onEdit}
        aria-busy={saving}
      >
        <Field
          name="current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={fieldErrors.current_password}
        />
        <NewPasswordFields errors={fieldErrors} />
        {failure && (
          <p className="field__error" role="alert">
            {failure}
          </p>
        )}
        <div className="actions">
          <Button type="submit" theme="primary" disabled={saving}>
            {saving ? "Updating..." : "Change password"}
          </Button>
        </div>
      </form>
    </section>
  );
}

export interface SubscriptionPanelProps {
  readonly subscription: SubscriptionView;
  readonly cancellation: CancellationView | null;
  readonly onStart: () => void;
  readonly onNext: () => void;
  readonly onToggle: (reason: CancelReason) => void;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

export function SubscriptionPanel({
  subscription,
  cancellation,
  onStart,
  onNext,
  onToggle,
  onConfirm,
  onClose,
}: SubscriptionPanelProps) {
  const step = cancellation?.step ?? "idle";
  const { billing } = subscription;
  return (
    <section className="account-panel" aria-labelledby="subscription-title">
      <h2 id="subscription-title">Subscription</h2>
      {subscription.planName ? (
        <dl>
          <dt>Plan</dt>
          <dd>{subscription.planName}</dd>
          <dt>Status</dt>
          <dd>{subscription.status ?? "—"}</dd>
          {billing.price && (
            <>
              <dt>Price</dt>
              <dd>{billing.price}</dd>
            </>
          )}
          {billing.next && (
            <>
              <dt>{billing.next.label}</dt>
              <dd>{billing.next.date}</dd>
            </>
          )}
          {billing.paymentMethod && (
            <>
              <dt>Payment method</dt>
              <dd>{billing.paymentMethod}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="account-notice">You have no subscription.</p>
      )}
      {billing.transactions.length > 0 && (
        <>
          <h3 id="transactions-title">Transactions</h3>
          <table className="account-transactions" aria-labelledby="transactions-title">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {billing.transactions.map((t) => (
                <tr key={t.id}>
                  <td>{t.date}</td>
                  <td>{t.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {subscription.renews && <p className="account-notice">{subscription.reminder}</p>}
      {cancellation?.notice && (
        <p className="field__error" role="alert">
          {cancellation.notice}
        </p>
      )}
      {cancellation?.offered && step === "idle" && (
        <div className="actions">
          <Button theme="outline" onClick={onStart}>
            Cancel subscription
          </Button>
        </div>
      )}
      {step === "message" && (
        <div className="actions">
          <p>We are sorry to see you go. You keep Premium until the end of the period you paid.</p>
          <Button theme="primary" onClick={onNext}>
            Continue
          </Button>
          <Button theme="outline" onClick={onClose}>
            Keep my subscription
          </Button>
        </div>
      )}
      {step === "form" && cancellation && (
        <fieldset className="form">
          <legend>Why are you cancelling?</legend>
          {cancellation.reasons.map((reason) => (
            <label key={reason.key}>
              <input
                type="checkbox"
                checked={reason.checked}
                onChange={() => onToggle(reason.key)}
              />{" "}
              {reason.label}
            </label>
          ))}
          <div className="actions">
            <Button theme="primary" onClick={onConfirm}>
              Confirm cancellation
            </Button>
            <Button theme="outline" onClick={onClose}>
              Keep my subscription
            </Button>
          </div>
        </fieldset>
      )}
      {step === "working" && <p aria-busy="true">Cancelling...</p>}
      {step === "emailSent" && (
        <p className="account-notice">An email for cancel confirmation has been sent!</p>
      )}
      {step === "cancelled" && (
        <p className="account-notice">Your subscription has been cancelled!</p>
      )}
    </section>
  );
}

export function GdprPanel({
  state,
  onRequest,
  onConfirm,
  onCancel,
}: {
  readonly state: GdprView;
  readonly onRequest: () => void;
  readonly onConfirm: (currentPassword: string) => void;
  readonly onCancel: () => void;
}) {
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(String(new FormData(event.currentTarget).get("current_password") ?? ""));
  };
  return (
    <section className="account-panel" aria-labelledby="gdpr-title">
      <h2 id="gdpr-title">Delete account</h2>
      <p className="account-notice">
        Your account and everything stored with it are deleted for good.
      </p>
      {state === "idle" && (
        <div className="actions">
          <Button theme="outline" onClick={onRequest}>
            Delete my account
          </Button>
        </div>
      )}
      {state === "confirming" && (
        <form
          method="post"
          className="form"
          noValidate
          onSubmit={confirm}
          aria-label="Confirm deletion"
        >
          <Field
            id="field-delete-current-password"
            name="current_password"
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
          <div className="actions">
            <Button type="submit" theme="primary">
              Yes, delete my account
            </Button>
            <Button theme="outline" onClick={onCancel}>
              Keep my account
            </Button>
          </div>
        </form>
      )}
      {state === "deleting" && <p aria-busy="true">Deleting account...</p>}
    </section>
  );
}
