/**
 * The page's deferred parts (the footer, the layers above the page, each next home row) draw
 * one per task, in the order they asked: a part's render is a task of its own, so parts that
 * become due together (all the effects of one commit run in one task) never add up to one
 * long task on a slow phone. The page's own parts (its next rows) go before the parts around
 * it (the footer, the layers): the footer is drawn below a finished page, never pushed down by
 * a row that comes after it.
 */
/** Whose part it is: the page's content, or what is drawn around the page. */
export type TurnPlace = "page" | "around";

const waiting: Record<TurnPlace, Array<() => void>> = { page: [], around: [] };
let draining = false;

const next = (): (() => void) | undefined => waiting.page.shift() ?? waiting.around.shift();

/**
 * Resolves in a task of its own after the next frame: the page with the last part drawn has
 * been painted, and that part's effects have run (React runs them after the commit), so a page
 * part drawn in the last turn has asked for its next one by then. A hidden tab draws no
 * frames: there it resolves in the next task, or when the tab is hidden while it waits.
 */
function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== "function") {
    return new Promise((resolve) => setTimeout(resolve, 0));
  }
  const page = typeof document === "undefined" ? undefined : document;
  return new Promise((resolve) => {
    const done = () => {
      page?.removeEventListener("visibilitychange", done);
      setTimeout(resolve, 0);
    };
    if (page?.hidden) return done();
    page?.addEventListener("visibilitychange", done);
    requestAnimationFrame(done);
  });
}

async function drain(): Promise<void> {
  draining = true;
  while (waiting.page.length + waiting.around.length > 0) {
    // Each part waits until the page with the part before it has been painted; then the
    // page's last part may have asked for its next one (a next row, more cards): that goes
    // before a part around the page, so nothing below it moves.
    await afterNextPaint();
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
