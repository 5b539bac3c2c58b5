import { useId, useRef } from "react";
import { useFocusTrap } from "../firstVisit/useFocusTrap.ts";
import "../firstVisit/firstVisit.css";

export interface PlayAttemptModalContainerProps {
  readonly movieTitle: string;
  readonly onClose: () => void;
}

/**
 * The guest play-attempt modal (spec 000 §2): a guest who presses play on a registered film
 * is offered the film for free against an e-mail. Minimal first version; the lead form
 * follows.
 */
export function PlayAttemptModalContainer({ movieTitle, onClose }: PlayAttemptModalContainerProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, onClose);
  return (
    <div className="fv-backdrop">
      <div
        ref={dialogRef}
        className="fv-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <button type="button" className="fv-icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId} className="fv-dialog__title">
          Wanna watch this film for free?
        </h2>
        <p className="fv-dialog__text">{movieTitle}</p>
      </div>
    </div>
  );
}
