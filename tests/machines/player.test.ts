import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AnyActorRef, createActor, fromCallback } from "xstate";
import type { PlayerAnalyticsEvent } from "../../src/core/playerAnalytics.ts";
import {
  DEFAULT_PLAYER_PREFERENCES,
  type PlayerPreferences,
} from "../../src/core/playerPreferences.ts";
import type { VideoCommand, VideoEvent } from "../../src/core/video.ts";
import {
  type PlayerInput,
  type PlayerMedia,
  playerMachine,
} from "../../src/machines/player.machine.ts";
import { selectWantsThumbnails } from "../../src/ui/player.view.ts";

const media: PlayerMedia = {
  videoId: 7,
  videoName: "Night Sea",
  mediaType: "movie",
  videoKind: "movie",
  labels: ["Original"],
  sources: [{ src: "/media/film/master.m3u8?sig=x", type: "application/x-mpegURL" }],
  subtitles: [
    { language: "en", label: "English", url: "/subs/en.vtt" },
    { language: "fr", label: "Français", url: "/subs/fr.vtt" },
  ],
  sceneMarkers: [{ start_time: 0 }, { start_time: 120 }],
};

/** A fake video element: records the commands, lets the test play the video's events. */
function run(overrides: Partial<PlayerInput> = {}, preferences: Partial<PlayerPreferences> = {}) {
  const commands: VideoCommand[] = [];
  const analytics: PlayerAnalyticsEvent[] = [];
  const stored: PlayerPreferences[] = [];
  const logged: unknown[] = [];
  const reported: unknown[] = [];
  let sendBack: ((event: VideoEvent) => void) | null = null;
  const actor = createActor(
    playerMachine.provide({
      actors: {
        video: fromCallback<VideoCommand>(({ sendBack: back, receive }) => {
          sendBack = back as (event: VideoEvent) => void;
          receive((command) => commands.push(command));
        }),
      },
      actions: {
        pushAnalytics: (_, event) => analytics.push(event),
        storePreferences: (_, prefs) => stored.push(prefs),
        logError: (_, error) => logged.push(error),
        reportError: (_, error) => reported.push(error),
      },
    }),
    {
      input: {
        media,
        scene: null,
        resumeS: null,
        durationS: 0,
        preferences: { ...DEFAULT_PLAYER_PREFERENCES, ...preferences },
        searchTerm: null,
        viewerLanguages: ["en-US", "en"],
        ...overrides,
      },
    },
  ).start();
  const video = (event: VideoEvent) => {
    if (!sendBack) throw new Error("the video actor is not running");
    sendBack(event);
  };
  /** Click, fade, metadata, first frame. */
  const startPlaying = (duration = 1000) => {
    actor.send({ type: "player.start" });
    vi.advanceTimersByTime(100);
    video({ type: "video.volumechange", volume: 1, muted: true });
    video({ type: "video.ready", duration });
    video({ type: "video.playing" });
  };
  /** The video plays `seconds` more, with timeupdates, while timers run. */
  const play = (seconds: number) => {
    for (let i = 0; i < seconds * 4; i++) {
      const { currentTimeS, durationS } = actor.getSnapshot().context;
      video({ type: "video.timeupdate", currentTime: currentTimeS + 0.25, duration: durationS });
      vi.advanceTimersByTime(250);
    }
  };
  const events = () => analytics.map((e) => e.event);
  return {
    actor: actor as typeof actor & AnyActorRef,
    commands,
    analytics,
    stored,
    logged,
    reported,
    video,
    startPlaying,
    play,
    events,
  };
}

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe("player: cover, load and autoplay (spec 001 §4, §9)", () => {
  it("shows the cover until clicked, fades 100 ms, then loads muted with autoplay", () => {
    const { actor, commands } = run();
    expect(actor.getSnapshot().value).toBe("cover");
    vi.advanceTimersByTime(5_000);
    expect(commands).toEqual([]);
    actor.send({ type: "player.start" });
    expect(actor.getSnapshot().value).toBe("fading");
    vi.advanceTimersByTime(99);
    expect(commands).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ active: { playback: "loading" } })).toBe(true);
    expect(commands[0]).toMatchObject({
      type: "load",
      muted: true,
      autoplay: true,
      startTime: 0,
      sources: media.sources,
    });
  });

  it("starts at the continue-watching position, or at the chosen scene", () => {
    const resumed = run({ resumeS: 300, durationS: 1000 });
    resumed.actor.send({ type: "player.start" });
    vi.advanceTimersByTime(100);
    expect(resumed.commands[0]).toMatchObject({ type: "load", startTime: 300 });

    const scene = run({ scene: 1, resumeS: 300, durationS: 1000 });
    scene.actor.send({ type: "player.start" });
    vi.advanceTimersByTime(100);
    expect(scene.commands[0]).toMatchObject({ type: "load", startTime: 120 });

    const finished = run({ resumeS: 950, durationS: 1000 });
    finished.actor.send({ type: "player.start" });
    vi.advanceTimersByTime(100);
    expect(finished.commands[0]).toMatchObject({ type: "load", startTime: 0 });
  });

  it("unmutes when playback starts after the click, unless the viewer chose mute; autoplay's mute is not remembered", () => {
    const p = run();
    p.startPlaying();
    expect(p.commands).toContainEqual({ type: "setMuted", muted: false });
    expect(p.stored).toEqual([]);
    p.video({ type: "video.volumechange", volume: 1, muted: false });
    expect(p.stored.at(-1)).toMatchObject({ muted: false });

    const mutedViewer = run({}, { muted: true });
    mutedViewer.startPlaying();
    expect(mutedViewer.commands).not.toContainEqual({ type: "setMuted", muted: false });
  });

  it("a refused autoplay waits paused for the viewer's play", () => {
    const p = run();
    p.actor.send({ type: "player.start" });
    vi.advanceTimersByTime(100);
    p.video({ type: "video.autoplayBlocked" });
    expect(p.actor.getSnapshot().matches({ active: { playback: "paused" } })).toBe(true);
    p.actor.send({ type: "player.togglePlay" });
    expect(p.commands.at(-1)).toEqual({ type: "play" });
    p.video({ type: "video.playing" });
    expect(p.events()).toEqual(["video_start"]);
  });
});

