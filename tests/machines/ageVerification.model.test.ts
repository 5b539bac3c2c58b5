/**
 * Model-based tests of the age-verification guard (spec 000 §2 "Age verification guard",
 * steps 1-5). A small oracle written from the spec (`guardModel`) is traversed with
 * @xstate/graph over navigations and the outcomes of the two calls; every shortest path
 * to every distinct model state (the state includes the effects of the last event, so
 * each branch is a distinct state) is replayed on the real machine with fake actors whose
 * promises the walk settles, and each step is checked against the oracle.
 */
import { getShortestPaths } from "@xstate/graph";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, fromTransition } from "xstate";
import type { AgeVerificationSession } from "../../src/core/schema/ageVerification.ts";
import { ageVerificationMachine } from "../../src/machines/ageVerification.machine.ts";
import { type AgeGateStatus, selectAgeGateStatus } from "../../src/ui/ageVerification.view.ts";
import { namedPaths } from "../fixtures/modelPaths.ts";

// ---------------------------------------------------------------- the oracle (spec §2)

type Call = readonly [string, unknown?];

/** The pages walked, classified by hand from the spec (not through core). */
const PAGES = {
  "/": "content",
  "/movies": "content",
  "/login": "exempt",
  "/es/legal/x": "exempt",
  "/age-verification": "verificationPage",
} as const;
type Pathname = keyof typeof PAGES;

const VERIFICATION_PAGE = "/age-verification";
const COOKIE_SESSION = "abc";
const NEW_SESSION = "new-session";
const COUNTRY = "GB";

type Outcome =
  | "status.success"
  | "status.failure"
  | "status.thrown"
  | "session.success"
  | "session.failure";
type ModelEvent =
  | { readonly type: "navigate"; readonly pathname: Pathname; readonly isLoggedIn: boolean }
  | { readonly type: Outcome };

interface GuardModel {
  readonly required: boolean;
  readonly pathname: Pathname | null;
  readonly sessionId: string | null;
  /** The call in flight (the walk settles it with an outcome event). */
  readonly pending: "status" | "session" | null;
  /** The last navigation cancelled a call in flight (whose late answer must be ignored). */
  readonly cancelled: boolean;
  readonly status: AgeGateStatus;
  /** What the last event must have caused, in order. */
  readonly effects: readonly Call[];
}

interface Variant {
  readonly required: boolean;
  readonly cookie: boolean;
}

/** Steps 4-5 end: redirect to the verification page, unless already there. */
const unverified = (m: GuardModel, effects: readonly Call[]): GuardModel =>
  m.pathname === VERIFICATION_PAGE
    ? { ...m, pending: null, status: "awaitingVerification", effects }
    : {
        ...m,
        pending: null,
        status: "redirecting",
        effects: [...effects, ["redirect", VERIFICATION_PAGE]],
      };

const navigate = (m: GuardModel, pathname: Pathname, isLoggedIn: boolean): GuardModel => {
  const next = { ...m, pathname, pending: null, cancelled: m.pending !== null, effects: [] };
  const page = PAGES[pathname];
  if (isLoggedIn && page === "verificationPage") {
    return { ...next, status: "redirecting", effects: [["redirect", "/"]] }; // step 1
  }
  if (isLoggedIn || page === "exempt" || !m.required) return { ...next, status: "passed" }; // 1-3
  return m.sessionId !== null
    ? {
        ...next,
        pending: "status",
        status: "checking",
        effects: [["fetchSessionStatus", m.sessionId]],
      }
    : {
        ...next,
        pending: "session",
        status: "checking",
        effects: [["createUserSession", COUNTRY]],
      };
};

const guardModel = fromTransition(
  (previous: GuardModel, event: ModelEvent): GuardModel => {
    const m = { ...previous, cancelled: false };
    switch (event.type) {
      case "navigate":
        return navigate(m, event.pathname, event.isLoggedIn);
      case "status.success":
        return { ...m, pending: null, status: "passed", effects: [["setVerifiedCookie"]] };
      case "status.failure":
        return unverified(m, []);
      case "status.thrown":
        return {
          ...m,
          sessionId: null,
          pending: "session",
          effects: [["removeSessionIdCookie"], ["createUserSession", COUNTRY]],
        };
      case "session.success":
        return unverified({ ...m, sessionId: NEW_SESSION }, [["setSessionIdCookie", NEW_SESSION]]);
      case "session.failure":
        return unverified(m, []);
    }
  },
  ({ input }: { input: Variant }): GuardModel => ({
    required: input.required,
    pathname: null,
    sessionId: input.cookie ? COOKIE_SESSION : null,
    pending: null,
    cancelled: false,
    status: "idle",
    effects: [],
  }),
);

const NAVIGATIONS: readonly ModelEvent[] = (Object.keys(PAGES) as Pathname[]).flatMap((pathname) =>
  [true, false].map((isLoggedIn) => ({ type: "navigate", pathname, isLoggedIn })),
);

