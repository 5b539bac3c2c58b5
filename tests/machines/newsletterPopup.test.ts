import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { NEWSLETTER_DELAY_MS, NEWSLETTER_MIN_INTERVAL_MS } from "../../src/core/constants.ts";
import { registerResultText } from "../../src/core/newsletterMessages.ts";
import {
  isExcludedPath,
  type NewsletterRecord,
  parseNewsletterClose,
  serializeNewsletterClose,
} from "../../src/core/newsletterPopup.ts";
import type { NewsletterSubscriberResponse } from "../../src/core/schema/newsletter.ts";
import { leadFormMachine } from "../../src/machines/leadForm.machine.ts";
import {
  newsletterPopupMachine,
  POPUP_FORM_ID,
  popupSubscribeFlow,
} from "../../src/machines/newsletterPopup.machine.ts";

const DAY = NEWSLETTER_MIN_INTERVAL_MS;
const EXCLUDES = ["/login", "/sign-up"];

beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
afterEach(() => vi.useRealTimers());

function start(options: {
  cookie?: string | null;
  pathname?: string;
  answer?: () => Promise<NewsletterSubscriberResponse | null>;
  sniperSender?: string | null;
  startedAt?: number;
}) {
  const jar = { cookie: options.cookie ?? null };
  const calls: unknown[] = [];
  const events: unknown[] = [];
  const toasts: string[] = [];
  const flow = leadFormMachine.provide({
    actions: {
      pushAnalytics: (_, { events: pushed }) => {
        events.push(...pushed);
      },
      notifyError: (_, { message }) => {
        toasts.push(message);
      },
    },
    actors: {
      subscribe: fromPromise(async ({ input }) => {
        calls.push(input);
        return (
          options.answer ??
          (async () => ({ status: "success", is_user_logged_in: true, user: { id: 7 } }))
        )();
      }),
    },
  });
  const machine = newsletterPopupMachine.provide({
    actions: {
      persistRecord: (_, { record }) => {
        jar.cookie = serializeNewsletterClose(record);
      },
    },
    actors: { form: popupSubscribeFlow(flow) },
  });
  const actor = createActor(machine, {
    input: {
      record: parseNewsletterClose(jar.cookie),
      pathname: options.pathname ?? "/movies",
      excludes: EXCLUDES,
      marketingFormKey: "cinema-newsletter",
      leadText: "WATCH FREE",
      optInShown: false,
      sniperSender: options.sniperSender ?? null,
      startedAt: options.startedAt ?? Date.now(),
    },
  }).start();
  return { actor, jar, calls, events, toasts };
}

/** The open popup's subscribe flow (the lead forms' machine). */
const flowOf = (actor: ReturnType<typeof start>["actor"]) => {
  const form = actor.getSnapshot().children[POPUP_FORM_ID];
  if (!form) throw new Error("the popup is not open");
  return form.getSnapshot();
};

const fill = (actor: ReturnType<typeof start>["actor"], email: string) => {
  actor.send({ type: "newsletter.edit", edit: { field: "email", value: email } });
  actor.send({ type: "newsletter.edit", edit: { field: "termsAndConditions", value: true } });
};

