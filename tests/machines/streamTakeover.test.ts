import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AnyEventObject, createActor, fromCallback } from "xstate";
import type { PresenceSignal } from "../../src/core/ports.ts";
import type { PresenceMember } from "../../src/core/streamTakeover.ts";
import {
  HANDOVER_WAIT_MS,
  PRESENCE_JOIN_TIMEOUT_MS,
  type PresenceActorEvent,
  type PresenceActorInput,
  type PresenceCommand,
  streamTakeoverMachine,
  TAKEOVER_SEND_TIMEOUT_MS,
} from "../../src/machines/streamTakeover.machine.ts";

// ------------------------------------------------------------------ one machine, fake presence

interface FakePresence {
  sendBack: ((event: PresenceActorEvent) => void) | null;
  readonly commands: PresenceCommand[];
  readonly inputs: PresenceActorInput[];
  stopped: boolean;
  /** Answer each takeover command with presence.takeoverSent. */
  acknowledges: boolean;
}

const clock = { now: 1_000 };

function start(options: { acknowledges?: boolean } = {}) {
  const fake: FakePresence = {
    sendBack: null,
    commands: [],
    inputs: [],
    stopped: false,
    acknowledges: options.acknowledges ?? true,
  };
  const effects: string[] = [];
  const reports: string[] = [];
  const told: string[] = [];
  const resumedAt: (number | null)[] = [];
  const actor = createActor(
    streamTakeoverMachine.provide({
      actors: {
        presence: fromCallback<PresenceCommand, PresenceActorInput>(
          ({ sendBack, receive, input }) => {
            fake.sendBack = sendBack as (event: PresenceActorEvent) => void;
            fake.inputs.push(input);
            receive((command) => {
              fake.commands.push(command);
              if (fake.acknowledges && command.type === "presence.sendTakeover") {
                sendBack({ type: "presence.takeoverSent" });
              }
            });
            return () => {
              fake.stopped = true;
            };
          },
        ),
      },
      actions: {
        pausePlayback: () => effects.push("pause"),
        resumePlayback: (_, { positionS }) => {
          effects.push("resume");
          resumedAt.push(positionS);
        },
        goHome: () => effects.push("home"),
        tellSentHome: (_, params) => {
          effects.push("tell");
          told.push(params.message);
        },
        goBack: () => effects.push("back"),
        reportFailure: (_, params) => {
          effects.push("report");
          reports.push(params.reason);
        },
      },
    }),
    { input: { accountId: 7, deviceId: "me", media: "movie:13" } },
  ).start();
  const emit = (event: PresenceActorEvent) => fake.sendBack?.(event);
  const members = (...list: PresenceMember[]) =>
    // Stamped with when it arrived, as the presence actor does.
    emit({ type: "presence.members", me: "me", members: list, at: clock.now });
  return {
    actor,
    fake,
    effects,
    reports,
    told,
    resumedAt,
    emit,
    members,
    state: () => actor.getSnapshot().value,
  };
}

const member = (id: string, joinedAt: number, seq: number): PresenceMember => ({
  id,
  joinedAt,
  seq,
});
const ME = member("me", 5_000, 2);
const EARLIER = member("earlier", 4_000, 1);
const LATER = member("later", 6_000, 3);

beforeEach(() => {
  vi.useFakeTimers();
  clock.now = 1_000;
});
afterEach(() => vi.useRealTimers());

