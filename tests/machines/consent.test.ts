import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  ALL_GRANTED,
  ALL_REFUSED,
  type Consent,
  serializeConsent,
} from "../../src/core/consent.ts";
import { COOKIES, MARKETING_COOKIES } from "../../src/core/cookies.ts";
import type { ConsentPayload } from "../../src/core/ports.ts";
import {
  type ConsentEvent,
  type ConsentMachineInput,
  consentMachine,
} from "../../src/machines/consent.machine.ts";
import { consentIntents, selectConsentView } from "../../src/ui/consent.view.ts";

type Call = readonly [string, unknown?];

function run(
  input: Partial<ConsentMachineInput> = {},
  post: (payload: ConsentPayload) => Promise<void> = () => Promise.resolve(),
) {
  const calls: Call[] = [];
  const posted: ConsentPayload[] = [];
  const machine = consentMachine.provide({
    actions: {
      pushConsentDefaults: () => calls.push(["pushConsentDefaults"]),
      persistConsent: (_, params) => calls.push(["persistConsent", params]),
      clearRefusedCookies: (_, params) => calls.push(["clearRefusedCookies", params]),
      pushConsentEvent: (_, params) => calls.push(["pushConsentEvent", params.category]),
      startAbTesting: () => calls.push(["startAbTesting"]),
      logConsentPostFailure: (_, params) => calls.push(["logConsentPostFailure", params.error]),
    },
    actors: {
      postConsent: fromPromise<void, ConsentPayload>(({ input: payload }) => {
        posted.push(payload);
        return post(payload);
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      askConsent: true,
      storedConsent: null,
      country: "DE",
      visitorId: "visitor-1",
      ...input,
    },
  }).start();
  const names = () => calls.map(([name]) => name);
  const view = () => selectConsentView(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => s.matches({ sync: "idle" }));
  return { actor, calls, posted, names, view, settled };
}

const payload = (consent: Consent): ConsentPayload => ({
  visitor_id: "visitor-1",
  country_code: "DE",
  cookie_type: {
    marketing: consent.marketingConsent,
    statistics: consent.analyticsConsent,
    preferences: consent.preferencesConsent,
    strictly_necessary: true,
  },
});

describe("consent machine: start", () => {
  it("pushes the consent-mode defaults before anything else, whatever the start", () => {
    for (const input of [
      { askConsent: false },
      { askConsent: true },
      { askConsent: true, storedConsent: ALL_GRANTED },
    ]) {
      const { names } = run(input);
      expect(names()[0]).toBe("pushConsentDefaults");
    }
  });

  it("asked and undecided: unmanaged, the bar shows, nothing else happens", () => {
    const { actor, names, view, posted } = run();
    expect(actor.getSnapshot().matches({ decision: "unmanaged" })).toBe(true);
    expect(view()).toMatchObject({ barVisible: true, managerOpen: false, canManage: true });
    expect(names()).toEqual(["pushConsentDefaults"]);
    expect(posted).toEqual([]);
  });

  it("not asked: all granted silently (persisted, events, A/B testing), no bar, no post", () => {
    const { actor, calls, view, posted } = run({ askConsent: false });
    expect(actor.getSnapshot().matches({ decision: "managed" })).toBe(true);
    expect(actor.getSnapshot().context.consent).toEqual(ALL_GRANTED);
    expect(calls).toEqual([
      ["pushConsentDefaults"],
      ["persistConsent", { consent: ALL_GRANTED, visitorId: "visitor-1" }],
      ["pushConsentEvent", "marketing"],
      ["pushConsentEvent", "analytics"],
      ["pushConsentEvent", "preferences"],
      ["startAbTesting"],
    ]);
    expect(view()).toMatchObject({ barVisible: false, canManage: false });
    expect(posted).toEqual([]);
  });

  it("not asked with the same consent stored: not persisted again", () => {
    const { names } = run({ askConsent: false, storedConsent: ALL_GRANTED });
    expect(names()).not.toContain("persistConsent");
  });

  it("not asked overrides a stored refusal: all granted and persisted", () => {
    const { calls, actor } = run({ askConsent: false, storedConsent: ALL_REFUSED });
    expect(actor.getSnapshot().context.consent).toEqual(ALL_GRANTED);
    expect(calls).toContainEqual([
      "persistConsent",
      { consent: ALL_GRANTED, visitorId: "visitor-1" },
    ]);
  });

  it("not asked: the manager cannot be opened", () => {
    const { actor, view } = run({ askConsent: false });
    actor.send({ type: "consent.openManager" });
    expect(view().managerOpen).toBe(false);
  });

  it("not asked: decision events are ignored", () => {
    const { actor, names, posted } = run({ askConsent: false });
    actor.send({ type: "consent.rejectAll" });
    expect(actor.getSnapshot().context.consent).toEqual(ALL_GRANTED);
    expect(names()).not.toContain("clearRefusedCookies");
    expect(posted).toEqual([]);
  });

  it("asked with a stored decision: managed, its effects replayed, not persisted nor posted", () => {
    const stored: Consent = {
      marketingConsent: false,
      analyticsConsent: true,
      preferencesConsent: false,
    };
    const { actor, calls, view, posted } = run({ storedConsent: stored });
    expect(actor.getSnapshot().matches({ decision: "managed" })).toBe(true);
    expect(calls).toEqual([
      ["pushConsentDefaults"],
      ["clearRefusedCookies", { cookies: [...MARKETING_COOKIES, COOKIES.languageClose] }],
      ["pushConsentEvent", "analytics"],
      ["startAbTesting"],
    ]);
    expect(view()).toMatchObject({
      barVisible: false,
      choice: { marketing: false, analytics: true, preferences: false },
    });
    expect(posted).toEqual([]);
  });
});

describe("consent machine: decisions", () => {
  it("accept all: persisted, every event, A/B testing, posted, bar gone", async () => {
    const { actor, calls, posted, view, settled } = run();
    actor.send({ type: "consent.acceptAll" });
    expect(calls.slice(1)).toEqual([
      ["persistConsent", { consent: ALL_GRANTED, visitorId: "visitor-1" }],
      ["pushConsentEvent", "marketing"],
      ["pushConsentEvent", "analytics"],
      ["pushConsentEvent", "preferences"],
      ["startAbTesting"],
    ]);
    await settled();
    expect(posted).toEqual([payload(ALL_GRANTED)]);
    expect(view().barVisible).toBe(false);
    expect(actor.getSnapshot().matches({ decision: "managed" })).toBe(true);
  });

  it("reject all: persisted, marketing, analytics and preferences cookies cleared, no event, no A/B testing, posted", async () => {
    const { actor, calls, posted, settled } = run();
    actor.send({ type: "consent.rejectAll" });
    expect(calls.slice(1)).toEqual([
      ["persistConsent", { consent: ALL_REFUSED, visitorId: "visitor-1" }],
      ["clearRefusedCookies", { cookies: [...MARKETING_COOKIES, COOKIES.languageClose] }],
    ]);
    await settled();
    expect(posted).toEqual([payload(ALL_REFUSED)]);
  });

  it("save per category: statistics is analytics in the payload", async () => {
    const { actor, calls, posted, settled } = run();
    actor.send({ type: "consent.save", marketing: false, analytics: true, preferences: false });
    const consent = { marketingConsent: false, analyticsConsent: true, preferencesConsent: false };
    expect(calls.slice(1)).toEqual([
      ["persistConsent", { consent, visitorId: "visitor-1" }],
      ["clearRefusedCookies", { cookies: [...MARKETING_COOKIES, COOKIES.languageClose] }],
      ["pushConsentEvent", "analytics"],
      ["startAbTesting"],
    ]);
    await settled();
    expect(posted).toEqual([payload(consent)]);
  });

  it("a later decision pushes only newly granted categories and starts A/B testing once", async () => {
    const { actor, calls, settled } = run();
    actor.send({ type: "consent.save", marketing: false, analytics: true, preferences: false });
    await settled();
    const before = calls.length;
    actor.send({ type: "consent.openManager" });
    actor.send({ type: "consent.save", marketing: true, analytics: true, preferences: false });
    expect(calls.slice(before)).toEqual([
      [
        "persistConsent",
        {
          consent: { marketingConsent: true, analyticsConsent: true, preferencesConsent: false },
          visitorId: "visitor-1",
        },
      ],
      // Preferences are still refused: their cookie goes again.
      ["clearRefusedCookies", { cookies: [COOKIES.languageClose] }],
      ["pushConsentEvent", "marketing"],
    ]);
  });

  it("a failed post is only logged", async () => {
    const failure = { _tag: "ApiError", status: 500 };
    const { actor, calls, settled } = run({}, () => Promise.reject(failure));
    actor.send({ type: "consent.acceptAll" });
    await settled();
    expect(calls).toContainEqual(["logConsentPostFailure", failure]);
    expect(actor.getSnapshot().status).toBe("active");
    expect(actor.getSnapshot().context.consent).toEqual(ALL_GRANTED);
  });

  it("a new decision while posting restarts the post with the latest decision", async () => {
    let release: () => void = () => {};
    const { actor, posted, settled } = run({}, (p) =>
      p.cookie_type.marketing ? new Promise<void>((r) => (release = r)) : Promise.resolve(),
    );
    actor.send({ type: "consent.acceptAll" });
    actor.send({ type: "consent.rejectAll" });
    release();
    await settled();
    expect(posted.map((p) => p.cookie_type.marketing)).toEqual([true, false]);
  });

  it("the stored cookie value is the JSON of the decision", () => {
    const { calls, actor } = run();
    actor.send({ type: "consent.rejectAll" });
    const persisted = calls.find(([n]) => n === "persistConsent")?.[1] as { consent: Consent };
    expect(serializeConsent(persisted.consent)).toBe(
      '{"marketingConsent":false,"analyticsConsent":false,"preferencesConsent":false}',
    );
  });
});

describe("consent machine: the manager", () => {
  it("opens over the bar, closes with closeManager and the bar comes back", () => {
    const { actor, view } = run();
    consentIntents(actor.send).openManager();
    expect(view()).toMatchObject({ managerOpen: true, barVisible: false });
    consentIntents(actor.send).closeManager();
    expect(view()).toMatchObject({ managerOpen: false, barVisible: true });
  });

  it("saving from the manager closes it and manages consent", () => {
    const { actor, view } = run();
    const intents = consentIntents(actor.send);
    intents.openManager();
    intents.save({ marketing: true, analytics: false, preferences: true });
    expect(view()).toMatchObject({
      managerOpen: false,
      barVisible: false,
      choice: { marketing: true, analytics: false, preferences: true },
    });
  });

  it("reopens from the footer once managed, starting from the decision in force", () => {
    const { actor, view } = run({ storedConsent: ALL_REFUSED });
    consentIntents(actor.send).openManager();
    expect(view()).toMatchObject({
      managerOpen: true,
      barVisible: false,
      choice: { marketing: false, analytics: false, preferences: false },
    });
  });
});

describe("consent machine: any sequence of events", () => {
  const event = fc.oneof(
    fc.constant<ConsentEvent>({ type: "consent.acceptAll" }),
    fc.constant<ConsentEvent>({ type: "consent.rejectAll" }),
    fc.constant<ConsentEvent>({ type: "consent.openManager" }),
    fc.constant<ConsentEvent>({ type: "consent.closeManager" }),
    fc
      .record({ marketing: fc.boolean(), analytics: fc.boolean(), preferences: fc.boolean() })
      .map((c): ConsentEvent => ({ type: "consent.save", ...c })),
  );

  it("keeps the cookie, the cleared cookies and the bar consistent with the decision", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 12 }), (askConsent, events) => {
        const { actor, calls, view } = run({ askConsent });
        for (const e of events) actor.send(e);
        const snapshot = actor.getSnapshot();
        const consent = snapshot.context.consent;
        expect(snapshot.status).toBe("active");
        expect(consent === null).toBe(snapshot.matches({ decision: "unmanaged" }));
        expect(view().barVisible).toBe(consent === null && !view().managerOpen);
        const persisted = calls.filter(([n]) => n === "persistConsent");
        const lastPersisted = persisted.at(-1)?.[1] as { consent: Consent } | undefined;
        if (consent !== null && lastPersisted !== undefined) {
          expect(lastPersisted.consent).toEqual(consent);
        }
        // A/B testing starts exactly when analytics goes from not granted to granted.
        let analytics = false;
        let expectedStarts = 0;
        for (const [name, params] of calls) {
          if (name !== "persistConsent") continue;
          const next = (params as { consent: Consent }).consent.analyticsConsent;
          if (next && !analytics) expectedStarts++;
          analytics = next;
        }
        if (askConsent) {
          expect(calls.filter(([n]) => n === "startAbTesting").length).toBe(expectedStarts);
        }
        if (!askConsent) expect(consent).toEqual(ALL_GRANTED);
        actor.stop();
      }),
    );
  });
});
