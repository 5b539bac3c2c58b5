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