describe("streamTakeover (spec 001 §4: the member with the lowest join timestamp plays)", () => {
  it("joins the account's channel as this playback and plays when it joined first", () => {
    const t = start();
    expect(t.state()).toBe("joining");
    expect(t.fake.inputs).toEqual([{ accountId: 7, deviceId: "me" }]);
    t.members(ME, LATER);
    expect(t.state()).toBe("playing");
    expect(t.effects).toEqual([]);
  });

  it("pauses and shows 'Attention' when another playback joined first; plays on when that one leaves", () => {
    const t = start();
    t.members(EARLIER, ME);
    expect(t.state()).toBe("pausedByOther");
    expect(t.effects).toEqual(["pause"]);
    t.members(ME);
    expect(t.state()).toBe("playing");
    expect(t.effects).toEqual(["pause", "resume"]);
  });

  it("keeps playing when a later playback joins or leaves", () => {
    const t = start();
    t.members(ME);
    t.members(ME, LATER);
    t.members(ME);
    expect(t.state()).toBe("playing");
    expect(t.effects).toEqual([]);
  });

  it("'WATCH ON THIS DEVICE' broadcasts a claim stamped on the server's clock, then plays", () => {
    const t = start();
    clock.now = 1_000;
    t.members(EARLIER, ME); // offset: 5000 - 1000 = 4000
    clock.now = 1_500;
    t.actor.send({ type: "takeover.watchHere", at: clock.now });
    expect(t.fake.commands).toEqual([{ type: "presence.sendTakeover", at: 5_500 }]);
    // The earlier playback, sent home, leaves without a handover: plays on from here.
    expect(t.state()).toBe("handingOver");
    t.members(ME);
    expect(t.state()).toBe("playing");
    expect(t.effects).toEqual(["pause", "resume"]);
    expect(t.resumedAt).toEqual([null]);
  });

  it("the winner resumes where the screen sent home stopped (issue 25)", () => {
    const t = start();
    t.members(EARLIER, ME);
    t.actor.send({ type: "takeover.watchHere", at: clock.now });
    expect(t.state()).toBe("handingOver");
    // A handover for another member or another film is not ours.
    t.emit({
      type: "presence.handover",
      handover: { from: "earlier", to: "later", media: "movie:13", positionS: 99 },
    });
    t.emit({
      type: "presence.handover",
      handover: { from: "earlier", to: "me", media: "movie:14", positionS: 99 },
    });
    expect(t.state()).toBe("handingOver");
    t.emit({
      type: "presence.handover",
      handover: { from: "earlier", to: "me", media: "movie:13", positionS: 612.5 },
    });
    expect(t.state()).toBe("playing");
    expect(t.resumedAt).toEqual([612.5]);
  });

  it(`the winner plays from its own position when no handover comes within ${HANDOVER_WAIT_MS} ms`, () => {
    const t = start();
    t.members(EARLIER, ME);
    t.actor.send({ type: "takeover.watchHere", at: clock.now });
    vi.advanceTimersByTime(HANDOVER_WAIT_MS - 1);
    expect(t.state()).toBe("handingOver");
    vi.advanceTimersByTime(1);
    expect(t.state()).toBe("playing");
    expect(t.resumedAt).toEqual([null]);
  });

  it("the screen sent home while playing hands over where its video is, to the winner", () => {
    const t = start();
    t.members(ME, LATER);
    t.actor.send({ type: "video.timeupdate", currentTime: 600, duration: 7_020 });
    t.actor.send({ type: "video.seeked", currentTime: 1_234.5, paused: false });
    t.emit({ type: "presence.takeover", claim: { by: "later", at: 7_000 } });
    expect(t.state()).toBe("kicked");
    expect(t.fake.commands).toEqual([
      {
        type: "presence.sendHandover",
        handover: { to: "later", media: "movie:13", positionS: 1_234.5 },
      },
    ]);
    // A waiting screen sent home by a third hands nothing over: it was not playing.
    const waiting = start();
    waiting.members(EARLIER, ME, LATER);
    waiting.actor.send({ type: "video.timeupdate", currentTime: 30, duration: 7_020 });
    waiting.emit({ type: "presence.takeover", claim: { by: "later", at: 7_000 } });
    expect(waiting.state()).toBe("kicked");
    expect(waiting.fake.commands).toEqual([]);
  });

  it("waits in takingOver until the claim is sent", () => {
    const t = start({ acknowledges: false });
    t.members(EARLIER, ME);
    t.actor.send({ type: "takeover.watchHere", at: clock.now });
    expect(t.state()).toBe("takingOver");
    t.emit({ type: "presence.takeoverSent" });
    expect(t.state()).toBe("handingOver");
  });

  it("is sent home (paused, then /) when another playback takes over, and leaves the channel", () => {
    const t = start();
    t.members(ME, LATER);
    t.emit({ type: "presence.takeover", claim: { by: "later", at: 7_000 } });
    expect(t.state()).toBe("kicked");
    expect(t.effects).toEqual(["pause", "tell", "home"]);
    expect(t.told).toEqual([
      "Hold up! Your account is now playing on another device (or in another browser/tab), so playback stopped here: it can not be used on more than one screen at a time.",
    ]);
    expect(t.actor.getSnapshot().status).toBe("done");
    expect(t.fake.stopped).toBe(true);
  });

  it("a paused playback is sent home too when a third one takes over", () => {
    const t = start();
    t.members(EARLIER, ME, LATER);
    t.emit({ type: "presence.takeover", claim: { by: "later", at: 7_000 } });
    expect(t.state()).toBe("kicked");
    expect(t.effects).toEqual(["pause", "pause", "tell", "home"]);
  });

  it("applies a claim from a member it does not know yet once that member's join arrives", () => {
    const t = start();
    t.members(ME);
    t.emit({ type: "presence.takeover", claim: { by: "later", at: 7_000 } });
    expect(t.state()).toBe("playing");
    t.members(ME, LATER);
    expect(t.state()).toBe("kicked");
  });

  it("a concurrent claim that beats ours while taking over sends us home", () => {
    const t = start({ acknowledges: false });
    t.members(EARLIER, ME, LATER);
    clock.now = 1_100; // our claim: 5100
    t.actor.send({ type: "takeover.watchHere", at: clock.now });
    t.emit({ type: "presence.takeover", claim: { by: "later", at: 5_200 } });
    expect(t.state()).toBe("kicked");
  });

  it("a concurrent claim that loses to ours is ignored", () => {
    const t = start({ acknowledges: false });
    t.members(EARLIER, ME, LATER);
    clock.now = 1_100; // our claim: 5100
    t.actor.send({ type: "takeover.watchHere", at: clock.now });
    t.emit({ type: "presence.takeover", claim: { by: "later", at: 5_050 } });
    t.emit({ type: "presence.takeoverSent" });
    expect(t.state()).toBe("handingOver");
    vi.advanceTimersByTime(HANDOVER_WAIT_MS);
    expect(t.state()).toBe("playing");
  });

  it("'GO BACK' goes back one page and leaves the channel", () => {
    const t = start();
    t.members(EARLIER, ME);
    t.actor.send({ type: "takeover.goBack" });
    expect(t.state()).toBe("wentBack");
    expect(t.effects).toEqual(["pause", "back"]);
    expect(t.fake.stopped).toBe(true);
  });
});

