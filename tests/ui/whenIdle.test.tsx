// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WhenIdle, whenIdle } from "../../src/ui/WhenIdle.tsx";

afterEach(() => {
  // Inside act: the unmount's clean-ups run now, while the stubbed idle callbacks still exist.
  act(() => {
    cleanup();
  });
  vi.unstubAllGlobals();
});

/** A browser whose idle moments the test hands out. */
function idleBrowser() {
  const waiting = new Map<number, () => void>();
  let next = 1;
  vi.stubGlobal("requestIdleCallback", (task: () => void) => {
    waiting.set(next, task);
    return next++;
  });
  vi.stubGlobal("cancelIdleCallback", (id: number) => waiting.delete(id));
  return {
    waiting,
    idle: () => {
      for (const [id, task] of [...waiting]) {
        waiting.delete(id);
        task();
      }
    },
  };
}

describe("drawing after the first paint", () => {
  it("draws nothing until the browser is idle, then its children", () => {
    const browser = idleBrowser();
    render(
      <WhenIdle>
        <p>later</p>
      </WhenIdle>,
    );
    expect(screen.queryByText("later")).toBeNull();
    act(() => browser.idle());
    expect(screen.getByText("later")).toBeTruthy();
  });

  it("a page that goes before the idle moment leaves no task behind", () => {
    const browser = idleBrowser();
    const { unmount } = render(
      <WhenIdle>
        <p>later</p>
      </WhenIdle>,
    );
    expect(browser.waiting.size).toBe(1);
    act(() => {
      unmount();
    });
    expect(browser.waiting.size).toBe(0);
  });

  it("without idle callbacks the task still runs, soon", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
