/** The new password and its confirmation, as the password change and the reset ask for them. */
import { Field } from "../auth/Field.tsx";

export function NewPasswordFields({
  errors,
  label = "New password",
}: {
  readonly errors: { readonly password?: string; readonly password_confirmation?: string };
  readonly label?: string;
}) {
  return (
    <>
      <Field
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        error={errors.password}
      />
      <Field
        name="password_confirmation"
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation}
      />
    </>
  );
}
