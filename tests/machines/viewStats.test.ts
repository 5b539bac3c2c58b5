import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise } from "xstate";
import type { ViewStats } from "../../src/core/schema/playback.ts";
import type { VideoEvent } from "../../src/core/video.ts";
import { type ViewStatsInput, viewStatsMachine } from "../../src/machines/viewStats.machine.ts";
import { sendTimesUpTo } from "../fixtures/statsSends.ts";

const input = (): ViewStatsInput => ({
  movieId: 7,
  seriesId: null,
  staticId: null,
  type: "movie",
  debugUrl: "/film/night-sea/watch/movie/7",
  durationS: 600,
  startPositionS: 0,
});

function run(answer: (payload: ViewStats) => Promise<number | null> = async () => 42) {
  const sent: ViewStats[] = [];
  const beacons: ViewStats[] = [];
  const failures: unknown[] = [];
  let hide = () => {};
  const actor = createActor(
    viewStatsMachine.provide({
      actors: {
        sendStats: fromPromise<number | null, ViewStats>(({ input: payload }) => {
          sent.push(payload);
          return answer(payload);
        }),
        pageLifecycle: fromCallback(({ sendBack }) => {
          hide = () => sendBack({ type: "page.hidden", at: Date.now() });
        }),
      },
      actions: {
        beaconStats: (_, payload) => beacons.push(payload),
        logStatsFailure: (_, { error }) => failures.push(error),
      },
    }),
    { input: input() },
  ).start();
  // The adapters stamp each event with when it happened (fake timers: the test's clock).
  const video = (event: VideoEvent) => actor.send({ ...event, at: Date.now() });
  const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
  return { actor, sent, beacons, failures, video, wait, hide: () => hide() };
}

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe("view stats (spec 001 §3, §4: first send 5 s after play, then every 15 s)", () => {
  it("sends at 5 s of playing, then every 15 s, with the server's visualization id after the first", async () => {
    const s = run();
    s.video({ type: "video.playing" });
    await s.wait(4_999);
    expect(s.sent).toEqual([]);
    s.video({ type: "video.timeupdate", currentTime: 5, duration: 600 });
    await s.wait(1);
    expect(s.sent).toEqual([
      {
        movie_id: 7,
        static_id: null,
        type: "movie",
        series_id: null,
        visualization_id: null,
        visualized_time: 5,
        movie_duration: 600,
        current_position: 5,
        debug_url: "/film/night-sea/watch/movie/7",
      },
    ]);
    await s.wait(15_000);
    expect(s.sent).toHaveLength(2);
    expect(s.sent[1]).toMatchObject({ visualization_id: 42, visualized_time: 20 });
    await s.wait(15_000);
    expect(s.sent.map((p) => p.visualized_time)).toEqual([5, 20, 35]);
  });

  it("never counts or sends while paused, seeking or buffering", async () => {
    const s = run();
    s.video({ type: "video.playing" });
    await s.wait(3_000);
    s.video({ type: "video.pause" });
    await s.wait(60_000);
    expect(s.sent).toEqual([]);
    s.video({ type: "video.playing" });
    await s.wait(1_000);
    s.video({ type: "video.waiting" });
    await s.wait(30_000);
    s.video({ type: "video.playing" });
    await s.wait(500);
    s.video({ type: "video.seeking" });
    await s.wait(10_000);
    s.video({ type: "video.seeked", currentTime: 300, paused: false });
    await s.wait(499);
    expect(s.sent).toEqual([]);
    await s.wait(1);
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0]).toMatchObject({ visualized_time: 5, current_position: 300 });
  });

  it("any sequence of play, pause, seek, buffering and time: sends at 5 s and every 15 s of played time", async () => {
    const step = fc.oneof(
      fc.constantFrom<VideoEvent>(
        { type: "video.playing" },
        { type: "video.pause" },
        { type: "video.seeking" },
        { type: "video.seeked", currentTime: 10, paused: false },
        { type: "video.seeked", currentTime: 10, paused: true },
        { type: "video.waiting" },
      ),
      fc.integer({ min: 1, max: 20_000 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const s = run();
        let playing = false;
        let played = 0;
        for (const item of steps) {
          if (typeof item === "number") {
            await s.wait(item);
            if (playing) played += item;
          } else {
            s.video(item);
            if (item.type === "video.playing") playing = true;
            else if (item.type === "video.seeked") playing = !item.paused;
            else playing = false;
          }
          expect(s.sent.map((p) => p.visualized_time * 1000)).toEqual(sendTimesUpTo(played));
        }
        s.actor.stop();
      }),
      { numRuns: 60 },
    );
  });

  it("page hidden: one beacon with the watched time so far, playing on", async () => {
    const s = run();
    s.video({ type: "video.playing" });
    await s.wait(12_000);
    s.video({ type: "video.timeupdate", currentTime: 12, duration: 600 });
    s.hide();
    expect(s.beacons).toEqual([
      expect.objectContaining({ visualized_time: 12, current_position: 12, visualization_id: 42 }),
    ]);
    await s.wait(8_000);
    expect(s.sent.map((p) => p.visualized_time)).toEqual([5, 20]);
  });

  it("the player leaving sends a beacon too; the end is sent as it happens", async () => {
    const s = run();
    s.video({ type: "video.playing" });
    await s.wait(7_000);
    s.video({ type: "video.ended" });
    await s.wait(0);
    expect(s.sent.at(-1)).toMatchObject({ visualized_time: 7, current_position: 600 });
    s.actor.send({ type: "viewStats.leave", at: Date.now() });
    expect(s.beacons).toEqual([expect.objectContaining({ visualized_time: 7 })]);
  });

  it("a send due while one is in flight goes out when it settles; a failed send is logged", async () => {
    let release: (id: number) => void = () => {};
    let calls = 0;
    const s = run(() => {
      calls += 1;
      if (calls === 1) return new Promise<number>((resolve) => (release = resolve));
      if (calls === 2) return Promise.reject(new Error("offline"));
      return Promise.resolve(9);
    });
    s.video({ type: "video.playing" });
    await s.wait(20_000);
    expect(s.sent).toHaveLength(1);
    release(5);
    await s.wait(0);
    expect(s.sent).toHaveLength(2);
    expect(s.sent[1]).toMatchObject({ visualization_id: 5, visualized_time: 20 });
    await s.wait(0);
    expect(s.failures).toHaveLength(1);
    await s.wait(15_000);
    expect(s.sent[2]).toMatchObject({ visualization_id: 5, visualized_time: 35 });
  });
});

