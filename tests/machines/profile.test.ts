import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise, waitFor } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import { TOAST_PROGRESS_MS } from "../../src/core/constants.ts";
import { progress, success } from "../../src/core/messages.ts";
import { PROFILE_FIELDS, type ProfileForm, profileFormOf } from "../../src/core/profile.ts";
import type { User } from "../../src/core/schema/user.ts";
import { PROFILE_EDIT_ID, profileMachine } from "../../src/machines/profile.machine.ts";
import { restoredToken } from "../fixtures/session.ts";
import { notifications, spawnFeature } from "./accountHarness.ts";

const EMPTY_PROFILE_FORM = Object.fromEntries(
  PROFILE_FIELDS.map((field) => [field, ""]),
) as ProfileForm;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function open(answer: (changes: Readonly<Record<string, string>>) => Promise<User>) {
  const toasts = notifications();
  const sent: Readonly<Record<string, string>>[] = [];
  const logic = profileMachine.provide({
    actions: { notify: toasts.notify },
    actors: {
      updateProfile: fromPromise(({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
  });
  const start = profileFormOf({
    ...EMPTY_PROFILE_FORM,
    name: "Rita",
    last_name: null,
    email: "r@x.io",
    city: null,
    birth_date_day: null,
    birth_date_month: null,
    birth_date_year: null,
  });
  const feature = spawnFeature(
    PROFILE_EDIT_ID,
    logic,
    { form: start },
    { restored: restoredToken },
  );
  return { ...feature, toasts, sent };
}

describe("profile edit", () => {
  it("sends only the non-blank fields with 'Updating...' (10000 ms), then 'Successfully updated!' and a reload", async () => {
    const { actor, toasts, sent, calls } = open(() => Promise.resolve({} as User));
    actor.send({ type: "profile.edit", field: "city", value: "  Leeds " });
    actor.send({ type: "profile.edit", field: "last_name", value: "   " });
    const loadsBefore = calls.me.length;
    actor.send({ type: "profile.submit" });
    expect(toasts.shown[0]).toEqual({
      type: "info",
      message: progress.updating,
      durationMs: TOAST_PROGRESS_MS,
    });
    await waitFor(actor, (s) => s.matches("editing") && toasts.shown.length === 2);
    expect(sent).toEqual([{ name: "Rita", email: "r@x.io", city: "Leeds" }]);
    expect(toasts.shown[1]).toMatchObject({ type: "success", message: success.updated });
    await vi.waitFor(() => expect(calls.me.length).toBeGreaterThan(loadsBefore));
  });

  it("an all-blank form is not sent", () => {
    const toasts = notifications();
    const logic = profileMachine.provide({ actions: { notify: toasts.notify } });
    const { actor } = spawnFeature(PROFILE_EDIT_ID, logic, { form: EMPTY_PROFILE_FORM });
    actor.send({ type: "profile.submit" });
    expect(actor.getSnapshot().matches("editing")).toBe(true);
    expect(toasts.shown).toEqual([]);
  });

  it("a 422 keeps the field errors and toasts; editing a field clears its error", async () => {
    const { actor, toasts } = open(() =>
      Promise.reject(apiError(422, "status", { email: ["This email is already registered"] })),
    );
    actor.send({ type: "profile.submit" });
    await waitFor(actor, (s) => s.matches("editing") && toasts.shown.length === 2);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: ["This email is already registered"],
    });
    expect(toasts.shown[1]?.type).toBe("error");
    actor.send({ type: "profile.edit", field: "email", value: "new@x.io" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });
});

describe("profile edit: a new e-mail address (issue 23)", () => {
  it("needs the current password: without it nothing is sent and the field says 'This field is required'", () => {
    const { actor, sent } = open(() => Promise.resolve({} as User));
    actor.send({ type: "profile.edit", field: "email", value: "new@x.io" });
    actor.send({ type: "profile.submit" });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context.fieldErrors.current_password).toEqual([
      "This field is required",
    ]);
  });

  it("sends it with the change, and keeps it out of the machine's context", async () => {
    const { actor, sent } = open((changes) =>
      Promise.resolve({ email: changes.email } as unknown as User),
    );
    actor.send({ type: "profile.edit", field: "email", value: "new@x.io" });
    actor.send({ type: "profile.submit", currentPassword: "owner-pass" });
    expect(sent[0]).toMatchObject({ email: "new@x.io", current_password: "owner-pass" });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain("owner-pass");
    await waitFor(actor, (s) => s.matches("editing"));
    // The same address again (or other fields only): no password needed, none sent.
    actor.send({ type: "profile.edit", field: "city", value: "Leeds" });
    actor.send({ type: "profile.submit" });
    expect(sent[1]).not.toHaveProperty("current_password");
  });
});
