import type { InputHTMLAttributes } from "react";

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly name: string;
  readonly label: string;
  readonly error?: string | undefined;
}

/** A labelled input with its error under it, announced with the field. */
export function Field({ name, label, error, id = `field-${name}`, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface ChoiceFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  /** The first option, chosen until the viewer picks one ("Choose a subject"). */
  readonly placeholder: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly defaultValue: string | undefined;
  readonly error?: string | undefined;
}

/** A labelled select with its error under it, announced with the field. */
export function ChoiceField({
  id,
  name,
  label,
  placeholder,
  options,
  defaultValue,
  error,
}: ChoiceFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__input"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextAreaFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly defaultValue: string | undefined;
  readonly error?: string | undefined;
}

/** A labelled text area (six rows) with its error under it, announced with the field. */
export function TextAreaField({ id, name, label, defaultValue, error }: TextAreaFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={6}
        className="field__input"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
