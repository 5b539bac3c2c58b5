/**
 * A modal dialog that keeps focus inside: a backdrop, a title, a text and the caller's
 * actions (stacked). The age modal, 'Attention' and the sunset modal are drawn with it.
 */
import { type ReactNode, useId, useRef } from "react";
import { useFocusTrap } from "./firstVisit/useFocusTrap.ts";
import "./firstVisit/firstVisit.css";

export interface FocusDialogProps {
  /** `alertdialog` when the viewer must answer before going on. */
  readonly role: "dialog" | "alertdialog";
  readonly title: ReactNode;
  readonly text: ReactNode;
  /** The page behind is hidden, not only dimmed. */
  readonly opaque?: boolean;
  /** An answer is being sent: announced, the actions decide whether they wait. */
  readonly busy?: boolean;
  /** What comes between the text and the actions (an error, say). */
  readonly notice?: ReactNode;
  /** The actions, stacked. */
  readonly children: ReactNode;
}

export function FocusDialog({
  role,
  title,
  text,
  opaque = false,
  busy,
  notice,
  children,
}: FocusDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useFocusTrap(dialogRef);
  return (
    <div className={opaque ? "fv-backdrop fv-backdrop--opaque" : "fv-backdrop"}>
      <div
        ref={dialogRef}
        className="fv-dialog fv-dialog--age"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        aria-busy={busy}
        tabIndex={-1}
      >
        <h2 id={titleId} className="fv-dialog__title">
          {title}
        </h2>
        <p id={textId} className="fv-dialog__text">
          {text}
        </p>
        {notice}
        <div className="fv-actions fv-actions--stacked">{children}</div>
      </div>
    </div>
  );
}