describe("presence unreachable: playback allowed, failure reported (docs/decisions/0007)", () => {
  it("while joining: goes on without presence and reports it; never pauses", () => {
    const t = start();
    t.emit({ type: "presence.failed", reason: "unavailable" });
    expect(t.state()).toBe("unavailable");
    expect(t.effects).toEqual(["report"]);
    expect(t.reports).toEqual(["unavailable"]);
  });

  it(`when joining takes longer than ${PRESENCE_JOIN_TIMEOUT_MS} ms`, () => {
    const t = start();
    vi.advanceTimersByTime(PRESENCE_JOIN_TIMEOUT_MS - 1);
    expect(t.state()).toBe("joining");
    vi.advanceTimersByTime(1);
    expect(t.state()).toBe("unavailable");
    expect(t.reports).toEqual(["join timed out"]);
  });

  it("while playing: keeps playing and reports; a member list after reconnecting decides again", () => {
    const t = start();
    t.members(ME);
    t.emit({ type: "presence.failed", reason: "connection lost" });
    expect(t.state()).toBe("unavailable");
    expect(t.effects).toEqual(["report"]);
    t.members(EARLIER, ME);
    expect(t.state()).toBe("pausedByOther");
    expect(t.effects).toEqual(["report", "pause"]);
  });

  it("while paused: stays paused behind 'Attention'; watching here then plays without presence", () => {
    const t = start({ acknowledges: false });
    t.members(EARLIER, ME);
    t.emit({ type: "presence.failed", reason: "connection lost" });
    expect(t.state()).toBe("pausedByOther");
    t.actor.send({ type: "takeover.watchHere", at: clock.now });
    t.emit({ type: "presence.failed", reason: "not connected" });
    expect(t.state()).toBe("unavailable");
    expect(t.effects).toEqual(["pause", "report", "resume", "report"]);
  });

  it(`when a takeover is not confirmed within ${TAKEOVER_SEND_TIMEOUT_MS} ms`, () => {
    const t = start({ acknowledges: false });
    t.members(EARLIER, ME);
    t.actor.send({ type: "takeover.watchHere", at: clock.now });
    vi.advanceTimersByTime(TAKEOVER_SEND_TIMEOUT_MS);
    expect(t.state()).toBe("unavailable");
    expect(t.effects).toEqual(["pause", "resume", "report"]);
  });
});

