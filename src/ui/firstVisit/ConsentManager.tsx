import { useId, useRef, useState } from "react";
import type { ConsentCategory, ConsentChoice } from "../../core/consent.ts";
import { useFocusTrap } from "./useFocusTrap.ts";
import "./firstVisit.css";

export interface ConsentManagerProps {
  /** The choice the toggles start from (selector `choice`). */
  readonly initialChoice: ConsentChoice;
  readonly onSave: (choice: ConsentChoice) => void;
  readonly onAcceptAll: () => void;
  readonly onClose: () => void;
}

const CATEGORIES: readonly {
  readonly key: ConsentCategory;
  readonly label: string;
  readonly description: string;
}[] = [
  {
    key: "marketing",
    label: "Marketing",
    description: "Measure our campaigns and show you offers that match your interests.",
  },
  {
    key: "analytics",
    label: "Analytics",
    description: "Count visits and see how the site is used, so we can improve it.",
  },
  {
    key: "preferences",
    label: "Preferences",
    description: "Remember your choices, such as language and player settings.",
  },
];

/**
 * The consent manager dialog: one switch per category, strictly necessary always on.
 * Focus stays inside while open; Escape closes it without saving.
 */
export function ConsentManager({
  initialChoice,
  onSave,
  onAcceptAll,
  onClose,
}: ConsentManagerProps) {
  const [choice, setChoice] = useState<ConsentChoice>(initialChoice);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const idPrefix = useId();
  useFocusTrap(dialogRef, onClose);

  return (
    <div className="fv-backdrop">
      <div
        ref={dialogRef}
        className="fv-dialog fv-dialog--manager"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="fv-dialog__header">
          <h2 id={titleId} className="fv-dialog__title">
            Cookies Preferences
          </h2>
          <button
            type="button"
            className="fv-icon-button"
            aria-label="Close cookies preferences"
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <ul className="fv-toggles">
          <li className="fv-toggle">
            <label className="fv-toggle__label" htmlFor={`${idPrefix}-necessary`}>
              <span className="fv-toggle__name">Strictly necessary</span>
              <span className="fv-toggle__description">
                Needed for the site to work (sign-in, security, your choices here). Always on.
              </span>
            </label>
            <input
              id={`${idPrefix}-necessary`}
              className="fv-switch"
              type="checkbox"
              role="switch"
              checked
              disabled
              aria-checked="true"
              readOnly
            />
          </li>
          {CATEGORIES.map(({ key, label, description }) => (
            <li className="fv-toggle" key={key}>
              <label className="fv-toggle__label" htmlFor={`${idPrefix}-${key}`}>
                <span className="fv-toggle__name">{label}</span>
                <span className="fv-toggle__description">{description}</span>
              </label>
              <input
                id={`${idPrefix}-${key}`}
                className="fv-switch"
                type="checkbox"
                role="switch"
                checked={choice[key]}
                aria-checked={choice[key]}
                onChange={(event) => setChoice({ ...choice, [key]: event.target.checked })}
              />
            </li>
          ))}
        </ul>
        <div className="fv-actions">
          <button
            type="button"
            className="fv-button fv-button--secondary"
            onClick={() => onSave(choice)}
          >
            Save preferences
          </button>
          <button type="button" className="fv-button fv-button--primary" onClick={onAcceptAll}>
            Accept all
          </button>
        </div>
      </div>
    </div>
  );
}