/** Navigations at any time (they cancel a call in flight); outcomes of the call in flight. */
const eventsIn = ({ context: m }: { context: GuardModel }): readonly ModelEvent[] => [
  ...NAVIGATIONS,
  ...(m.pending === "status"
    ? (["status.success", "status.failure", "status.thrown"] as const).map((type) => ({ type }))
    : []),
  ...(m.pending === "session"
    ? (["session.success", "session.failure"] as const).map((type) => ({ type }))
    : []),
];

const pathsFor = (variant: Variant) =>
  getShortestPaths(guardModel, { input: variant, events: eventsIn });

// ---------------------------------------------------------------- the real machine

interface InFlight {
  readonly kind: "status" | "session";
  readonly settle: (outcome: Outcome) => void;
}

const apiError = { _tag: "ApiError", status: 500, message: "x" };
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function startMachine(variant: Variant) {
  const calls: Call[] = [];
  const inFlight: InFlight[] = [];
  const machine = ageVerificationMachine.provide({
    actions: {
      setSessionIdCookie: (_, params) => calls.push(["setSessionIdCookie", params.sessionId]),
      setVerifiedCookie: () => calls.push(["setVerifiedCookie"]),
      removeSessionIdCookie: () => calls.push(["removeSessionIdCookie"]),
    },
    actors: {
      fetchSessionStatus: fromPromise<boolean, { sessionId: string }>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            calls.push(["fetchSessionStatus", input.sessionId]);
            inFlight.push({
              kind: "status",
              settle: (o) =>
                o === "status.thrown" ? reject(apiError) : resolve(o !== "status.failure"),
            });
          }),
      ),
      createUserSession: fromPromise<AgeVerificationSession, { countryCode: string | null }>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            calls.push(["createUserSession", input.countryCode]);
            inFlight.push({
              kind: "session",
              settle: (o) =>
                o === "session.failure" ? reject(apiError) : resolve({ session_id: NEW_SESSION }),
            });
          }),
      ),
    },
  });
  const actor = createActor(machine, {
    input: {
      location: { country: variant.required ? COUNTRY : "FR", usState: null },
      rules: { countries: [COUNTRY, "US"], usStates: ["TX"] },
      sessionIdCookie: variant.cookie ? COOKIE_SESSION : undefined,
      background: { desktop: null, mobile: null },
    },
  });
  actor.on("redirect", (e) => calls.push(["redirect", e.to]));
  actor.start();

  const apply = (event: ModelEvent) => {
    if (event.type === "navigate") {
      const stale = inFlight.splice(0);
      actor.send({ ...event, type: "navigation.changed" });
      // A cancelled call that answers late must change nothing.
      for (const call of stale)
        call.settle(call.kind === "status" ? "status.success" : "session.success");
      return;
    }
    const current = inFlight.splice(0);
    expect(current.map((c) => c.kind)).toEqual([event.type.split(".")[0]]);
    current[0]?.settle(event.type);
  };
  return { actor, calls, apply };
}

// ---------------------------------------------------------------- the walk

const STEP_4_5_EFFECTS = [
  "fetchSessionStatus",
  "setVerifiedCookie",
  "removeSessionIdCookie",
  "createUserSession",
  "setSessionIdCookie",
];

const describeEvent = (e: ModelEvent) =>
  e.type === "navigate" ? `${e.pathname}${e.isLoggedIn ? "(in)" : "(out)"}` : e.type;

const VARIANTS: readonly Variant[] = [
  { required: true, cookie: true },
  { required: true, cookie: false },
  { required: false, cookie: true },
  { required: false, cookie: false },
];

describe.each(VARIANTS)(
  "age verification guard model (required: $required, cookie: $cookie)",
  (variant) => {
    const paths = pathsFor(variant);

    it("the graph covers every branch of steps 1-5 that the variant allows", () => {
      const effects = new Set(paths.flatMap((p) => p.state.context.effects.map(([name]) => name)));
      const expected = variant.required ? [...STEP_4_5_EFFECTS, "redirect"] : ["redirect"];
      expect([...effects].sort()).toEqual([...expected].sort());
    });

    it.each(namedPaths(paths, describeEvent))("%s", async (_, path) => {
      const sut = startMachine(variant);
      expect(sut.calls).toEqual([]);
      expect(selectAgeGateStatus(sut.actor.getSnapshot())).toBe("idle");
      for (const step of path.steps.slice(1)) {
        const event = step.event as ModelEvent;
        const model = step.state.context;
        const before = sut.calls.length;
        sut.apply(event);
        await flush();
        const snapshot = sut.actor.getSnapshot();
        const label = `after ${describeEvent(event)}`;
        expect(sut.calls.slice(before), label).toEqual(model.effects);
        expect(selectAgeGateStatus(snapshot), label).toBe(model.status);
        expect(snapshot.context.sessionId, label).toBe(model.sessionId);
        // Never redirects to the page it is on.
        const redirectedTo = snapshot.context.redirectedTo;
        expect(redirectedTo === null || redirectedTo !== model.pathname, label).toBe(true);
        expect(snapshot.status).toBe("active");
      }
      sut.actor.stop();
    });
  },
);
