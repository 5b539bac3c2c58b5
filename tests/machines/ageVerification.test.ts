import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { isAgeVerificationPath } from "../../src/core/ageVerification.ts";
import type { AgeVerificationSession } from "../../src/core/schema/ageVerification.ts";
import {
  type AgeVerificationInput,
  ageVerificationMachine,
} from "../../src/machines/ageVerification.machine.ts";
import {
  selectAgeGateStatus,
  selectMayRenderContent,
  selectPageInput,
} from "../../src/ui/ageVerification.view.ts";

type Call = readonly [string, unknown?];

interface Fakes {
  status?: (sessionId: string) => Promise<boolean>;
  createSession?: (countryCode: string | null) => Promise<AgeVerificationSession>;
}

const apiError = (status: number) => ({ _tag: "ApiError", status, message: "x" });

function run(input: Partial<AgeVerificationInput> = {}, fakes: Fakes = {}) {
  const calls: Call[] = [];
  const machine = ageVerificationMachine.provide({
    actions: {
      setSessionIdCookie: (_, params) => calls.push(["setSessionIdCookie", params.sessionId]),
      setVerifiedCookie: () => calls.push(["setVerifiedCookie"]),
      removeSessionIdCookie: () => calls.push(["removeSessionIdCookie"]),
    },
    actors: {
      fetchSessionStatus: fromPromise<boolean, { sessionId: string }>(({ input: i }) => {
        calls.push(["fetchSessionStatus", i.sessionId]);
        return (fakes.status ?? (() => Promise.resolve(true)))(i.sessionId);
      }),
      createUserSession: fromPromise<AgeVerificationSession, { countryCode: string | null }>(
        ({ input: i }) => {
          calls.push(["createUserSession", i.countryCode]);
          return (fakes.createSession ?? (() => Promise.resolve({ session_id: "new-session" })))(
            i.countryCode,
          );
        },
      ),
    },
  });
  const actor = createActor(machine, {
    input: {
      location: { country: "GB", usState: null },
      rules: { countries: ["GB", "US"], usStates: ["TX"] },
      sessionIdCookie: undefined,
      background: { desktop: "/bg-desktop.jpg", mobile: "/bg-mobile.jpg" },
      ...input,
    },
  });
  const redirects: string[] = [];
  actor.on("redirect", (e) => {
    redirects.push(e.to);
    calls.push(["redirect", e.to]);
  });
  actor.start();
  const navigate = (pathname: string, isLoggedIn = false) =>
    actor.send({ type: "navigation.changed", pathname, isLoggedIn });
  const settled = () =>
    waitFor(actor, (s) => !["checking", "idle"].includes(selectAgeGateStatus(s)));
  const status = () => selectAgeGateStatus(actor.getSnapshot());
  return { actor, calls, redirects, navigate, settled, status };
}

describe("age verification guard: steps 1-3 (no calls)", () => {
  it("is idle until the first navigation", () => {
    const { status, calls } = run();
    expect(status()).toBe("idle");
    expect(calls).toEqual([]);
  });

  it("step 1: a logged-in user on /age-verification is redirected to /", () => {
    const { navigate, status, calls } = run();
    navigate("/age-verification", true);
    expect(calls).toEqual([["redirect", "/"]]);
    expect(status()).toBe("redirecting");
  });

  it("step 1: also with a locale prefix", () => {
    const { navigate, redirects } = run();
    navigate("/es/age-verification", true);
    expect(redirects).toEqual(["/"]);
  });

  it("step 1: a logged-in user elsewhere passes, even where verification is required", () => {
    const { navigate, status, calls } = run({ sessionIdCookie: "abc" });
    navigate("/movies", true);
    expect(status()).toBe("passed");
    expect(calls).toEqual([]);
  });

  it.each(["/login", "/legal", "/recover-password/token", "/es/legal?tab=cookies", "/pt-BR/login"])(
    "step 2: %s is exempt",
    (path) => {
      const { navigate, status, calls } = run();
      navigate(path);
      expect(status()).toBe("passed");
      expect(calls).toEqual([]);
    },
  );

  it("step 3: a location that does not require verification passes", () => {
    for (const location of [
      { country: "FR", usState: null },
      { country: null, usState: null },
      { country: "US", usState: "CA" },
    ]) {
      const { navigate, status, calls } = run({ location, sessionIdCookie: "abc" });
      navigate("/movies");
      expect(status()).toBe("passed");
      expect(calls).toEqual([]);
    }
  });
});

