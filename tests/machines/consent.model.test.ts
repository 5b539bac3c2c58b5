/**
 * Model-based tests of the consent machine (spec 000 §2, §4, §9 "Consent"). A small oracle
 * written from the spec (`consentModel`) is traversed with @xstate/graph over the visitor's
 * events from each start (asked / not asked × a stored decision / none); every shortest path
 * to every distinct model state (the state includes the effects of the last event) is
 * replayed on the real machine with fake actions, checking each step against the oracle.
 */
import { getShortestPaths } from "@xstate/graph";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, fromTransition } from "xstate";
import type { ConsentPayload } from "../../src/core/ports.ts";
import { type ConsentEvent, consentMachine } from "../../src/machines/consent.machine.ts";
import { selectConsentView } from "../../src/ui/consent.view.ts";
import { namedPaths } from "../fixtures/modelPaths.ts";

// ---------------------------------------------------------------- the oracle (spec)

type Call = readonly [string, unknown?];

interface Choice {
  readonly marketing: boolean;
  readonly analytics: boolean;
  readonly preferences: boolean;
}
const CATEGORIES = ["marketing", "analytics", "preferences"] as const;
const ALL: Choice = { marketing: true, analytics: true, preferences: true };
const NONE: Choice = { marketing: false, analytics: false, preferences: false };
const STORED: Choice = { marketing: false, analytics: true, preferences: false };
/** Refusing a category clears its cookies (spec 000 §4; decision 0053), each once. */
const CATEGORY_COOKIE_NAMES = {
  marketing: ["utmInfo", "revenue", "subscription_sales", "subscription_sales_cs"],
  analytics: ["utmInfo", "revenue"],
  preferences: ["language_close"],
} as const;
const clearedNames = (c: Choice): string[] => [
  ...new Set(
    CATEGORIES.filter((category) => !c[category]).flatMap((k) => CATEGORY_COOKIE_NAMES[k]),
  ),
];
const VISITOR = "visitor-1";

const asConsent = (c: Choice) => ({
  marketingConsent: c.marketing,
  analyticsConsent: c.analytics,
  preferencesConsent: c.preferences,
});
const payload = (c: Choice): ConsentPayload => ({
  visitor_id: VISITOR,
  country_code: "DE",
  cookie_type: {
    marketing: c.marketing,
    statistics: c.analytics,
    preferences: c.preferences,
    strictly_necessary: true,
  },
});

interface ConsentModel {
  readonly asked: boolean;
  readonly consent: Choice | null;
  readonly managerOpen: boolean;
  /** The last decision was taken in the open manager (which it closes). */
  readonly fromManager: boolean;
  /** Analytics has been granted at some point of this page's life. */
  readonly analyticsEverGranted: boolean;
  /** What the last event must have caused, in order. */
  readonly effects: readonly Call[];
}

interface Start {
  readonly asked: boolean;
  readonly stored: Choice | null;
}

/** Effects of a decision in force: cleared cookies, events of newly granted, A/B testing. */
const decisionEffects = (previous: Choice | null, next: Choice): Call[] => {
  const newly = CATEGORIES.filter((c) => next[c] && !previous?.[c]);
  return [
    ...(clearedNames(next).length === 0
      ? []
      : [["clearRefusedCookies", clearedNames(next)] as const]),
    ...newly.map((c) => ["pushConsentEvent", c] as const),
    ...(newly.includes("analytics") ? [["startAbTesting"] as const] : []),
  ];
};

const sameChoice = (a: Choice | null, b: Choice) =>
  a !== null && CATEGORIES.every((c) => a[c] === b[c]);

const initialModel = ({ asked, stored }: Start): ConsentModel => {
  const defaults: Call = ["pushConsentDefaults"];
  if (!asked) {
    const persist: Call[] = sameChoice(stored, ALL) ? [] : [["persistConsent", ALL]];
    return {
      asked,
      consent: ALL,
      managerOpen: false,
      fromManager: false,
      analyticsEverGranted: true,
      effects: [defaults, ...persist, ...decisionEffects(null, ALL)],
    };
  }
  return {
    asked,
    consent: stored,
    managerOpen: false,
    fromManager: false,
    analyticsEverGranted: stored?.analytics === true,
    effects: [defaults, ...(stored ? decisionEffects(null, stored) : [])],
  };
};

const decide = (m: ConsentModel, next: Choice): ConsentModel => ({
  ...m,
  consent: next,
  managerOpen: false,
  fromManager: m.managerOpen,
  analyticsEverGranted: m.analyticsEverGranted || next.analytics,
  effects: [["persistConsent", next], ...decisionEffects(m.consent, next), ["post", payload(next)]],
});

