import { FocusDialog } from "../FocusDialog.tsx";
import { heldPress } from "../heldPress.ts";

export interface AgeRestrictionModalProps {
  readonly onEnter: () => void;
  readonly onLeave: () => void;
}

/**
 * The first-visit age modal (render it while `selectAgeModalVisible`). It cannot be
 * dismissed: the visitor enters or leaves. Focus stays inside. It is in the server's HTML of a
 * first visit, so an answer pressed before the page has hydrated is held and then taken
 * (`heldPress`), not lost.
 */
export function AgeRestrictionModal({ onEnter, onLeave }: AgeRestrictionModalProps) {
  return (
    <FocusDialog
      role="alertdialog"
      opaque
      title="Adults only"
      text="This site contains films and series for adults. You may enter only if you are at least 18 years old (or the age of majority where you live)."
    >
      <button type="button" className="fv-button fv-button--primary" {...heldPress(onEnter)}>
        I am 18 or older - Enter
      </button>
      <button type="button" className="fv-button fv-button--ghost" {...heldPress(onLeave)}>
        Leave
      </button>
    </FocusDialog>
  );
}
