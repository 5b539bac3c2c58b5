import { afterEach, describe, expect, it, vi } from "vitest";
import { yieldToBrowser } from "../../src/ui/yieldToBrowser.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("yielding to the browser between start-up steps", () => {
  it("resumes in a later task, after the work queued before it", async () => {
    const order: string[] = [];
    const resumed = yieldToBrowser().then(() => order.push("resumed"));
    queueMicrotask(() => order.push("microtask"));
    order.push("sync");
    await resumed;
    expect(order).toEqual(["sync", "microtask", "resumed"]);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yielded });
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});
