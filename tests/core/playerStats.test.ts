import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  initialStatsSchedule,
  isAboutToEnd,
  isIntro,
  jumpedTo,
  MILESTONES,
  msUntilNextSend,
  type PlaybackPhase,
  percentOf,
  playedTo,
  progressTimerIntervalMs,
  type ScheduleEvent,
  sendsAnalytics,
  startMilestones,
  stepStatsSchedule,
} from "../../src/core/playerStats.ts";
import { sendTimesUpTo } from "../fixtures/statsSends.ts";

const phase = fc.constantFrom<PlaybackPhase>("playing", "paused", "seeking", "buffering", "ended");
const scheduleEvent: fc.Arbitrary<ScheduleEvent> = fc.oneof(
  phase.map((p) => ({ type: "phase" as const, phase: p })),
  fc.integer({ min: 0, max: 40_000 }).map((ms) => ({ type: "elapsed" as const, ms })),
);

describe("view stats schedule (spec 001 §4, §9: first send 5 s, then every 15 s)", () => {
  it("any sequence of play, pause, seek, buffering and time sends at 5 s and every 15 s of played time, never while not playing", () => {
    fc.assert(
      fc.property(fc.array(scheduleEvent, { maxLength: 60 }), (events) => {
        let schedule = initialStatsSchedule;
        let played = 0;
        let sent = 0;
        let current: PlaybackPhase = "idle";
        for (const event of events) {
          const step = stepStatsSchedule(schedule, event);
          schedule = step.schedule;
          if (event.type === "phase") current = event.phase;
          else if (current === "playing") played += event.ms;
          if (current !== "playing" || event.type === "phase") expect(step.sendsDue).toBe(0);
          sent += step.sendsDue;
          expect(sent).toBe(sendTimesUpTo(played).length);
          expect(schedule.playedMs).toBe(played);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the wait until the next send is exact: one ms short sends nothing, the rest sends once", () => {
    fc.assert(
      fc.property(fc.array(scheduleEvent, { maxLength: 30 }), (events) => {
        let schedule = events.reduce(
          (s, e) => stepStatsSchedule(s, e).schedule,
          initialStatsSchedule,
        );
        schedule = stepStatsSchedule(schedule, { type: "phase", phase: "playing" }).schedule;
        const wait = msUntilNextSend(schedule)!;
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(15_000);
        const short = stepStatsSchedule(schedule, { type: "elapsed", ms: wait - 1 });
        expect(short.sendsDue).toBe(0);
        expect(stepStatsSchedule(short.schedule, { type: "elapsed", ms: 1 }).sendsDue).toBe(1);
      }),
    );
  });

  it("no wait is scheduled while paused, seeking, buffering or ended", () => {
    for (const p of ["idle", "paused", "seeking", "buffering", "ended"] as const) {
      const schedule = stepStatsSchedule(initialStatsSchedule, {
        type: "phase",
        phase: p,
      }).schedule;
      expect(msUntilNextSend(schedule)).toBeNull();
    }
    expect(sendTimesUpTo(50_000)).toEqual([5_000, 20_000, 35_000, 50_000]);
  });
});

const milestoneStep = fc.oneof(
  fc.double({ min: -10, max: 110, noNaN: true }).map((p) => ({ kind: "play" as const, p })),
  fc.double({ min: 0, max: 100, noNaN: true }).map((p) => ({ kind: "jump" as const, p })),
);

describe("milestones (spec 001 §4, §9: progress 10/25/50/75 %, complete 90 %)", () => {
  it("each milestone fires at most once per play, and only when playback plays through it", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.array(milestoneStep),
        (start, steps) => {
          let tracker = startMilestones(start);
          const fired: number[] = [];
          for (const step of steps) {
            const from = tracker.lastPercent;
            if (step.kind === "jump") {
              tracker = jumpedTo(tracker, step.p);
              continue;
            }
            const result = playedTo(tracker, step.p);
            for (const m of result.reached) {
              expect(m.percent).toBeGreaterThan(from);
              expect(m.percent).toBeLessThanOrEqual(Math.min(100, step.p));
            }
            fired.push(...result.reached.map((m) => m.percent));
            tracker = result.tracker;
          }
          expect(new Set(fired).size).toBe(fired.length);
        },
      ),
    );
  });

  it("playing from the start to the end in any steps fires all five, in order", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 100, noNaN: true })), (points) => {
        let tracker = startMilestones(0);
        const fired: string[] = [];
        for (const p of [...points.sort((a, b) => a - b), 100]) {
          const result = playedTo(tracker, p);
          tracker = result.tracker;
          fired.push(...result.reached.map((m) => `${m.event}@${m.percent}`));
        }
        expect(fired).toEqual(MILESTONES.map((m) => `${m.event}@${m.percent}`));
        expect(fired.at(-1)).toBe("video_complete@90");
      }),
    );
  });

  it("a resumed play does not fire the milestones behind its start; a seek skips them", () => {
    expect(playedTo(startMilestones(60), 80).reached.map((m) => m.percent)).toEqual([75]);
    const skipped = jumpedTo(startMilestones(0), 55);
    expect(playedTo(skipped, 56).reached).toEqual([]);
    expect(percentOf(30, 120)).toBe(25);
    expect(percentOf(30, Number.NaN)).toBe(0);
  });
});

describe("intros, errors and timers (spec 001 §4, §9)", () => {
  it("a video under 20 s is an intro and sends no analytics; unknown durations are not intros", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        fc.nat(10),
        (duration, errors) => {
          expect(isIntro(duration)).toBe(duration > 0 && duration < 20);
          expect(sendsAnalytics(duration, errors)).toBe(
            !(duration > 0 && duration < 20) && errors < 3,
          );
        },
      ),
    );
    expect(isIntro(Number.NaN)).toBe(false);
    expect(isIntro(19.9)).toBe(true);
    expect(isIntro(20)).toBe(false);
  });

  it("analytics stop after the third error", () => {
    expect([0, 1, 2, 3, 4].map((n) => sendsAnalytics(600, n))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("the progress timer ticks every duration/125", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 20_000, noNaN: true }), (duration) => {
        expect(progressTimerIntervalMs(duration)! * 125).toBeCloseTo(duration * 1000, 6);
      }),
    );
    expect(progressTimerIntervalMs(7200)).toBe(57_600);
    expect(progressTimerIntervalMs(0)).toBeNull();
  });

  it("about to end: 35 s or less before the end of a video longer than 35 s", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 36, max: 20_000, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (duration, f) => {
          const t = duration * f;
          expect(isAboutToEnd(t, duration)).toBe(duration - t <= 35);
        },
      ),
    );
    expect(isAboutToEnd(0, 30)).toBe(false);
    expect(isAboutToEnd(565, 600)).toBe(true);
    expect(isAboutToEnd(564, 600)).toBe(false);
  });
});