// ------------------------------------------------------------------ many playbacks, racing

/**
 * An in-memory presence channel: join stamps from its own clock, one FIFO queue per member
 * (as a socket is), deliveries interleaved across members in any order the test picks.
 */
class Hub {
  serverNow = 10_000;
  private seq = 0;
  readonly members = new Map<string, PresenceMember>();
  readonly queues = new Map<string, PresenceSignal[]>();
  private readonly sendBacks = new Map<string, (event: AnyEventObject) => void>();

  snapshotFor(id: string): PresenceSignal {
    return { type: "presence.members", me: id, members: [...this.members.values()] };
  }

  join(id: string, sendBack: (event: AnyEventObject) => void) {
    this.serverNow += 10;
    this.members.set(id, { id, joinedAt: this.serverNow, seq: ++this.seq });
    this.sendBacks.set(id, sendBack);
    this.queues.set(id, []);
    for (const other of this.queues.keys()) this.queues.get(other)?.push(this.snapshotFor(other));
  }

  leave(id: string) {
    if (!this.members.delete(id)) return;
    this.queues.delete(id);
    this.sendBacks.delete(id);
    for (const other of this.queues.keys()) this.queues.get(other)?.push(this.snapshotFor(other));
  }

  broadcast(from: string, at: number) {
    for (const [other, queue] of this.queues) {
      if (other !== from) queue.push({ type: "presence.takeover", claim: { by: from, at } });
    }
  }

  /** Delivers the oldest pending event of the `pick`-th member with one; false when none. */
  deliver(pick: number): boolean {
    const pending = [...this.queues].filter(([, q]) => q.length > 0);
    if (pending.length === 0) return false;
    const [id, queue] = pending[pick % pending.length] as [string, PresenceSignal[]];
    const event = queue.shift() as PresenceSignal;
    this.sendBacks.get(id)?.(event);
    return true;
  }

  flush() {
    while (this.deliver(0)) {}
  }
}

type Step =
  | { readonly kind: "join" }
  | { readonly kind: "leave"; readonly pick: number }
  | { readonly kind: "watchHere"; readonly pick: number }
  | { readonly kind: "deliver"; readonly pick: number }
  /** Every pending event delivered. */
  | { readonly kind: "settle" }
  | { readonly kind: "tick"; readonly ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant({ kind: "join" as const }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("leave" as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("watchHere" as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("deliver" as const), pick: fc.nat() }), weight: 4 },
  { arbitrary: fc.constant({ kind: "settle" as const }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant("tick" as const),
      ms: fc.integer({ min: 0, max: 50 }),
    }),
    weight: 1,
  },
);

function runPlaybacks(steps: readonly Step[]) {
  const hub = new Hub();
  /** Local clocks run at the server's pace with their own offsets. */
  const actors = new Map<string, ReturnType<typeof createActor<typeof streamTakeoverMachine>>>();
  const skews = new Map<string, number>();
  let next = 0;
  const live = () => [...actors].filter(([, a]) => a.getSnapshot().status === "active");
  for (const s of steps) {
    if (s.kind === "join") {
      const id = `p${next++}`;
      const skew = (next * 7_919) % 3_000;
      skews.set(id, skew);
      const actor = createActor(
        streamTakeoverMachine.provide({
          actors: {
            presence: fromCallback<PresenceCommand, PresenceActorInput>(({ sendBack, receive }) => {
              // The member list is stamped with this playback's local time, as the actor does.
              hub.join(id, (event) =>
                sendBack(
                  event.type === "presence.members"
                    ? { ...event, at: hub.serverNow - skew }
                    : event,
                ),
              );
              receive((command) => {
                if (command.type !== "presence.sendTakeover") return;
                hub.broadcast(id, command.at);
                sendBack({ type: "presence.takeoverSent" });
              });
              return () => hub.leave(id);
            }),
          },
          actions: {
            pausePlayback: () => {},
            resumePlayback: () => {},
            goHome: () => {},
            tellSentHome: () => {},
            goBack: () => {},
            reportFailure: () => {},
          },
        }),
        {
          input: { accountId: 1, deviceId: id, media: null },
        },
      );
      actors.set(id, actor);
      actor.start();
    } else if (s.kind === "leave") {
      const running = live();
      if (running.length > 0) running[s.pick % running.length]?.[1].stop();
    } else if (s.kind === "watchHere") {
      const paused = live().filter(([, a]) => a.getSnapshot().value === "pausedByOther");
      if (paused.length > 0)
        paused[s.pick % paused.length]?.[1].send({
          type: "takeover.watchHere",
          at: hub.serverNow - skews.get(paused[s.pick % paused.length]![0])!,
        });
    } else if (s.kind === "deliver") {
      hub.deliver(s.pick);
    } else if (s.kind === "settle") {
      hub.flush();
    } else {
      hub.serverNow += s.ms;
    }
  }
  hub.flush();
  const states = live().map(([id, a]) => [id, a.getSnapshot().value] as const);
  const members = [...hub.members.keys()];
  for (const [, a] of actors) a.stop();
  return { states, members };
}

