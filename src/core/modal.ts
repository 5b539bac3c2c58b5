/**
 * The generic closable modal (spec 000 §2 "Modals": "a generic closable modal (closes on
 * outside click unless disabled)").
 */

/**
 * Whether a press closes the modal: only a press on the backdrop itself (outside the
 * dialog), and only while closing on an outside click is not disabled.
 */
export const closesOnOutsideClick = (pressedBackdrop: boolean, outsideClickDisabled: boolean) =>
  pressedBackdrop && !outsideClickDisabled;
