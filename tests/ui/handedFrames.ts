import { act } from "@testing-library/react";
import { afterEach, vi } from "vitest";

/**
 * The browser's frames, handed out by the test: a part drawn in turns waits for the frame
 * after the page's last render (src/ui/turns.ts), and `paint` lets that frame come (then the
 * turn each part asked for, and the render it set off).
 * Call at a test file's top level: each test gets the real frames back after it.
 */
export function handedFrames() {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return {
    /** From now on, frames come only when the test paints. */
    hold() {
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal("requestAnimationFrame", (flush: FrameRequestCallback) => {
        frames.push(flush);
        return frames.length;
      });
      return async function paint() {
        await act(async () => {
          for (const flush of frames.splice(0)) flush(performance.now());
          // A part's turn is a task of its own; the state it set renders on a microtask.
          await new Promise((resolve) => setTimeout(resolve, 20));
        });
      };
    },
  };
}