describe("age verification guard: step 4 (with a session_id cookie)", () => {
  it("success: session_id_verified is set and the visitor passes", async () => {
    const { navigate, settled, status, calls, actor } = run({ sessionIdCookie: "abc" });
    navigate("/movies");
    expect(status()).toBe("checking");
    expect(selectMayRenderContent(actor.getSnapshot())).toBe(false);
    await settled();
    expect(calls).toEqual([["fetchSessionStatus", "abc"], ["setVerifiedCookie"]]);
    expect(status()).toBe("passed");
    expect(selectMayRenderContent(actor.getSnapshot())).toBe(true);
  });

  it("US visitor in a listed state is checked", async () => {
    const { navigate, settled, calls } = run({
      location: { country: "us", usState: "tx" },
      sessionIdCookie: "abc",
    });
    navigate("/");
    await settled();
    expect(calls[0]).toEqual(["fetchSessionStatus", "abc"]);
  });

  it("failure: redirected to /age-verification", async () => {
    const { navigate, settled, status, calls } = run(
      { sessionIdCookie: "abc" },
      { status: () => Promise.resolve(false) },
    );
    navigate("/movies/some-film");
    await settled();
    expect(calls).toEqual([
      ["fetchSessionStatus", "abc"],
      ["redirect", "/age-verification"],
    ]);
    expect(status()).toBe("redirecting");
  });

  it("failure on /age-verification: no redirect, the page waits for verification", async () => {
    const { navigate, settled, status, redirects, actor } = run(
      { sessionIdCookie: "abc" },
      { status: () => Promise.resolve(false) },
    );
    navigate("/age-verification");
    await settled();
    expect(redirects).toEqual([]);
    expect(status()).toBe("awaitingVerification");
    expect(selectMayRenderContent(actor.getSnapshot())).toBe(true);
  });

  it("thrown: session_id removed, a new user session fetched and stored, redirected", async () => {
    const { navigate, settled, calls, actor } = run(
      { sessionIdCookie: "abc" },
      { status: () => Promise.reject(apiError(500)) },
    );
    navigate("/series");
    await settled();
    expect(calls).toEqual([
      ["fetchSessionStatus", "abc"],
      ["removeSessionIdCookie"],
      ["createUserSession", "GB"],
      ["setSessionIdCookie", "new-session"],
      ["redirect", "/age-verification"],
    ]);
    expect(actor.getSnapshot().context.sessionId).toBe("new-session");
  });

  it("thrown, and the new session fails too: no session kept, still redirected", async () => {
    const { navigate, settled, calls, actor } = run(
      { sessionIdCookie: "abc" },
      {
        status: () => Promise.reject(apiError(0)),
        createSession: () => Promise.reject(apiError(0)),
      },
    );
    navigate("/series");
    await settled();
    expect(calls).toEqual([
      ["fetchSessionStatus", "abc"],
      ["removeSessionIdCookie"],
      ["createUserSession", "GB"],
      ["redirect", "/age-verification"],
    ]);
    expect(actor.getSnapshot().context.sessionId).toBeNull();
  });

  it("thrown on /age-verification: recovers the session without redirecting to itself", async () => {
    const { navigate, settled, calls, status } = run(
      { sessionIdCookie: "abc" },
      { status: () => Promise.reject(apiError(404)) },
    );
    navigate("/age-verification");
    await settled();
    expect(calls.map(([n]) => n)).toEqual([
      "fetchSessionStatus",
      "removeSessionIdCookie",
      "createUserSession",
      "setSessionIdCookie",
    ]);
    expect(status()).toBe("awaitingVerification");
  });
});

