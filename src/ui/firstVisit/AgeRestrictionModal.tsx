import { FocusDialog } from "../FocusDialog.tsx";

export interface AgeRestrictionModalProps {
  readonly onEnter: () => void;
  readonly onLeave: () => void;
}

/**
 * The first-visit age modal (render it while `selectAgeModalVisible`). It cannot be
 * dismissed: the visitor enters or leaves. Focus stays inside.
 */
export function AgeRestrictionModal({ onEnter, onLeave }: AgeRestrictionModalProps) {
  return (
    <FocusDialog
      role="alertdialog"
      opaque
      title="Adults only"
      text="This site contains films and series for adults. You may enter only if you are at least 18 years old (or the age of majority where you live)."
    >
      <button type="button" className="fv-button fv-button--primary" onClick={onEnter}>
        I am 18 or older - Enter
      </button>
      <button type="button" className="fv-button fv-button--ghost" onClick={onLeave}>
        Leave
      </button>
    </FocusDialog>
  );
}