describe("player: states and analytics (spec 001 §3, §4)", () => {
  it("video_start once, video_pause, video_skip, video_buffering with its time", () => {
    const p = run();
    p.startPlaying();
    expect(p.events()).toEqual(["video_start"]);
    expect(p.analytics[0]).toMatchObject({
      video_id: 7,
      video_name: "Night Sea",
      video_type: "movie",
    });

    p.video({ type: "video.pause" });
    expect(p.actor.getSnapshot().matches({ active: { playback: "paused" } })).toBe(true);
    p.video({ type: "video.playing" });
    expect(p.events()).toEqual(["video_start", "video_pause"]);

    p.video({ type: "video.seeking" });
    expect(p.actor.getSnapshot().matches({ active: { playback: "seeking" } })).toBe(true);
    p.video({ type: "video.seeked", currentTime: 400, paused: false });
    expect(p.actor.getSnapshot().matches({ active: { playback: "playing" } })).toBe(true);
    expect(p.analytics.at(-1)).toMatchObject({ event: "video_skip", video_current_time: 400 });

    p.video({ type: "video.waiting" });
    expect(p.actor.getSnapshot().matches({ active: { playback: "buffering" } })).toBe(true);
    // The stall's length comes with the event (the video measured it), not from a clock.
    p.video({ type: "video.playing", stalledMs: 1_200 });
    expect(p.analytics.at(-1)).toMatchObject({ event: "video_buffering", buffering_time: 1_200 });
    expect(p.events().filter((e) => e === "video_start")).toHaveLength(1);
  });

  it("a seek while paused stays paused", () => {
    const p = run();
    p.startPlaying();
    p.video({ type: "video.pause" });
    p.video({ type: "video.seeking" });
    p.video({ type: "video.seeked", currentTime: 50, paused: true });
    expect(p.actor.getSnapshot().matches({ active: { playback: "paused" } })).toBe(true);
  });

  it("fires video_progress at 10, 25, 50, 75 % and video_complete at 90 %, each once, on the duration/125 timer", () => {
    const p = run();
    p.startPlaying(200); // timer every 1.6 s
    p.play(200);
    const milestones = p.analytics
      .filter((e) => e.event === "video_progress" || e.event === "video_complete")
      .map((e) => `${e.event}@${e.video_percent}`);
    expect(milestones).toEqual([
      "video_progress@10",
      "video_progress@25",
      "video_progress@50",
      "video_progress@75",
      "video_complete@90",
    ]);
    // Seeking back and playing through again fires nothing new in the same play.
    p.video({ type: "video.seeking" });
    p.video({ type: "video.seeked", currentTime: 0, paused: false });
    p.play(60);
    expect(p.events().filter((e) => e === "video_progress")).toHaveLength(4);
  });

  it("a milestone jumped over by a seek does not fire", () => {
    const p = run();
    p.startPlaying(1000);
    p.video({ type: "video.seeking" });
    p.video({ type: "video.seeked", currentTime: 600, paused: false });
    p.play(20);
    expect(p.events()).not.toContain("video_progress");
  });

  it("ended completes the play; playing again is a new play", () => {
    const p = run();
    p.startPlaying(100);
    p.play(80);
    expect(p.events()).not.toContain("video_complete");
    p.video({ type: "video.ended" });
    expect(p.actor.getSnapshot().matches({ active: { playback: "ended" } })).toBe(true);
    expect(p.events().at(-1)).toBe("video_complete");
    expect(p.actor.getSnapshot().context.upNext).toBe(true);
    p.video({ type: "video.seeking" });
    p.video({ type: "video.seeked", currentTime: 0, paused: false });
    expect(p.events().filter((e) => e === "video_start")).toHaveLength(2);
  });

  it("an intro (under 20 s) pushes no analytics at all", () => {
    const p = run();
    p.startPlaying(15);
    p.video({ type: "video.pause" });
    p.video({ type: "video.playing" });
    p.play(15);
    p.video({ type: "video.ended" });
    p.video({ type: "video.error", code: 4, message: "broken" });
    expect(p.analytics).toEqual([]);
    expect(p.reported).toHaveLength(1);
  });
});

