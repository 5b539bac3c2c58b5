import { options } from "preact";
import { afterEach } from "vitest";

/**
 * The browser's frames, handed out by the test: Preact's effects run after the frame they
 * wait for, and `paint` lets that frame come (then the turn each effect asked for).
 * Call at a test file's top level: each test gets the real frames back after it.
 */
export function handedFrames() {
  const original = options.requestAnimationFrame;
  afterEach(() => {
    options.requestAnimationFrame = original;
  });
  return {
    /** From now on, frames come only when the test paints. */
    hold() {
      const frames: (() => void)[] = [];
      options.requestAnimationFrame = (flush) => {
        frames.push(flush);
      };
      return async function paint() {
        for (const flush of frames.splice(0)) flush();
        // A part's turn is a task of its own; the state it set renders on a microtask.
        await new Promise((resolve) => setTimeout(resolve, 20));
      };
    },
  };
}
