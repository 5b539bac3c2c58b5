import { describe, expect, it } from "vitest";
import { fromPromise, waitFor } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import { cancellationAccess } from "../../src/core/cancellation.ts";
import {
  CANCELLATION_ID,
  type CancellationInput,
  cancellationMachine,
} from "../../src/machines/cancellation.machine.ts";
import { restoredToken } from "../fixtures/session.ts";
import { notifications, spawnFeature } from "./accountHarness.ts";

const member = (cross: boolean) =>
  cancellationAccess({
    is_cross_selling_unified_account: cross,
    active_subscription: { subscription_data_id: 42 },
  });

interface Fakes {
  cancel?: () => Promise<void>;
  email?: () => Promise<void>;
  byToken?: () => Promise<void>;
}

function open(input: CancellationInput, fakes: Fakes = {}) {
  const toasts = notifications();
  const calls: unknown[][] = [];
  const logic = cancellationMachine.provide({
    actions: { notify: toasts.notify },
    actors: {
      cancelSubscription: fromPromise(({ input: i }) => {
        calls.push(["cancel", i]);
        return fakes.cancel?.() ?? Promise.resolve();
      }),
      requestCancellationEmail: fromPromise(() => {
        calls.push(["email"]);
        return fakes.email?.() ?? Promise.resolve();
      }),
      cancelByToken: fromPromise(({ input: i }) => {
        calls.push(["token", i]);
        return fakes.byToken?.() ?? Promise.resolve();
      }),
    },
  });
  const started = spawnFeature(CANCELLATION_ID, logic, input, { restored: restoredToken });
  return { ...started, auth: started.calls, toasts, calls };
}

describe("cancellation", () => {
  it("a bundle subscriber is told to cancel on their platform; nothing is called", () => {
    const { actor, toasts, calls } = open({ access: member(true), flow: "inApp" });
    actor.send({ type: "cancellation.start" });
    expect(actor.getSnapshot().matches("bundle")).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe(
      "Hey! You have a bundle subscription. Please cancel through the platform you used to sign up",
    );
    expect(toasts.shown[0]).toMatchObject({
      type: "error",
      message:
        "Hey! You have a bundle subscription. Please cancel through the platform you used to sign up",
    });
    expect(calls).toEqual([]);
  });

  it("in the app: message -> form with reasons -> 'Your subscription has been cancelled!'", async () => {
    const { actor, toasts, calls, app } = open({ access: member(false), flow: "inApp" });
    actor.send({ type: "cancellation.start" });
    expect(actor.getSnapshot().matches("message")).toBe(true);
    actor.send({ type: "cancellation.next" });
    actor.send({ type: "cancellation.toggleReason", reason: "other" });
    actor.send({ type: "cancellation.toggleReason", reason: "too_expensive" });
    actor.send({ type: "cancellation.confirm" });
    await waitFor(actor, (s) => s.matches("cancelled"));
    expect(calls).toEqual([
      ["cancel", { subscriptionDataId: 42, reasons: ["too_expensive", "other"] }],
    ]);
    expect(toasts.shown).toEqual([
      expect.objectContaining({
        type: "success",
        message: "Your subscription has been cancelled!",
      }),
    ]);
    expect(app.system.get("session")).toBeDefined();
  });

  it("reloads the user after a cancellation in the app, after the e-mail notice, and from the mailed link", async () => {
    const inApp = open({ access: member(false), flow: "inApp" });
    await waitFor(inApp.session, () => inApp.auth.me.length === 1);
    inApp.actor.send({ type: "cancellation.start" });
    inApp.actor.send({ type: "cancellation.next" });
    inApp.actor.send({ type: "cancellation.confirm" });
    await waitFor(inApp.actor, (s) => s.matches("cancelled"));
    await waitFor(inApp.session, () => inApp.auth.me.length === 2, {
      timeout: 2000,
    });

    const byEmail = open({ access: member(false), flow: "email" });
    await waitFor(byEmail.session, () => byEmail.auth.me.length === 1);
    byEmail.actor.send({ type: "cancellation.start" });
    await waitFor(byEmail.actor, (s) => s.matches("emailSent"));
    await waitFor(byEmail.session, () => byEmail.auth.me.length === 2, {
      timeout: 2000,
    });

    const byLink = open({ access: member(false), flow: "email" });
    await waitFor(byLink.session, () => byLink.auth.me.length === 1);
    byLink.actor.send({ type: "cancellation.byToken", token: "mailed" });
    await waitFor(byLink.actor, (s) => s.matches("cancelled"));
    await waitFor(byLink.session, () => byLink.auth.me.length === 2, {
      timeout: 2000,
    });
  });

  it("in the app, a failure reads the cancellation error and stays on the form", async () => {
    const { actor, toasts } = open(
      { access: member(false), flow: "inApp" },
      { cancel: () => Promise.reject(apiError(500, "status")) },
    );
    actor.send({ type: "cancellation.start" });
    actor.send({ type: "cancellation.next" });
    actor.send({ type: "cancellation.confirm" });
    await waitFor(actor, (s) => s.matches("form") && toasts.shown.length === 1);
    expect(toasts.shown[0]).toMatchObject({
      type: "error",
      message:
        "There was an error cancelling the subscription. Please try again or contact support.",
    });
  });

  it("by e-mail: 200 the notice; 422 the bundle error", async () => {
    const sent = open({ access: member(false), flow: "email" });
    sent.actor.send({ type: "cancellation.start" });
    await waitFor(sent.actor, (s) => s.matches("emailSent"));
    expect(sent.toasts.shown[0]).toMatchObject({
      type: "success",
      message: "An email for cancel confirmation has been sent!",
    });

    const refused = open(
      { access: member(false), flow: "email" },
      { email: () => Promise.reject(apiError(422, "status")) },
    );
    refused.actor.send({ type: "cancellation.start" });
    await waitFor(refused.actor, (s) => s.matches("bundle"));
    expect(refused.toasts.shown[0]).toMatchObject({
      type: "error",
      message:
        "Hey! You have a bundle subscription. Please cancel through the platform you used to sign up",
    });
  });

  it("by token: 200 cancelled; 404 'Your subscription has already been cancelled or link has expired.'", async () => {
    const ok = open({ access: member(false), flow: "email" });
    ok.actor.send({ type: "cancellation.byToken", token: "mailed" });
    await waitFor(ok.actor, (s) => s.matches("cancelled"));
    expect(ok.calls).toEqual([["token", "mailed"]]);

    const gone = open(
      { access: member(false), flow: "email" },
      { byToken: () => Promise.reject(apiError(404, "status")) },
    );
    gone.actor.send({ type: "cancellation.byToken", token: "used" });
    await waitFor(gone.actor, (s) => s.matches("linkExpired"));
    expect(gone.toasts.shown[0]).toMatchObject({
      type: "error",
      message: "Your subscription has already been cancelled or link has expired.",
    });
  });
});