describe("player: errors (spec 001 §4)", () => {
  it("logs, reports and sends video_error with code and message; analytics stop after 3 errors; retries are limited", () => {
    const p = run();
    p.startPlaying();
    for (let n = 1; n <= 4; n++) {
      p.video({ type: "video.error", code: 2, message: `network ${n}` });
      expect(p.actor.getSnapshot().matches({ active: { playback: "failed" } })).toBe(true);
      // The viewer may ask again three times (ours: the spec gives no number).
      if (n <= 3) {
        p.actor.send({ type: "player.retry" });
        expect(p.actor.getSnapshot().matches({ active: { playback: "loading" } })).toBe(true);
        expect(p.commands.at(-1)).toMatchObject({ type: "load", muted: true });
        p.video({ type: "video.playing" });
      }
    }
    expect(p.logged).toHaveLength(4);
    expect(p.reported).toEqual(p.logged);
    const errors = p.analytics.filter((e) => e.event === "video_error");
    expect(errors.map((e) => e.error_message)).toEqual(["network 1", "network 2", "network 3"]);
    expect(errors[0]).toMatchObject({ error_code: 2 });
    // After the third error nothing at all is pushed.
    const pushed = p.analytics.length;
    p.actor.send({ type: "player.retry" });
    expect(p.actor.getSnapshot().matches({ active: { playback: "failed" } })).toBe(true);
    expect(p.analytics).toHaveLength(pushed);
  });
});

