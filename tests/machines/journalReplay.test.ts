import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { createJournal } from "../../src/app/journal.ts";
import type { TokenResponse } from "../../src/core/schema/index.ts";
import { sessionMachine } from "../../src/machines/session.machine.ts";
import { selectIsLoggedIn, selectUserType } from "../../src/ui/session.view.ts";
import { replayJournal } from "../fixtures/replay.ts";
import { premiumUser, sessionHarness } from "../fixtures/session.ts";

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

const tokens = (access_token: string): TokenResponse => ({
  access_token,
  token_type: "Bearer",
  expires_in: 3600,
  refresh_token: `refresh-${access_token}`,
});

/** A viewer's session, provided as the app provides it and journaled as the app journals it. */
async function recordSession() {
  const journal = createJournal(() => Date.now());
  const { machine, input } = sessionHarness({
    now: () => Date.now(),
    fakes: {
      clientToken: async () => tokens("client-secret-token"),
      login: async () => tokens("user-secret-token"),
      me: async () => ({ ...premiumUser, email: "jane.doe@example.com" }),
    },
  });
  const session = createActor(machine, {
    systemId: "session",
    input,
    inspect: journal.inspect,
  }).start();
  await vi.advanceTimersByTimeAsync(10);
  session.send({ type: "session.login", username: "jane.doe@example.com", password: "hunter2!" });
  await vi.advanceTimersByTimeAsync(10);
  const loggedIn = session.getSnapshot();
  session.send({ type: "session.logout" });
  session.send({ type: "session.logout" });
  await vi.advanceTimersByTimeAsync(800);
  return { journal, loggedIn, final: session.getSnapshot(), input };
}

describe("replaying the event journal", () => {
  it("reproduces the states a viewer's session went through", async () => {
    const { journal, loggedIn, final, input } = await recordSession();
    const entries = journal.entries();

    const loginDone = entries.findIndex((e) => e.type === "xstate.done.actor.fetchUser");
    expect(loginDone).toBeGreaterThan(0);
    const midway = replayJournal(sessionMachine, entries.slice(0, loginDone + 1), "session", input);
    expect(midway.value).toEqual(loggedIn.value);
    expect(selectIsLoggedIn(midway)).toBe(true);
    expect(selectUserType(midway)).toBe(selectUserType(loggedIn));

    const replayed = replayJournal(sessionMachine, entries, "session", input);
    expect(replayed.value).toEqual(final.value);
    expect(selectIsLoggedIn(replayed)).toBe(false);
  });

  it("holds no password, token or e-mail address, and still replays", async () => {
    const { journal } = await recordSession();
    const text = journal.exportJson();
    for (const secret of ["hunter2!", "client-secret-token", "user-secret-token", "refresh-"]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain("jane.doe@example.com");
    expect(text).toContain("j***@example.com");
  });
});