describe("newsletter popup", () => {
  it("shows after 60 s, records the display, and closing keeps the count and time", () => {
    const { actor, jar } = start({});
    expect(actor.getSnapshot().value).toBe("waiting");
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe("waiting");
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe("open");
    actor.send({ type: "newsletter.close" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(JSON.parse(jar.cookie ?? "")).toEqual({ displayed: 1, displayTime: Date.now() });
  });

  it("waits on excluded routes and /age-verification; the delay restarts on an allowed page", () => {
    const { actor } = start({ pathname: "/login" });
    expect(actor.getSnapshot().value).toBe("idle");
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS * 2);
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "newsletter.route", pathname: "/movies", at: Date.now() });
    expect(actor.getSnapshot().value).toBe("waiting");
    actor.send({ type: "newsletter.route", pathname: "/age-verification", at: Date.now() });
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("is suppressed while a navigation dropdown is open, and shows when it closes", () => {
    const { actor } = start({});
    actor.send({ type: "newsletter.dropdown", open: true, at: Date.now() });
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS);
    expect(actor.getSnapshot().value).toBe("waiting");
    actor.send({ type: "newsletter.mouseLeft", at: Date.now() });
    expect(actor.getSnapshot().value).toBe("waiting");
    actor.send({ type: "newsletter.dropdown", open: false, at: Date.now() });
    expect(actor.getSnapshot().value).toBe("open");
  });

  it("shows when the mouse leaves the page, within the limits", () => {
    const { actor } = start({});
    actor.send({ type: "newsletter.mouseLeft", at: Date.now() });
    expect(actor.getSnapshot().value).toBe("open");
    const recent = start({
      cookie: JSON.stringify({ displayed: 1, displayTime: Date.now() - 1_000 }),
    });
    recent.actor.send({ type: "newsletter.mouseLeft", at: Date.now() });
    expect(recent.actor.getSnapshot().value).toBe("idle");
  });

  it("does not show within a day, shows the next day, never a fourth time", () => {
    const sameDay = start({
      cookie: JSON.stringify({ displayed: 1, displayTime: Date.now() - DAY + 5_000 }),
    });
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS);
    expect(sameDay.actor.getSnapshot().value).toBe("idle");
    const nextDay = start({
      cookie: JSON.stringify({ displayed: 2, displayTime: Date.now() - DAY - 1 }),
    });
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS);
    expect(nextDay.actor.getSnapshot().value).toBe("open");
    const fourth = start({ cookie: JSON.stringify({ displayed: 3, displayTime: 0 }) });
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS);
    expect(fourth.actor.getSnapshot().value).toBe("idle");
    expect(start({ cookie: "true" }).actor.getSnapshot().value).toBe("idle");
  });

  it("submits the popup's payload; success confirms, pushes the opt-in events and sets the cookie to true", async () => {
    const { actor, calls, events, jar } = start({});
    actor.send({ type: "newsletter.mouseLeft", at: Date.now() });
    actor.send({ type: "newsletter.submit" });
    expect(actor.getSnapshot().value).toBe("open");
    expect(flowOf(actor).context.touched).toBe(true);
    fill(actor, "lead@example.com");
    actor.send({ type: "newsletter.submit" });
    await vi.waitFor(() => expect(flowOf(actor).value).toBe("confirmed"));
    expect(calls).toEqual([
      {
        email: "lead@example.com",
        marketing_form_key: "cinema-newsletter",
        leadPosition: "pop_up",
        leadText: "WATCH FREE",
        legalConsent: true,
        accepted_mailing: true,
      },
    ]);
    expect(events.map((e) => (e as { event: string }).event)).toEqual([
      "email_opt_in",
      "newsletter_opt_in",
    ]);
    expect(jar.cookie).toBe("true");
    expect(flowOf(actor).context.confirmation).toBe("freeMoviesSent");
    // Closing the confirmation keeps the subscription, not the display count.
    actor.send({ type: "newsletter.close" });
    expect(jar.cookie).toBe("true");
  });

  it("gmail addresses get the e-mail-provider shortcut where enabled", async () => {
    const { actor } = start({ sniperSender: "hello@cinema.test" });
    actor.send({ type: "newsletter.mouseLeft", at: Date.now() });
    fill(actor, "jane@gmail.com");
    actor.send({ type: "newsletter.submit" });
    await vi.waitFor(() => expect(flowOf(actor).value).toBe("confirmed"));
    expect(flowOf(actor).context.shortcut).toContain(
      "https://mail.google.com/mail/u/jane%40gmail.com/",
    );
  });

  it("edit e-mail resubmits: nothing back shows the spec's error; a subscriber shows the register result", async () => {
    let answer: NewsletterSubscriberResponse | null = {
      status: "success",
      is_user_logged_in: true,
      user: { id: 1 },
    };
    const { actor, toasts } = start({ answer: async () => answer });
    actor.send({ type: "newsletter.mouseLeft", at: Date.now() });
    fill(actor, "lead@example.com");
    actor.send({ type: "newsletter.submit" });
    await vi.waitFor(() => expect(flowOf(actor).value).toBe("confirmed"));
    actor.send({ type: "newsletter.editEmail" });
    expect(flowOf(actor).context.form.email).toBe("lead@example.com");
    answer = null;
    actor.send({ type: "newsletter.edit", edit: { field: "email", value: "other@example.com" } });
    actor.send({ type: "newsletter.submit" });
    await vi.waitFor(() =>
      expect(flowOf(actor).context.resubmitError).toBe(
        "An error ocurred, try again with another email",
      ),
    );
    answer = { status: "already_subscribed", is_user_logged_in: false, user: { id: 2 } };
    actor.send({ type: "newsletter.submit" });
    await vi.waitFor(() => expect(flowOf(actor).value).toBe("registerResult"));
    expect(flowOf(actor).context.registerResult).toBe("alreadyRegistered");
    expect(registerResultText(flowOf(actor).context.registerResult)).toBe(
      "This email is already registered",
    );
    expect(toasts).toEqual([]);
  });

  it("a failed submit goes to the shared error handler and keeps the form", async () => {
    const { actor, toasts } = start({
      answer: () =>
        Promise.reject({
          _tag: "ApiError",
          status: 500,
          message: "Oops",
          fieldErrors: {},
          cause: "status",
        }),
    });
    actor.send({ type: "newsletter.mouseLeft", at: Date.now() });
    fill(actor, "lead@example.com");
    actor.send({ type: "newsletter.submit" });
    await vi.waitFor(() => expect(toasts).toEqual(["Oops"]));
    expect(actor.getSnapshot().value).toBe("open");
    expect(flowOf(actor).context.form.email).toBe("lead@example.com");
  });
});

