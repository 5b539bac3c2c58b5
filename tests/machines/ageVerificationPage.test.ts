import { describe, expect, it } from "vitest";
import { fromPromise, waitFor } from "xstate";
import type { AgeVerificationSession } from "../../src/core/schema/ageVerification.ts";
import {
  AGE_VERIFICATION_PAGE_ID,
  type AgeVerificationPageInput,
  type AgeVerificationPageMachine,
  ageVerificationPageMachine,
} from "../../src/machines/ageVerificationPage.machine.ts";
import { ageVerificationOf } from "../../src/machines/app.machine.ts";
import { ageVerificationIntents, selectPageStatus } from "../../src/ui/ageVerification.view.ts";
import { startAppSystem } from "../fixtures/session.ts";

type Call = readonly [string, unknown?];

interface Fakes {
  createSession?: () => Promise<AgeVerificationSession>;
  verificationUrl?: () => Promise<string>;
}

const apiError = (status: number) => ({ _tag: "ApiError", status, message: "x" });

/** The page's actor as the app runs it: a feature actor spawned into the one system. */
function openPage(input: Partial<AgeVerificationPageInput> = {}, fakes: Fakes = {}) {
  const calls: Call[] = [];
  const logic: AgeVerificationPageMachine = ageVerificationPageMachine.provide({
    actions: {
      setSessionIdCookie: (_, params) => calls.push(["setSessionIdCookie", params.sessionId]),
      openVerificationUrl: (_, params) => calls.push(["openVerificationUrl", params.url]),
    },
    actors: {
      createUserSession: fromPromise(({ input: i }) => {
        calls.push(["createUserSession", i.countryCode]);
        return (fakes.createSession ?? (() => Promise.resolve({ session_id: "new-session" })))();
      }),
      fetchVerificationUrl: fromPromise(({ input: i }) => {
        calls.push(["fetchVerificationUrl", i.sessionId]);
        if (i.returnPath !== null) calls.push(["returnPath", i.returnPath]);
        return (fakes.verificationUrl ?? (() => Promise.resolve("https://verify.example/s")))();
      }),
    },
  });
  const { app } = startAppSystem();
  app.send({
    type: "feature.start",
    systemId: AGE_VERIFICATION_PAGE_ID,
    logic,
    input: { sessionId: null, returnPath: null, countryCode: "GB", ...input },
  });
  const page = app.system.get(AGE_VERIFICATION_PAGE_ID);
  const verify = () => ageVerificationIntents(page.send).verify();
  const status = () => selectPageStatus(page.getSnapshot());
  const reached = (state: "opened" | "failed") => waitFor(page, (s) => s.matches(state));
  return { app, page, calls, verify, status, reached };
}

describe("the age verification page (a feature actor)", () => {
  it("start: fetches the verification URL for the session and opens it", async () => {
    const { calls, verify, status, reached } = openPage({ sessionId: "abc" });
    expect(status()).toEqual({ busy: false, failed: false });
    verify();
    expect(status().busy).toBe(true);
    await reached("opened");
    expect(calls).toEqual([
      ["fetchVerificationUrl", "abc"],
      ["openVerificationUrl", "https://verify.example/s"],
    ]);
  });

  it("the verification URL call gets the page to come back to", async () => {
    const { calls, verify, reached } = openPage({ sessionId: "abc", returnPath: "/movies/x" });
    verify();
    await reached("opened");
    expect(calls).toContainEqual(["returnPath", "/movies/x"]);
  });

  it("without a session: creates one first, stores its cookie and tells the guard", async () => {
    const { app, calls, verify, reached } = openPage();
    verify();
    await reached("opened");
    expect(calls).toEqual([
      ["createUserSession", "GB"],
      ["setSessionIdCookie", "new-session"],
      ["fetchVerificationUrl", "new-session"],
      ["openVerificationUrl", "https://verify.example/s"],
    ]);
    expect(ageVerificationOf(app.system).getSnapshot().context.sessionId).toBe("new-session");
  });

  it("no session can be had: failed, and the visitor can try again", async () => {
    let attempts = 0;
    const { verify, status, reached } = openPage(
      {},
      {
        createSession: () =>
          ++attempts === 1 ? Promise.reject(apiError(500)) : Promise.resolve({ session_id: "s2" }),
      },
    );
    verify();
    await reached("failed");
    expect(status().failed).toBe(true);
    verify();
    await reached("opened");
  });

  it("the URL call fails: failed, nothing opened", async () => {
    const { calls, verify, reached } = openPage(
      { sessionId: "abc" },
      { verificationUrl: () => Promise.reject(apiError(500)) },
    );
    verify();
    await reached("failed");
    expect(calls.map(([n]) => n)).not.toContain("openVerificationUrl");
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "//evil.example", ""])(
    "an unsafe verification URL (%j) is never opened",
    async (url) => {
      const { calls, verify, reached } = openPage(
        { sessionId: "abc" },
        { verificationUrl: () => Promise.resolve(url) },
      );
      verify();
      await reached("failed");
      expect(calls.map(([n]) => n)).not.toContain("openVerificationUrl");
    },
  );

  it("stops when the page leaves the screen", () => {
    const { app, page } = openPage();
    app.send({ type: "feature.stop", systemId: AGE_VERIFICATION_PAGE_ID });
    expect(page.getSnapshot().status).toBe("stopped");
    expect(app.system.get(AGE_VERIFICATION_PAGE_ID)).toBeUndefined();
  });
});
