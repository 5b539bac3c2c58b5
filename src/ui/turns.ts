/**
 * The page's deferred parts (the footer, the layers above the page, each next home row) draw
 * one per task, in the order they asked: a part's render is a task of its own, so parts that
 * become due together (all the effects of one commit run in one task) never add up to one
 * long task on a slow phone. The page's own parts (its next rows) go before the parts around
 * it (the footer, the layers): the footer is drawn below a finished page, never pushed down by
 * a row that comes after it.
 */
import { yieldToBrowser } from "./yieldToBrowser.ts";

/** Whose part it is: the page's content, or what is drawn around the page. */
export type TurnPlace = "page" | "around";

const waiting: Record<TurnPlace, Array<() => void>> = { page: [], around: [] };
let draining = false;

const next = (): (() => void) | undefined => waiting.page.shift() ?? waiting.around.shift();

/** How long the parts around the page wait for a frame before going on (hidden tabs). */
const FRAME_WAIT_MS = 100;

/**
 * Resolves once the next frame's effects have run (Preact runs them in a timer after the
 * frame): a page part drawn in the last turn has asked for its next one by then.
 */
function afterNextEffects(): Promise<void> {
  if (typeof requestAnimationFrame !== "function") {
    return new Promise((resolve) => setTimeout(resolve, 0));
  }
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

async function drain(): Promise<void> {
  draining = true;
  while (waiting.page.length + waiting.around.length > 0) {
    await yieldToBrowser();
    // Before a part around the page, the page's last part may still ask for its next one
    // once painted (a next row, more cards): that goes first, so nothing below it moves.
    if (waiting.page.length === 0) {
      await afterNextEffects();
      if (waiting.page.length > 0) continue;
    }
    next()?.();
  }
  draining = false;
}

/**
 * Runs `part` in a task of its own once the parts before it have run (the page's parts before
 * those around it); answers a cancel. `ahead`: the part goes before the others waiting in its
 * place (the next step of a part being drawn, so that nothing below it is drawn first).
 */
export function inTurn(part: () => void, place: TurnPlace = "page", ahead = false): () => void {
  if (ahead) waiting[place].unshift(part);
  else waiting[place].push(part);
  if (!draining) void drain();
  return () => {
    const index = waiting[place].indexOf(part);
    if (index >= 0) waiting[place].splice(index, 1);
  };
}