type Step =
  | { kind: "visit"; path: string }
  | { kind: "route"; path: string }
  | { kind: "wait"; ms: number }
  | { kind: "mouseLeave" }
  | { kind: "close" }
  | { kind: "jump"; ms: number }
  | { kind: "dropdown"; open: boolean };

const paths = ["/", "/movies", "/login", "/sign-up/x", "/age-verification"];
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom(...paths).map((path) => ({ kind: "visit" as const, path })),
  fc.constantFrom(...paths).map((path) => ({ kind: "route" as const, path })),
  fc
    .constantFrom(1_000, NEWSLETTER_DELAY_MS, 2 * NEWSLETTER_DELAY_MS)
    .map((ms) => ({ kind: "wait" as const, ms })),
  fc.constant({ kind: "mouseLeave" as const }),
  fc.constant({ kind: "close" as const }),
  fc
    .constantFrom(-DAY, DAY - 1, DAY + 1, 2 * DAY, 3_600_000)
    .map((ms) => ({ kind: "jump" as const, ms })),
  fc.boolean().map((open) => ({ kind: "dropdown" as const, open })),
);

describe("newsletter popup replay: time comes with the events (issue 25)", () => {
  const T = 1_700_000_000_000;
  // A visitor shown the popup almost a day ago: the next may show 5 s after this page opened.
  const cookie = JSON.stringify({ displayed: 1, displayTime: T - DAY + 5_000 });
  const journal = [
    { type: "newsletter.mouseLeft", at: T + 1_000 },
    { type: "newsletter.route", pathname: "/series", at: T + 3_000 },
    { type: "newsletter.dropdown", open: true, at: T + 6_000 },
    { type: "newsletter.mouseLeft", at: T + 7_000 },
    { type: "newsletter.dropdown", open: false, at: T + 8_000 },
    { type: "newsletter.mouseLeft", at: T + 9_000 },
    { type: "newsletter.close" },
  ] as const;

  const replay = () => {
    const { actor, jar } = start({ cookie, startedAt: T });
    for (const event of journal) actor.send(event);
    const snapshot = actor.getSnapshot();
    actor.stop();
    return { value: snapshot.value, context: snapshot.context, cookie: jar.cookie };
  };

  it("replays a recorded visit twice to the same states, whatever the wall clock says", async () => {
    vi.useRealTimers();
    const first = replay();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = replay();
    expect(second).toEqual(first);
    // Too soon at 1 s, a dropdown open at 7 s, shown at 9 s: the record says 9 s.
    expect(first.value).toBe("closed");
    expect(JSON.parse(first.cookie ?? "")).toEqual({ displayed: 2, displayTime: T + 9_000 });
  });
});

