import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import { type PlayKind, playDecision } from "../../src/core/playGate.ts";
import type { Handover } from "../../src/core/playHandover.ts";
import type { UserType } from "../../src/core/userType.ts";
import {
  type PlayGrant,
  type PlayRequest,
  playGateMachine,
} from "../../src/machines/playGate.machine.ts";

const grant: PlayGrant = {
  movie_id: 7,
  series_id: null,
  title: "Night Sea",
  streaming_links: { rtmp: null, ahls: "/media/film/master.m3u8?sig=x", dash: null },
  subtitles: [],
  thumbnails_url: null,
  scene_markers: [],
  duration: 600,
  resume_position: 0,
  expires_at: 2_000_000_000,
};

const request = (overrides: Partial<PlayRequest> = {}): PlayRequest => ({
  movieId: 7,
  title: "Night Sea",
  slug: "night-sea",
  status: "Published",
  user_level: 1,
  is_free: false,
  kind: "movie",
  ...overrides,
});

function run(
  viewer: UserType,
  answer: () => Promise<PlayGrant> = async () => grant,
  handedOver: Handover<PlayGrant> | null = null,
) {
  const calls: unknown[] = [];
  const actor = createActor(
    playGateMachine.provide({
      actors: {
        fetchPlay: fromPromise(({ input }) => {
          calls.push(["fetchPlay", input]);
          return answer();
        }),
        takeHandover: fromPromise(async () => handedOver),
        // The session has booted: it tells who is watching at once.
        sessionReady: fromCallback(({ sendBack }) => {
          sendBack({ type: "session.ready", viewer });
        }),
      },
      actions: {
        notify: (_, params) => calls.push(["notify", params]),
        setUnregisteredPlayAttempt: () => calls.push(["setUnregisteredPlayAttempt"]),
        openPlayModal: (_, params) => calls.push(["openPlayModal", params.movie.movieId]),
        offerHandover: (_, params) => calls.push(["offerHandover", params.movieId]),
      },
    }),
    { input: {} },
  ).start();
  return { actor, calls };
}

/** The states between a decision to play and its outcome. */
const inFlight = (value: unknown) => value === "handingOver" || value === "fetching";

const expectedState = {
  "blocked-unpublished": "unpublished",
  "needs-login": "blockedWithModal",
  "needs-premium": "needsPremium",
  allowed: "allowed",
} as const;

describe("play gate (spec 000 §4, 001 §4, §6)", () => {
  it("ends where the core rule says, for every film and viewer", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          status: fc.constantFrom(
            null,
            "",
            "Published",
            "published",
            "PUBLISHED",
            "Draft",
            "Upcoming Release",
          ),
          user_level: fc.constantFrom(0 as const, 1 as const, 2 as const),
          is_free: fc.boolean(),
          kind: fc.constantFrom<PlayKind>("movie", "episode", "trailer", "serie-trailer", "bhs"),
        }),
        fc.constantFrom<UserType>("Guest", "Registered", "Trial", "CrossSelling", "Premium"),
        async (facts, viewer) => {
          const { actor, calls } = run(viewer);
          actor.send({ type: "play.request", request: request(facts) });
          const decision = playDecision(facts, viewer);
          const state = await waitFor(actor, (s) => !inFlight(s.value));
          expect(state.value).toBe(expectedState[decision]);
          const names = calls.map((c) => (c as string[])[0]);
          expect(names.includes("fetchPlay")).toBe(decision === "allowed");
          expect(names.includes("offerHandover")).toBe(decision === "allowed");
          expect(names.includes("openPlayModal")).toBe(decision === "needs-login");
          expect(names.includes("setUnregisteredPlayAttempt")).toBe(decision === "needs-login");
          if (decision === "allowed") expect(state.context.grant).toEqual(grant);
          actor.stop();
        },
      ),
      { numRuns: 150 },
    );
  });

  it("a guest on a registered film: the flag is set and the play modal asked for, with the film", () => {
    const { actor, calls } = run("Guest");
    actor.send({ type: "play.request", request: request() });
    expect(actor.getSnapshot().value).toBe("blockedWithModal");
    expect(calls).toEqual([["setUnregisteredPlayAttempt"], ["openPlayModal", 7]]);
  });

  it("a registered viewer on a paid film needs premium, and no toast repeats what the view says (issue 26)", () => {
    const { actor, calls } = run("Registered");
    actor.send({ type: "play.request", request: request({ user_level: 0 }) });
    expect(actor.getSnapshot().value).toBe("needsPremium");
    expect(calls).toEqual([]);
  });

  it("an upcoming episode does not play", () => {
    const { actor, calls } = run("Premium");
    actor.send({
      type: "play.request",
      request: request({ kind: "episode", status: "Upcoming Release" }),
    });
    expect(actor.getSnapshot().value).toBe("unpublished");
    expect(calls).toEqual([]);
  });

  it.each([
    [401, "Guest", "blockedWithModal"],
    [401, "Premium", "needsLogin"],
    [402, "Premium", "needsPremium"],
    [403, "Premium", "unpublished"],
    [404, "Premium", "unpublished"],
    [500, "Premium", "failed"],
  ] as const)("the server's %i for a %s wins: %s", async (status, viewer, state) => {
    const free = viewer === "Guest" ? { is_free: true } : {};
    const { actor, calls } = run(viewer, () => Promise.reject(apiError(status, "status")));
    actor.send({ type: "play.request", request: request(free) });
    const snapshot = await waitFor(actor, (s) => !inFlight(s.value));
    expect(snapshot.value).toBe(state);
    if (state === "needsLogin" || state === "needsPremium") {
      expect(calls.filter((call) => (call as unknown[])[0] === "notify")).toEqual([]);
    }
    if (state === "failed") {
      expect(calls).toContainEqual([
        "notify",
        {
          type: "error",
          message: "Oops!!!, something went wrong. Please try again later.",
          durationMs: 5000,
        },
      ]);
    }
  });

  it("a new request starts over; reset goes back to idle", async () => {
    const { actor } = run("Premium");
    actor.send({ type: "play.request", request: request({ status: "Draft" }) });
    expect(actor.getSnapshot().value).toBe("unpublished");
    actor.send({ type: "play.request", request: request() });
    await waitFor(actor, (s) => s.value === "allowed");
    actor.send({ type: "play.reset" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.grant).toBeNull();
  });
});

