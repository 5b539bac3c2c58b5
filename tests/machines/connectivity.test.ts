import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { followConnectivity } from "../../src/app/connectivity.ts";
import { connectivityMachine } from "../../src/machines/connectivity.machine.ts";

describe("connectivity (spec 000 §4: online/offline is tracked)", () => {
  it("starts where the browser is and follows its online and offline events", () => {
    const target = new EventTarget();
    const actor = createActor(connectivityMachine, { input: { online: false } }).start();
    const stop = followConnectivity(actor, target as unknown as Window);
    expect(actor.getSnapshot().value).toBe("offline");
    target.dispatchEvent(new Event("online"));
    expect(actor.getSnapshot().value).toBe("online");
    target.dispatchEvent(new Event("offline"));
    expect(actor.getSnapshot().value).toBe("offline");
    stop();
    target.dispatchEvent(new Event("online"));
    expect(actor.getSnapshot().value).toBe("offline");
  });

  it("starts online when the browser is", () => {
    const actor = createActor(connectivityMachine, { input: { online: true } }).start();
    expect(actor.getSnapshot().value).toBe("online");
  });
});