describe("age verification guard: step 5 (without a session_id cookie)", () => {
  it("a user session is fetched, stored, then redirect", async () => {
    const { navigate, settled, calls } = run();
    navigate("/");
    await settled();
    expect(calls).toEqual([
      ["createUserSession", "GB"],
      ["setSessionIdCookie", "new-session"],
      ["redirect", "/age-verification"],
    ]);
  });

  it("a failed fetch still redirects", async () => {
    const { navigate, settled, calls } = run(
      {},
      { createSession: () => Promise.reject(apiError(500)) },
    );
    navigate("/");
    await settled();
    expect(calls).toEqual([
      ["createUserSession", "GB"],
      ["redirect", "/age-verification"],
    ]);
  });

  it("a session id the server should never send is not stored, still redirects", async () => {
    const { navigate, settled, calls } = run(
      {},
      { createSession: () => Promise.resolve({ session_id: "../../admin" }) },
    );
    navigate("/");
    await settled();
    expect(calls).toEqual([
      ["createUserSession", "GB"],
      ["redirect", "/age-verification"],
    ]);
  });

  it("the next navigation reuses the stored session: it checks its status", async () => {
    const { navigate, settled, calls } = run({}, { status: () => Promise.resolve(false) });
    navigate("/");
    await settled();
    navigate("/age-verification");
    await settled();
    expect(calls.slice(3)).toEqual([["fetchSessionStatus", "new-session"]]);
  });

  it.each(["", "a b", "x".repeat(201), "../etc", "%2e%2e", '"quoted"'])(
    "a malformed session_id cookie (%j) is treated as absent",
    async (cookie) => {
      const { navigate, settled, calls } = run({ sessionIdCookie: cookie });
      navigate("/");
      await settled();
      expect(calls[0]).toEqual(["createUserSession", "GB"]);
    },
  );
});

describe("age verification guard: navigation while checking", () => {
  it("a new navigation cancels the check in flight and decides again", async () => {
    let resolveStatus: (ok: boolean) => void = () => {};
    const { navigate, settled, calls, status } = run(
      { sessionIdCookie: "abc" },
      { status: () => new Promise<boolean>((r) => (resolveStatus = r)) },
    );
    navigate("/movies");
    navigate("/login");
    expect(status()).toBe("passed");
    resolveStatus(false);
    await settled();
    expect(status()).toBe("passed");
    expect(calls.map(([n]) => n)).toEqual(["fetchSessionStatus"]);
  });

  it("any navigation sequence ends in a settled state and never redirects to where it is", async () => {
    const path = fc.constantFrom(
      "/",
      "/movies",
      "/login",
      "/es/legal",
      "/age-verification",
      "/fr/age-verification",
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(path, fc.boolean()), { minLength: 1, maxLength: 6 }),
        fc.constantFrom<"ok" | "fail" | "throw">("ok", "fail", "throw"),
        fc.option(fc.constant("abc"), { nil: undefined }),
        async (navigations, outcome, sessionIdCookie) => {
          const { navigate, settled, redirects, actor } = run(
            { sessionIdCookie },
            {
              status: () =>
                outcome === "throw"
                  ? Promise.reject(apiError(500))
                  : Promise.resolve(outcome === "ok"),
            },
          );
          for (const [pathname, loggedIn] of navigations) {
            navigate(pathname, loggedIn);
            await settled();
            const redirectedTo = actor.getSnapshot().context.redirectedTo;
            if (redirectedTo === "/age-verification") {
              expect(isAgeVerificationPath(pathname)).toBe(false);
              expect(loggedIn).toBe(false);
            }
            if (redirectedTo === "/")
              expect(loggedIn && isAgeVerificationPath(pathname)).toBe(true);
            if (redirectedTo !== null) expect(redirects.at(-1)).toBe(redirectedTo);
          }
          expect(actor.getSnapshot().status).toBe("active");
          actor.stop();
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("age verification guard: what the verification page starts from", () => {
  it("the guard's session and the page it sent the visitor away from", async () => {
    const { actor, navigate, settled } = run(
      { sessionIdCookie: "abc" },
      { status: () => Promise.resolve(false) },
    );
    navigate("/movies/some-film");
    await settled();
    expect(selectPageInput(actor.getSnapshot())).toEqual({
      sessionId: "abc",
      returnPath: "/movies/some-film",
      countryCode: "GB",
    });
  });

  it("learns a session the page created (ageVerification.sessionCreated)", () => {
    const { actor } = run();
    actor.send({ type: "ageVerification.sessionCreated", sessionId: "from-page" });
    expect(actor.getSnapshot().context.sessionId).toBe("from-page");
  });

  it("a provided redirect action replaces the default emit", () => {
    const to: string[] = [];
    const actor = createActor(
      ageVerificationMachine.provide({ actions: { redirect: (_, params) => to.push(params.to) } }),
      {
        input: {
          location: { country: null, usState: null },
          rules: { countries: [], usStates: [] },
          sessionIdCookie: undefined,
          background: { desktop: null, mobile: null },
        },
      },
    ).start();
    actor.send({ type: "navigation.changed", pathname: "/age-verification", isLoggedIn: true });
    expect(to).toEqual(["/"]);
  });
});
