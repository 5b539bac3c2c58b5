import type { InputHTMLAttributes, ReactNode } from "react";

/** What a control needs to be announced with its label and error. */
interface ControlWiring {
  readonly id: string;
  readonly className: "field__input";
  readonly "aria-invalid": true | undefined;
  readonly "aria-describedby": string | undefined;
}

interface FieldFrameProps {
  readonly id: string;
  readonly label: string;
  readonly error: string | undefined;
  readonly children: (wiring: ControlWiring) => ReactNode;
}

/** A label, the control it names, and the control's error under it, announced with the field. */
function FieldFrame({ id, label, error, children }: FieldFrameProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: "field__input",
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly name: string;
  readonly label: string;
  readonly error?: string | undefined;
}

/** A labelled input. */
export function Field({ name, label, error, id = `field-${name}`, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(wiring) => <input {...input} {...wiring} name={name} />}
    </FieldFrame>
  );
}

export interface ChoiceFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  /** The select's empty first option, chosen until the viewer picks one ("Choose a subject"). */
  readonly emptyChoice: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly defaultValue: string | undefined;
  readonly error?: string | undefined;
}

/** A labelled select. */
export function ChoiceField({
  id,
  name,
  label,
  emptyChoice,
  options,
  defaultValue,
  error,
}: ChoiceFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(wiring) => (
        <select {...wiring} name={name} defaultValue={defaultValue}>
          <option value="">{emptyChoice}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly defaultValue: string | undefined;
  readonly error?: string | undefined;
}

/** A labelled text area, six rows high. */
export function TextAreaField({ id, name, label, defaultValue, error }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(wiring) => <textarea {...wiring} name={name} rows={6} defaultValue={defaultValue} />}
    </FieldFrame>
  );
}