/** The popup's displays over `steps`: visits (a new page), routes, waits, closes, clock jumps. */
function displaysOver(steps: readonly Step[]) {
  vi.setSystemTime(1_700_000_000_000);
  let cookie: string | null = null;
  let dropdown = false;
  let path = "/movies";
  const displays: { at: number; path: string; dropdown: boolean }[] = [];
  const visit = () => {
    const machine = newsletterPopupMachine.provide({
      actions: {
        persistRecord: (_, { record }: { record: NewsletterRecord }) => {
          cookie = serializeNewsletterClose(record);
        },
      },
    });
    const actor = createActor(machine, {
      input: {
        record: parseNewsletterClose(cookie),
        pathname: path,
        excludes: EXCLUDES,
        marketingFormKey: "k",
        leadText: "t",
        optInShown: false,
        sniperSender: null,
        startedAt: Date.now(),
      },
    });
    let previous: unknown = null;
    actor.subscribe((snapshot) => {
      // A display: the popup appears (from waiting or idle), not a failed submit's return.
      if (snapshot.value === "open" && (previous === "waiting" || previous === "idle"))
        displays.push({
          at: Date.now(),
          path: snapshot.context.pathname,
          dropdown: snapshot.context.dropdownOpen,
        });
      previous = snapshot.value;
    });
    actor.start();
    if (dropdown) actor.send({ type: "newsletter.dropdown", open: true, at: Date.now() });
    return actor;
  };
  let actor = visit();
  for (const step of steps) {
    if (step.kind === "visit") {
      actor.stop();
      path = step.path;
      actor = visit();
    } else if (step.kind === "route") {
      path = step.path;
      actor.send({ type: "newsletter.route", pathname: step.path, at: Date.now() });
    } else if (step.kind === "wait") vi.advanceTimersByTime(step.ms);
    else if (step.kind === "mouseLeave")
      actor.send({ type: "newsletter.mouseLeft", at: Date.now() });
    else if (step.kind === "close") actor.send({ type: "newsletter.close" });
    else if (step.kind === "jump") vi.setSystemTime(Date.now() + step.ms);
    else {
      dropdown = step.open;
      actor.send({ type: "newsletter.dropdown", open: step.open, at: Date.now() });
    }
  }
  actor.stop();
  return displays;
}

const expectWithinLimits = (displays: ReturnType<typeof displaysOver>) => {
  expect(displays.length).toBeLessThanOrEqual(3);
  displays.forEach((display, index) => {
    expect(isExcludedPath(display.path, EXCLUDES)).toBe(false);
    expect(display.dropdown).toBe(false);
    const previous = displays[index - 1];
    if (previous) expect(display.at - previous.at).toBeGreaterThan(DAY);
  });
};

describe("newsletter popup over arbitrary visits, closes, routes and clock jumps (P)", () => {
  it("never more than 3 displays, never two within 24 h, never on excluded routes or over a dropdown", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        expectWithinLimits(displaysOver(steps));
      }),
      { numRuns: 200 },
    );
  });

  it("a device that slept through the wait records when the popup showed: leaving the next page a minute later shows nothing", () => {
    // Found by the property: the display was dated the wait's start plus 60 s, two days back.
    const displays = displaysOver([
      { kind: "jump", ms: 172_800_000 },
      { kind: "wait", ms: 120_000 },
      { kind: "visit", path: "/" },
      { kind: "mouseLeave" },
    ]);
    expect(displays).toHaveLength(1);
    expectWithinLimits(displays);
  });
});