const consentModel = fromTransition(
  (previous: ConsentModel, event: ConsentEvent): ConsentModel => {
    const m = { ...previous, fromManager: false, effects: [] };
    if (!m.asked) return m; // not asked: every event is ignored
    switch (event.type) {
      case "consent.acceptAll":
        return decide(m, ALL);
      case "consent.rejectAll":
        return decide(m, NONE);
      case "consent.save": {
        const { marketing, analytics, preferences } = event;
        return decide(m, { marketing, analytics, preferences });
      }
      case "consent.openManager":
        return { ...m, managerOpen: true };
      case "consent.closeManager":
        return { ...m, managerOpen: false };
    }
  },
  ({ input }: { input: Start }) => initialModel(input),
);

const SAVES: ConsentEvent[] = [true, false].flatMap((marketing) =>
  [true, false].flatMap((analytics) =>
    [true, false].map((preferences) => ({
      type: "consent.save" as const,
      marketing,
      analytics,
      preferences,
    })),
  ),
);
const EVENTS: readonly ConsentEvent[] = [
  { type: "consent.acceptAll" },
  { type: "consent.rejectAll" },
  ...SAVES,
  { type: "consent.openManager" },
  { type: "consent.closeManager" },
];

const pathsFor = (start: Start) => getShortestPaths(consentModel, { input: start, events: EVENTS });

// ---------------------------------------------------------------- the real machine

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const toChoice = (c: ReturnType<typeof asConsent>): Choice => ({
  marketing: c.marketingConsent,
  analytics: c.analyticsConsent,
  preferences: c.preferencesConsent,
});

function startMachine(start: Start) {
  const calls: Call[] = [];
  const machine = consentMachine.provide({
    actions: {
      pushConsentDefaults: () => calls.push(["pushConsentDefaults"]),
      persistConsent: (_, params) => {
        expect(params.visitorId).toBe(VISITOR);
        calls.push(["persistConsent", toChoice(params.consent)]);
      },
      clearRefusedCookies: (_, params) =>
        calls.push(["clearRefusedCookies", params.cookies.map((c) => c.name)]),
      pushConsentEvent: (_, params) => calls.push(["pushConsentEvent", params.category]),
      startAbTesting: () => calls.push(["startAbTesting"]),
      logConsentPostFailure: (_, params) => calls.push(["logConsentPostFailure", params.error]),
    },
    actors: {
      postConsent: fromPromise<void, ConsentPayload>(async ({ input }) => {
        calls.push(["post", input]);
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      askConsent: start.asked,
      storedConsent: start.stored ? asConsent(start.stored) : null,
      country: "de",
      visitorId: VISITOR,
    },
  }).start();
  return { actor, calls };
}

// ---------------------------------------------------------------- the walk

const describeEvent = (e: ConsentEvent) =>
  e.type === "consent.save"
    ? `save{${CATEGORIES.filter((c) => e[c])
        .map((c) => c[0])
        .join("")}}`
    : e.type.replace("consent.", "");

const STARTS: readonly Start[] = [
  { asked: true, stored: null },
  { asked: true, stored: STORED },
  { asked: false, stored: null },
  { asked: false, stored: STORED },
];

/** Checks the real machine against the oracle after one step. */
function expectStep(
  sut: ReturnType<typeof startMachine>,
  stepCalls: readonly Call[],
  model: ConsentModel,
  label: string,
) {
  const snapshot = sut.actor.getSnapshot();
  const view = selectConsentView(snapshot);
  expect(stepCalls, label).toEqual(model.effects);
  expect(snapshot.context.consent && toChoice(snapshot.context.consent), label).toEqual(
    model.consent,
  );
  expect(view.barVisible, label).toBe(model.asked && model.consent === null && !model.managerOpen);
  expect(view.managerOpen, label).toBe(model.managerOpen);
  // Invariants over the whole page life, whatever the oracle says.
  const names = sut.calls.map(([name]) => name);
  expect(names[0], label).toBe("pushConsentDefaults");
  expect(
    names.filter((n) => n === "pushConsentDefaults"),
    label,
  ).toHaveLength(1);
  if (!model.asked) expect(names, label).not.toContain("post");
  expect(names.includes("startAbTesting"), label).toBe(model.analyticsEverGranted);
  if (model.consent && clearedNames(model.consent).length > 0 && model.effects.length > 0) {
    expect(stepCalls, label).toContainEqual(["clearRefusedCookies", clearedNames(model.consent)]);
  }
  expect(snapshot.status).toBe("active");
}

describe.each(STARTS)("consent model (asked: $asked, stored: $stored)", (start) => {
  const paths = pathsFor(start);

  it.each(namedPaths(paths, describeEvent))("%s", async (_, path) => {
    const sut = startMachine(start);
    await flush();
    expectStep(sut, sut.calls, path.steps[0]!.state.context, "start");
    for (const step of path.steps.slice(1)) {
      const before = sut.calls.length;
      sut.actor.send(step.event);
      await flush();
      expectStep(sut, sut.calls.slice(before), step.state.context, describeEvent(step.event));
    }
    sut.actor.stop();
  });
});
