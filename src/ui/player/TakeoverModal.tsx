/**
 * 'Attention' (spec 000 §2): another screen of the account plays. A focus-trapped modal
 * with the spec's text and its two buttons; props only.
 */
import { concurrentStream } from "../../core/concurrentStreamMessages.ts";
import { FocusDialog } from "../FocusDialog.tsx";

export interface TakeoverModalProps {
  /** 'WATCH ON THIS DEVICE' was chosen and is being sent: both buttons wait. */
  readonly busy: boolean;
  readonly onWatchHere: () => void;
  readonly onGoBack: () => void;
}

export function TakeoverModal({ busy, onWatchHere, onGoBack }: TakeoverModalProps) {
  return (
    <FocusDialog
      role="alertdialog"
      busy={busy}
      title={concurrentStream.title}
      text={concurrentStream.body}
    >
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
    </FocusDialog>
  );
}