describe("racing joins, leaves and takeovers (fake presence hub)", () => {
  it("once every event is delivered, exactly one live playback plays and the rest wait", () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const { states, members } = runPlaybacks(steps);
        // Playbacks that went home left the channel; the others are its members.
        expect(states.map(([id]) => id).sort()).toEqual(members.sort());
        if (states.length === 0) return;
        expect(states.filter(([, s]) => s === "playing")).toHaveLength(1);
        for (const [, s] of states) expect(["playing", "pausedByOther"]).toContain(s);
      }),
      { numRuns: 300 },
    );
  });

  it("the playback that chose 'WATCH ON THIS DEVICE' last plays; the others went home", () => {
    const { states } = runPlaybacks([
      { kind: "join" },
      { kind: "join" },
      { kind: "join" },
      { kind: "deliver", pick: 0 },
      { kind: "tick", ms: 5 },
      { kind: "deliver", pick: 1 },
      { kind: "deliver", pick: 2 },
      { kind: "deliver", pick: 2 },
      { kind: "watchHere", pick: 1 },
    ]);
    expect(states).toEqual([["p2", "playing"]]);
  });

  it("a playback that joined after a takeover takes over in turn, even with its clock far behind", () => {
    const { states } = runPlaybacks([
      { kind: "join" },
      { kind: "join" },
      { kind: "settle" },
      { kind: "watchHere", pick: 0 },
      { kind: "settle" },
      { kind: "join" },
      { kind: "settle" },
      { kind: "watchHere", pick: 0 },
    ]);
    expect(states).toEqual([["p2", "playing"]]);
  });

  it("two playbacks choosing 'WATCH ON THIS DEVICE' at once: one plays, whatever the delivery order", () => {
    for (const pick of [0, 1, 2]) {
      const { states } = runPlaybacks([
        { kind: "join" },
        { kind: "join" },
        { kind: "join" },
        { kind: "deliver", pick: 0 },
        { kind: "deliver", pick: 1 },
        { kind: "deliver", pick: 2 },
        { kind: "deliver", pick: 0 },
        { kind: "deliver", pick: 1 },
        { kind: "deliver", pick: 2 },
        { kind: "watchHere", pick: 0 },
        { kind: "tick", ms: 1 },
        { kind: "watchHere", pick: 1 },
        { kind: "deliver", pick },
      ]);
      expect(states.filter(([, s]) => s === "playing")).toHaveLength(1);
    }
  });
});

describe("streamTakeover replay: time comes with the events (issue 25)", () => {
  it("a recorded list of events replays twice to the same claim and state, whatever the clock", () => {
    const replay = () => {
      const t = start({ acknowledges: false });
      // Joined at 5000 on the server's clock, the list arrived at 1000 locally: offset 4000.
      t.fake.sendBack?.({
        type: "presence.members",
        me: "me",
        members: [EARLIER, ME, LATER],
        at: 1_000,
      });
      t.actor.send({ type: "takeover.watchHere", at: 1_100 });
      t.fake.sendBack?.({ type: "presence.takeover", claim: { by: "later", at: 5_050 } });
      const { value, context } = t.actor.getSnapshot();
      t.actor.stop();
      return { value, context };
    };
    clock.now = 999_999;
    const first = replay();
    clock.now = 5;
    vi.setSystemTime(123_456_789);
    const second = replay();
    expect(second).toEqual(first);
    expect(first.value).toBe("takingOver");
    // Our claim on the server's clock: 1100 + 4000.
    expect(first.context.claims).toContainEqual({ by: "me", at: 5_100 });
  });
});
