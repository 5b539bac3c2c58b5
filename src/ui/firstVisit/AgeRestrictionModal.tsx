import { useId, useRef } from "react";
import { useFocusTrap } from "./useFocusTrap.ts";
import "./firstVisit.css";

export interface AgeRestrictionModalProps {
  readonly onEnter: () => void;
  readonly onLeave: () => void;
}

/**
 * The first-visit age modal (render it while `selectAgeModalVisible`). It cannot be
 * dismissed: the visitor enters or leaves. Focus stays inside.
 */
export function AgeRestrictionModal({ onEnter, onLeave }: AgeRestrictionModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useFocusTrap(dialogRef);

  return (
    <div className="fv-backdrop fv-backdrop--opaque">
      <div
        ref={dialogRef}
        className="fv-dialog fv-dialog--age"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="fv-dialog__title">
          Adults only
        </h2>
        <p id={textId} className="fv-dialog__text">
          This site contains films and series for adults. You may enter only if you are at least 18
          years old (or the age of majority where you live).
        </p>
        <div className="fv-actions fv-actions--stacked">
          <button type="button" className="fv-button fv-button--primary" onClick={onEnter}>
            I am 18 or older - Enter
          </button>
          <button type="button" className="fv-button fv-button--ghost" onClick={onLeave}>
            Leave
          </button>
        </div>
      </div>
    </div>
  );
}
