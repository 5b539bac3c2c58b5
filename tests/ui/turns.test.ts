import { describe, expect, it } from "vitest";
import { inTurn } from "../../src/ui/turns.ts";

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe("the page's deferred parts, one per task", () => {
  it("runs the parts in the order they asked, none in the task that asked", async () => {
    const order: string[] = [];
    for (const name of ["footer", "layers", "row"]) {
      inTurn(() => {
        order.push(name);
        // Work the part leaves for after itself runs before the next part's turn.
        queueMicrotask(() => order.push(`after ${name}`));
      });
    }
    order.push("asked");
    await settle();
    expect(order).toEqual([
      "asked",
      "footer",
      "after footer",
      "layers",
      "after layers",
      "row",
      "after row",
    ]);
  });

  it("runs the page's parts before the parts around it, whenever they asked", async () => {
    const order: string[] = [];
    inTurn(() => order.push("footer"), "around");
    inTurn(() => {
      order.push("row 1");
      // The next row asks once this one is drawn, and still comes before the footer.
      inTurn(() => order.push("row 2"), "page");
    }, "page");
    inTurn(() => order.push("toasts"), "around");
    await settle();
    expect(order).toEqual(["row 1", "row 2", "footer", "toasts"]);
  });

  it("runs a part asked ahead before the others waiting in its place, not before the page's", async () => {
    const order: string[] = [];
    inTurn(() => order.push("footer"), "around");
    inTurn(() => {
      order.push("grid, first cards");
      // The grid's next cards come before the part below the grid, which asked earlier.
      inTurn(() => order.push("grid, next cards"), "page", true);
    }, "page");
    inTurn(() => order.push("row below the grid"), "page");
    inTurn(() => order.push("toasts"), "around", true);
    await settle();
    expect(order).toEqual([
      "grid, first cards",
      "grid, next cards",
      "row below the grid",
      "toasts",
      "footer",
    ]);
  });

  it("runs each part after the frame that painted the one before, the page's next part before the parts around it", async () => {
    // The browser's frames, handed out by the test.
    const frames: FrameRequestCallback[] = [];
    const original = globalThis.requestAnimationFrame;
    globalThis.requestAnimationFrame = (callback) => frames.push(callback);
    const paint = async () => {
      for (const frame of frames.splice(0)) frame(0);
      await settle();
    };
    try {
      const order: string[] = [];
      inTurn(() => {
        order.push("row 1");
        // The next row is asked by row 1's effects, which run right after its render.
        inTurn(() => order.push("row 2"));
      });
      inTurn(() => order.push("footer"), "around");
      await settle();
      // Nothing before the page that asked has been painted.
      expect(order).toEqual([]);
      await paint();
      expect(order).toEqual(["row 1"]);
      // The footer asked first, but the frame after row 1 goes to row 2.
      await paint();
      expect(order).toEqual(["row 1", "row 2"]);
      await paint();
      expect(order).toEqual(["row 1", "row 2", "footer"]);
    } finally {
      globalThis.requestAnimationFrame = original;
    }
  });

  it("never runs a part whose view was taken away before its turn", async () => {
    const order: string[] = [];
    inTurn(() => order.push("kept"));
    const cancel = inTurn(() => order.push("cancelled"));
    inTurn(() => order.push("last"));
    cancel();
    await settle();
    expect(order).toEqual(["kept", "last"]);
  });

  it("takes new parts after the queue has emptied", async () => {
    const order: string[] = [];
    inTurn(() => order.push("first"));
    await settle();
    inTurn(() => order.push("second"));
    await settle();
    expect(order).toEqual(["first", "second"]);
  });
});
