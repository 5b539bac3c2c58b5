/**
 * 'Attention' (spec 000 §2): another screen of the account plays. A focus-trapped modal
 * with the spec's text and its two buttons; props only.
 */
import { useId, useRef } from "react";
import { concurrentStream } from "../../core/messages.ts";
import { useFocusTrap } from "../firstVisit/useFocusTrap.ts";
import "../firstVisit/firstVisit.css";

export interface TakeoverModalProps {
  /** 'WATCH ON THIS DEVICE' was chosen and is being sent: both buttons wait. */
  readonly busy: boolean;
  readonly onWatchHere: () => void;
  readonly onGoBack: () => void;
}

export function TakeoverModal({ busy, onWatchHere, onGoBack }: TakeoverModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useFocusTrap(dialogRef);
  return (
    <div className="fv-backdrop">
      <div
        ref={dialogRef}
        className="fv-dialog fv-dialog--age"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        aria-busy={busy}
        tabIndex={-1}
      >
        <h2 id={titleId} className="fv-dialog__title">
          {concurrentStream.title}
        </h2>
        <p id={textId} className="fv-dialog__text">
          {concurrentStream.body}
        </p>
        <div className="fv-actions fv-actions--stacked">
          <button
            type="button"
            className="fv-button fv-button--primary"
            disabled={busy}
            onClick={onWatchHere}
          >
            {concurrentStream.watchHere}
          </button>
          <button
            type="button"
            className="fv-button fv-button--ghost"
            disabled={busy}
            onClick={onGoBack}
          >
            {concurrentStream.goBack}
          </button>
        </div>
      </div>
    </div>
  );
}
