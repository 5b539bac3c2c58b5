/**
 * A control whose press, made before the app has hydrated it, the page's early-press holder
 * keeps (the last one) and replays once the app's handler is there
 * (`server/render/pageRender.ts`, `holdPressesUntilHydrated`; decision 0049, "A press before
 * the page has booted"). The app's click handler of such a control tells the holder it took
 * the press by preventing the click's default (a plain button has none).
 */
export const HELD_PRESS_ATTRIBUTE = "data-held";

/**
 * The props of a held control: its mark, and a click handler that tells the holder it took the
 * press (prevents the click's default), then acts.
 */
export const heldPress = (act: () => void) => ({
  [HELD_PRESS_ATTRIBUTE]: "",
  onClick: (event: { preventDefault(): void }): void => {
    event.preventDefault();
    act();
  },
});