describe("view stats replay: time comes with the events (issue 25)", () => {
  // A recorded watch session: each event with the time it happened.
  const journal = [
    { type: "video.ready", duration: 600, at: 1_000 },
    { type: "video.playing", at: 2_000 },
    { type: "video.timeupdate", currentTime: 7, duration: 600, at: 9_000 },
    { type: "video.pause", at: 9_000 },
    { type: "video.playing", at: 20_000 },
    { type: "video.seeking", at: 26_000 },
    { type: "video.seeked", currentTime: 300, paused: true, at: 27_000 },
    { type: "viewStats.leave", at: 40_000 },
  ] as const;

  const replay = () => {
    const sent: ViewStats[] = [];
    const beacons: ViewStats[] = [];
    const actor = createActor(
      viewStatsMachine.provide({
        actors: {
          sendStats: fromPromise<number | null, ViewStats>(async ({ input: payload }) => {
            sent.push(payload);
            return 42;
          }),
          pageLifecycle: fromCallback(() => {}),
        },
        actions: {
          beaconStats: (_, payload) => beacons.push(payload),
          logStatsFailure: () => {},
        },
      }),
      { input: input() },
    ).start();
    for (const event of journal) actor.send(event);
    const snapshot = actor.getSnapshot();
    actor.stop();
    return { value: snapshot.value, context: snapshot.context, sent, beacons };
  };

  it("replays a recorded session twice to the same states, whatever the wall clock says", async () => {
    vi.useRealTimers();
    const first = replay();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = replay();
    expect(second).toEqual(first);
    // 7 s, then 6 s of playing: 13 s watched, whenever the replay runs.
    expect(first.context.schedule.playedMs).toBe(13_000);
    expect(first.beacons).toEqual([
      expect.objectContaining({ visualized_time: 13, current_position: 300 }),
    ]);
  });
});