describe("the watch page's gate: asked for once the session knows who is watching", () => {
  it("waits for session.ready, then decides and fetches the play data", async () => {
    let ready: (() => void) | null = null;
    const calls: unknown[] = [];
    const actor = createActor(
      playGateMachine.provide({
        actors: {
          fetchPlay: fromPromise(async ({ input }) => {
            calls.push(input);
            return grant;
          }),
          takeHandover: fromPromise(async (): Promise<Handover<PlayGrant> | null> => null),
          sessionReady: fromCallback(({ sendBack }) => {
            ready = () => sendBack({ type: "session.ready", viewer: "Premium" });
          }),
        },
        actions: {
          notify: () => {},
          setUnregisteredPlayAttempt: () => {},
          openPlayModal: () => {},
          offerHandover: () => {},
        },
      }),
      { input: { request: request() } },
    ).start();
    expect(actor.getSnapshot().value).toBe("waitingForViewer");
    expect(calls).toEqual([]);
    ready!();
    await waitFor(actor, (s) => s.matches("allowed"));
    expect(calls).toEqual([{ movieId: 7 }]);
  });

  it("without a request it waits for the viewer's press, as before", () => {
    const { actor } = run("Premium");
    expect(actor.getSnapshot().value).toBe("idle");
  });
});

describe("the grant handover: one play call per press (issue 25)", () => {
  const fetchedAt = 1_000_000;
  const handed = { ...grant, resume_position: 42 };

  it("plays a grant another gate fetched less than 30 s before, without a play call", async () => {
    const { actor, calls } = run("Premium", async () => grant, {
      grant: handed,
      fetchedAt,
      takenAt: fetchedAt + 29_999,
    });
    actor.send({ type: "play.request", request: request() });
    const snapshot = await waitFor(actor, (s) => !inFlight(s.value));
    expect(snapshot.value).toBe("allowed");
    expect(snapshot.context.grant).toEqual(handed);
    expect(calls).toEqual([]);
  });

  it("calls the server again when the handed-over grant is 30 s old", async () => {
    const { actor, calls } = run("Premium", async () => grant, {
      grant: handed,
      fetchedAt,
      takenAt: fetchedAt + 30_000,
    });
    actor.send({ type: "play.request", request: request() });
    const snapshot = await waitFor(actor, (s) => !inFlight(s.value));
    expect(snapshot.context.grant).toEqual(grant);
    expect(calls).toEqual([
      ["fetchPlay", { movieId: 7 }],
      ["offerHandover", 7],
    ]);
  });

  it("a Play button's gate hands its grant to the watch page's gate of the same film", async () => {
    // One store shared by two gates, as the composition root provides it.
    const store = new Map<number, { grant: PlayGrant; fetchedAt: number }>();
    let clock = fetchedAt;
    let playCalls = 0;
    const gate = () =>
      createActor(
        playGateMachine.provide({
          actors: {
            fetchPlay: fromPromise(async () => {
              playCalls += 1;
              return grant;
            }),
            takeHandover: fromPromise(async ({ input }) => {
              const entry = store.get(input.movieId);
              store.delete(input.movieId);
              return entry ? { ...entry, takenAt: clock } : null;
            }),
            sessionReady: fromCallback(({ sendBack }) => {
              sendBack({ type: "session.ready", viewer: "Premium" });
            }),
          },
          actions: {
            notify: () => {},
            setUnregisteredPlayAttempt: () => {},
            openPlayModal: () => {},
            offerHandover: (_, { movieId, grant: fetched }) => {
              store.set(movieId, { grant: fetched, fetchedAt: clock });
            },
          },
        }),
        { input: {} },
      ).start();
    const button = gate();
    button.send({ type: "play.request", request: request() });
    await waitFor(button, (s) => s.matches("allowed"));
    clock += 800;
    const watch = gate();
    watch.send({ type: "play.request", request: request() });
    await waitFor(watch, (s) => s.matches("allowed"));
    expect(playCalls).toBe(1);
    // Taken once: a later gate (a reload) asks the server.
    const again = gate();
    again.send({ type: "play.request", request: request() });
    await waitFor(again, (s) => s.matches("allowed"));
    expect(playCalls).toBe(2);
  });
});
