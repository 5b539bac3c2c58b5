/**
 * The page's deferred parts (the footer, the layers above the page, each next home row) draw
 * one per task, in the order they asked: a part's render is a task of its own, so parts that
 * become due together (all the effects of one commit run in one task) never add up to one
 * long task on a slow phone.
 */
import { yieldToBrowser } from "./yieldToBrowser.ts";

const waiting: Array<() => void> = [];
let draining = false;

async function drain(): Promise<void> {
  draining = true;
  while (waiting.length > 0) {
    await yieldToBrowser();
    waiting.shift()?.();
  }
  draining = false;
}

/** Runs `part` in a task of its own once the parts before it have run; answers a cancel. */
export function inTurn(part: () => void): () => void {
  waiting.push(part);
  if (!draining) void drain();
  return () => {
    const index = waiting.indexOf(part);
    if (index >= 0) waiting.splice(index, 1);
  };
}
