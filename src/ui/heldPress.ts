/**
 * A control whose press, made before the app has hydrated it, the page's early-press holder
 * keeps (the last one) and replays once the app's handler is there
 * (`server/render/pageRender.ts`, `holdPressesUntilHydrated`; decision 0049, "A press before
 * the page has booted"). The app's click handler of such a control tells the holder it took
 * the press by preventing the click's default (a plain button has none).
 */
export const HELD_PRESS_ATTRIBUTE = "data-held";

/** The props that mark a control as held until hydrated. */
export const heldPress = { [HELD_PRESS_ATTRIBUTE]: "" } as const;

/**
 * The click handler of a held control: it tells the holder it took the press (prevents the
 * click's default), then acts.
 */
export const takingHeldPress =
  (act: () => void) =>
  (event: { preventDefault(): void }): void => {
    event.preventDefault();
    act();
  };
