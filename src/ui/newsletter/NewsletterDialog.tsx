import { type ReactNode, useId, useRef } from "react";
import { closesOnOutsideClick } from "../../core/modal.ts";
import { useFocusTrap } from "../firstVisit/useFocusTrap.ts";
import "../firstVisit/firstVisit.css";
import "./newsletter.css";

export interface NewsletterDialogProps {
  readonly title: string;
  readonly subtitle?: string | null;
  readonly onClose: () => void;
  /** A click outside the dialog leaves it open (the close button and Escape still close). */
  readonly outsideClickDisabled?: boolean;
  readonly children: ReactNode;
}

/**
 * The generic closable modal (the newsletter's modals are drawn with it): an outside click
 * (unless disabled), Escape and the close button close it.
 */
export function NewsletterDialog({
  title,
  subtitle,
  onClose,
  outsideClickDisabled = false,
  children,
}: NewsletterDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, onClose);
  return (
    <div
      className="fv-backdrop nl-backdrop"
      onMouseDown={(event) => {
        if (closesOnOutsideClick(event.target === event.currentTarget, outsideClickDisabled))
          onClose();
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
