import { useId } from "react";
import type { LeadFormEdit } from "../../core/leadForm.ts";
import type { LeadFormView } from "../newsletter.view.ts";
import "./newsletter.css";
import { Button } from "../Button.tsx";

export interface LeadFormProps extends LeadFormView {
  readonly label: string;
  readonly buttonText: string;
  readonly optInShown: boolean;
  /** Only the e-mail (editing the address after a confirmation). */
  readonly emailOnly?: boolean;
  readonly formError?: string | null;
  readonly onEdit: (edit: LeadFormEdit) => void;
  readonly onSubmit: () => void;
}

/** A lead form: e-mail, terms, the opt-in where shown; submit disabled until valid. */
export function LeadForm(props: LeadFormProps) {
  const id = useId();
  const { values, errors, onEdit } = props;
  return (
    <form
      method="post"
      className="lead-form"
      aria-label={props.label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <div className="lead-form__row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          E-mail
        </label>
        <input
          id={`${id}-email`}
          className="field__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Your e-mail"
          value={values.email}
          aria-invalid={errors.email !== undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          onChange={(event) => onEdit({ field: "email", value: event.target.value })}
        />
        <Button type="submit" theme="primary" disabled={props.submitDisabled}>
          {props.buttonText}
        </Button>
      </div>
      {errors.email && (
        <p id={`${id}-email-error`} className="lead-form__error" role="alert">
          {errors.email}
        </p>
      )}
      {!props.emailOnly && (
        <>
          <label className="checkbox">
            <input
              type="checkbox"
              name="termsAndConditions"
              checked={values.termsAndConditions}
              aria-invalid={errors.termsAndConditions !== undefined}
              onChange={(event) =>
                onEdit({ field: "termsAndConditions", value: event.target.checked })
              }
            />
            <span>
              I accept the <a href="/legal">Terms and Conditions</a> and the{" "}
              <a href="/privacy-policy">Privacy Policy</a>
            </span>
          </label>
          {errors.termsAndConditions && (
            <p className="lead-form__error" role="alert">
              {errors.termsAndConditions}
            </p>
          )}
          {props.optInShown && (
            <label className="checkbox">
              <input
                type="checkbox"
                name="marketingMailCheckbox"
                checked={values.marketingMailCheckbox}
                onChange={(event) =>
                  onEdit({ field: "marketingMailCheckbox", value: event.target.checked })
                }
              />
              <span>I want to receive news and offers by e-mail</span>
            </label>
          )}
        </>
      )}
      {props.formError && (
        <p className="lead-form__error" role="alert">
          {props.formError}
        </p>
      )}
    </form>
  );
}