describe("player: commands, scenes and up next (spec 000 §2, 001 §4, §9)", () => {
  it("quick seek ±10 s within the video; ?scene seeks to the marker", () => {
    const p = run();
    p.startPlaying(200);
    p.video({ type: "video.timeupdate", currentTime: 5, duration: 200 });
    p.actor.send({ type: "player.quickSeek", direction: "back" });
    expect(p.commands.at(-1)).toEqual({ type: "seek", time: 0 });
    // The back seek has not finished: forward counts from its target, 0 (issue 25).
    p.actor.send({ type: "player.quickSeek", direction: "forward" });
    expect(p.commands.at(-1)).toEqual({ type: "seek", time: 10 });
    p.video({ type: "video.seeked", currentTime: 10, paused: false });
    p.video({ type: "video.timeupdate", currentTime: 195, duration: 200 });
    p.actor.send({ type: "player.quickSeek", direction: "forward" });
    expect(p.commands.at(-1)).toEqual({ type: "seek", time: 200 });
    p.video({ type: "video.seeked", currentTime: 200, paused: false });
    p.actor.send({ type: "player.scene", index: 1 });
    expect(p.commands.at(-1)).toEqual({ type: "seek", time: 120 });
    const count = p.commands.length;
    p.actor.send({ type: "player.scene", index: 9 });
    expect(p.commands).toHaveLength(count);
  });

  it("a chosen scene is told to the page (`?scene={n}` in the address); a scene that does not exist is not", () => {
    const p = run();
    p.startPlaying(200);
    const chosen: unknown[] = [];
    p.actor.on("player.sceneChosen", (event) => chosen.push(event));
    p.actor.send({ type: "player.scene", index: 1 });
    p.actor.send({ type: "player.scene", index: 9 });
    expect(chosen).toEqual([{ type: "player.sceneChosen", index: 1 }]);
  });

  it("fast seek presses add up from the seek under way, not the last reported time", () => {
    const p = run();
    p.startPlaying(200);
    p.video({ type: "video.timeupdate", currentTime: 30.9, duration: 200 });
    for (let i = 0; i < 3; i++) p.actor.send({ type: "player.quickSeek", direction: "back" });
    expect(
      p.commands.filter((c) => c.type === "seek").map((c) => c.type === "seek" && c.time),
    ).toEqual([20.9, expect.closeTo(10.9), expect.closeTo(0.9)]);
    p.video({ type: "video.seeked", currentTime: 0.9, paused: false });
    p.video({ type: "video.timeupdate", currentTime: 40, duration: 200 });
    for (let i = 0; i < 3; i++) p.actor.send({ type: "player.seekBy", seconds: 5 });
    expect(p.commands.at(-1)).toEqual({ type: "seek", time: 55 });
    // Once the video has reached the target, the next press counts from where it plays.
    p.video({ type: "video.seeked", currentTime: 55, paused: false });
    p.video({ type: "video.timeupdate", currentTime: 60, duration: 200 });
    p.actor.send({ type: "player.seekBy", seconds: -5 });
    expect(p.commands.at(-1)).toEqual({ type: "seek", time: 55 });
  });

  it("keys are the player's input: space or k starts the cover, then each key does its part", () => {
    const p = run();
    p.actor.send({ type: "player.key", key: "ArrowRight" });
    p.actor.send({ type: "player.key", key: "j" });
    expect(p.actor.getSnapshot().matches("cover")).toBe(true);
    p.actor.send({ type: "player.key", key: "k" });
    expect(p.actor.getSnapshot().matches("fading")).toBe(true);
    vi.advanceTimersByTime(100);
    p.video({ type: "video.volumechange", volume: 1, muted: true });
    p.video({ type: "video.ready", duration: 200 });
    p.video({ type: "video.playing" });
    p.video({ type: "video.timeupdate", currentTime: 40, duration: 200 });
    // Three fast presses of the right arrow: 15 s on, from the seek under way.
    for (let i = 0; i < 3; i++) p.actor.send({ type: "player.key", key: "ArrowRight" });
    expect(p.commands.filter((c) => c.type === "seek")).toEqual([
      { type: "seek", time: 45 },
      { type: "seek", time: 50 },
      { type: "seek", time: 55 },
    ]);
    p.actor.send({ type: "player.key", key: "l" });
    expect(p.commands.at(-1)).toEqual({ type: "seek", time: 65 });
    p.actor.send({ type: "player.key", key: "ArrowDown" });
    expect(p.commands.at(-1)).toEqual({ type: "setVolume", volume: 0.9 });
    // c with no language chosen: the first of es, fr, de, en the film has (French).
    p.actor.send({ type: "player.key", key: "c" });
    expect(p.commands.at(-1)).toEqual({ type: "setSubtitle", language: "fr" });
    p.actor.send({ type: "player.key", key: " " });
    expect(p.commands.at(-1)).toEqual({ type: "pause" });
    const count = p.commands.length;
    p.actor.send({ type: "player.key", key: "x" });
    expect(p.commands).toHaveLength(count);
    // A key is a gesture: autoplay's mute goes (the viewer never chose mute).
    expect(p.commands).toContainEqual({ type: "setMuted", muted: false });
  });

  it("restores the subtitle 1500 ms after load: off for a new viewer, or the remembered one", () => {
    const p = run();
    p.startPlaying();
    vi.advanceTimersByTime(1_499);
    expect(p.commands.filter((c) => c.type === "setSubtitle")).toEqual([]);
    vi.advanceTimersByTime(1);
    // A new viewer with an English browser: captions stay off (issue 25).
    expect(p.commands.filter((c) => c.type === "setSubtitle")).toEqual([
      { type: "setSubtitle", language: null },
    ]);
    expect(p.actor.getSnapshot().context.subtitleLanguage).toBeNull();

    // A new viewer whose own language is French and the film has French: French.
    const french = run({ viewerLanguages: ["fr-FR", "en"] });
    french.startPlaying();
    vi.advanceTimersByTime(1_500);
    expect(french.commands).toContainEqual({ type: "setSubtitle", language: "fr" });
    // The echo of the restore is not the viewer's choice.
    french.video({ type: "video.subtitlechange", language: "fr" });
    expect(french.stored).toEqual([]);

    const remembered = run({}, { subtitleLanguage: "en" });
    remembered.startPlaying();
    vi.advanceTimersByTime(1_500);
    expect(remembered.commands).toContainEqual({ type: "setSubtitle", language: "en" });
  });

  it("remembers fullscreen, volume, mute, subtitle language and playback rate the viewer chooses", () => {
    const p = run();
    p.startPlaying();
    p.video({ type: "video.volumechange", volume: 1, muted: false });
    p.video({ type: "video.fullscreenchange", fullscreen: true });
    p.video({ type: "video.ratechange", rate: 1.5 });
    p.video({ type: "video.subtitlechange", language: "en" });
    p.video({ type: "video.volumechange", volume: 0.4, muted: true });
    expect(p.stored.at(-1)).toEqual({
      fullscreen: true,
      playbackRate: 1.5,
      subtitleLanguage: "en",
      volume: 0.4,
      muted: true,
    });
  });

  it("sends the viewer's commands to the video", () => {
    const p = run();
    p.startPlaying();
    p.actor.send({ type: "player.togglePlay" });
    expect(p.commands.at(-1)).toEqual({ type: "pause" });
    p.actor.send({ type: "player.setSubtitle", language: null });
    expect(p.commands.at(-1)).toEqual({ type: "setSubtitle", language: null });
    p.actor.send({ type: "player.setPlaybackRate", rate: 2 });
    expect(p.commands.at(-1)).toEqual({ type: "setPlaybackRate", rate: 2 });
    p.actor.send({ type: "player.toggleFullscreen" });
    expect(p.commands.at(-1)).toEqual({ type: "setFullscreen", fullscreen: true });
    p.actor.send({ type: "player.setVolume", volume: 3 });
    expect(p.commands.at(-1)).toEqual({ type: "setVolume", volume: 1 });
  });

  it("held by another screen: paused, kept paused, and played on release (by event, issue 25)", () => {
    const p = run();
    p.startPlaying();
    p.actor.send({ type: "player.hold" });
    expect(p.commands.at(-1)).toEqual({ type: "pause" });
    p.video({ type: "video.pause" });
    const before = p.commands.length;
    p.actor.send({ type: "player.play" });
    p.actor.send({ type: "player.togglePlay" });
    expect(p.commands).toHaveLength(before);
    // video.js's own play button: paused again.
    p.video({ type: "video.playing" });
    expect(p.commands.slice(before)).toContainEqual({ type: "pause" });
    p.video({ type: "video.pause" });
    p.actor.send({ type: "player.release" });
    expect(p.commands.at(-1)).toEqual({ type: "play" });
  });

  it("held while its load is under way: the video's deferred start is paused as it waits for data", () => {
    const p = run();
    p.actor.send({ type: "player.start" });
    vi.advanceTimersByTime(100);
    expect(p.commands[0]).toMatchObject({ type: "load", autoplay: true });
    p.actor.send({ type: "player.hold" });
    const pauses = () => p.commands.filter((c) => c.type === "pause").length;
    const before = pauses();
    p.video({ type: "video.waiting" });
    expect(pauses()).toBe(before + 1);
  });

  it("the screen that wins a takeover starts by itself from its cover", () => {
    const p = run();
    p.actor.send({ type: "player.hold" });
    expect(p.actor.getSnapshot().matches("cover")).toBe(true);
    p.actor.send({ type: "player.release" });
    vi.advanceTimersByTime(100);
    expect(p.commands[0]).toMatchObject({ type: "load", autoplay: true });
    // A release without a hold starts nothing.
    const idle = run();
    idle.actor.send({ type: "player.release" });
    expect(idle.actor.getSnapshot().matches("cover")).toBe(true);
  });

  it("the winner of a takeover resumes where the screen sent home stopped (issue 25)", () => {
    const p = run({ resumeS: 30 });
    p.startPlaying(7_020);
    p.actor.send({ type: "player.hold" });
    p.video({ type: "video.pause" });
    p.actor.send({ type: "player.release", positionS: 612.5 });
    expect(p.commands.slice(-2)).toEqual([{ type: "seek", time: 612.5 }, { type: "play" }]);
    // From its cover: the load starts there.
    const cover = run({ resumeS: 30 });
    cover.actor.send({ type: "player.hold" });
    cover.actor.send({ type: "player.release", positionS: 612.5 });
    vi.advanceTimersByTime(100);
    expect(cover.commands[0]).toMatchObject({ type: "load", startTime: 612.5, autoplay: true });
    // Without a position it plays on from where it is.
    const own = run({ resumeS: 30 });
    own.startPlaying(7_020);
    own.actor.send({ type: "player.hold" });
    own.actor.send({ type: "player.release", positionS: null });
    expect(own.commands.at(-1)).toEqual({ type: "play" });
    expect(own.commands.filter((c) => c.type === "seek")).toEqual([]);
  });

  it("a Play press that brought the viewer here starts playback at once (no second click)", () => {
    const p = run({ startAtOnce: true });
    // No cover fade either: the press was the click, the video loads at once.
    expect(p.actor.getSnapshot().matches("active")).toBe(true);
    expect(p.commands[0]).toMatchObject({ type: "load", autoplay: true });
    const waiting = run();
    expect(waiting.actor.getSnapshot().matches("cover")).toBe(true);
  });

  it("wants the seek bar's thumbnails only once the first frame shows (issue 25's first frame)", () => {
    const p = run({ startAtOnce: true });
    expect(selectWantsThumbnails(p.actor.getSnapshot())).toBe(false);
    p.video({ type: "video.volumechange", volume: 1, muted: true });
    p.video({ type: "video.ready", duration: 1000 });
    expect(selectWantsThumbnails(p.actor.getSnapshot())).toBe(false);
    p.video({ type: "video.playing" });
    expect(selectWantsThumbnails(p.actor.getSnapshot())).toBe(true);
    p.actor.send({ type: "player.togglePlay" });
    p.video({ type: "video.pause" });
    expect(selectWantsThumbnails(p.actor.getSnapshot())).toBe(true);
  });

  it("held before it loads: paused as soon as it plays", () => {
    const p = run();
    p.actor.send({ type: "player.hold" });
    p.actor.send({ type: "player.start" });
    vi.advanceTimersByTime(100);
    expect(p.commands.at(-1)).toEqual({ type: "pause" });
  });

  it("play/pause pauses a video that is buffering, and plays one that is paused", () => {
    const p = run();
    p.startPlaying();
    p.video({ type: "video.waiting" });
    p.actor.send({ type: "player.togglePlay" });
    expect(p.commands.at(-1)).toEqual({ type: "pause" });
    p.video({ type: "video.pause" });
    p.actor.send({ type: "player.togglePlay" });
    expect(p.commands.at(-1)).toEqual({ type: "play" });
  });

  it("raises 'up next' 35 s before the end, checked every 3 s while playing; dismissable", () => {
    const p = run();
    p.startPlaying(600);
    p.video({ type: "video.timeupdate", currentTime: 560, duration: 600 });
    vi.advanceTimersByTime(3_000);
    expect(p.actor.getSnapshot().context.upNext).toBe(false);
    p.video({ type: "video.timeupdate", currentTime: 566, duration: 600 });
    vi.advanceTimersByTime(2_999);
    expect(p.actor.getSnapshot().context.upNext).toBe(false);
    vi.advanceTimersByTime(1);
    expect(p.actor.getSnapshot().context.upNext).toBe(true);
    p.actor.send({ type: "player.dismissUpNext" });
    vi.advanceTimersByTime(3_000);
    expect(p.actor.getSnapshot().context.upNext).toBe(false);
  });
});
