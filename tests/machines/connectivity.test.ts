import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectivityLink } from "../../src/app/connectivity.ts";
import { connectivityOf } from "../../src/machines/app.machine.ts";
import { connectivityMachine } from "../../src/machines/connectivity.machine.ts";
import { idleLinks, startAppSystem } from "../fixtures/session.ts";

describe("connectivity (spec 000 §4: online/offline is tracked)", () => {
  it("the connectivity link follows the browser's online and offline events while it runs", () => {
    const target = new EventTarget();
    const { app } = startAppSystem({
      links: { ...idleLinks, connectivityEvents: connectivityLink(target as unknown as Window) },
    });
    const actor = connectivityOf(app.system);
    expect(actor.getSnapshot().value).toBe("online");
    target.dispatchEvent(new Event("offline"));
    expect(actor.getSnapshot().value).toBe("offline");
    target.dispatchEvent(new Event("online"));
    expect(actor.getSnapshot().value).toBe("online");
    app.stop();
    target.dispatchEvent(new Event("offline"));
    expect(actor.getSnapshot().value).toBe("online");
  });

  it("starts offline when the browser is", () => {
    const actor = createActor(connectivityMachine, { input: { online: false } }).start();
    expect(actor.getSnapshot().value).toBe("offline");
  });

  it("starts online when the browser is", () => {
    const actor = createActor(connectivityMachine, { input: { online: true } }).start();
    expect(actor.getSnapshot().value).toBe("online");
  });
});
