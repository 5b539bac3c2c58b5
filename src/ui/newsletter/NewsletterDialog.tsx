import { type ReactNode, useId, useRef } from "react";
import { useFocusTrap } from "../firstVisit/useFocusTrap.ts";
import "../firstVisit/firstVisit.css";
import "./newsletter.css";

export interface NewsletterDialogProps {
  readonly title: string;
  readonly subtitle?: string | null;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** A closable modal of the newsletter: outside click, Escape and the close button close it. */
export function NewsletterDialog({ title, subtitle, onClose, children }: NewsletterDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, onClose);
  return (
    <div
      className="fv-backdrop nl-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="fv-dialog nl-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <button
          type="button"
          className="fv-icon-button nl-dialog__close"
          aria-label="Close"
          onClick={onClose}
        >
          ×
        </button>
        <h2 id={titleId} className="fv-dialog__title">
          {title}
        </h2>
        {subtitle && <p className="fv-dialog__text">{subtitle}</p>}
        {children}
      </div>
    </div>
  );
}
