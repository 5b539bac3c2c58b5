// @vitest-environment jsdom
/**
 * The video.js adapter: the VHS settings of spec 001 §9, the translation between video.js
 * and the player machine (with a fake player), and a real video.js 8 player created and
 * disposed the way its React guide says (strict mode mounts twice).
 */
import { describe, expect, it, vi } from "vitest";
import {
  configureVhs,
  playerOptions,
  VHS_BUFFER_SETTINGS,
  type VhsGlobals,
} from "../../src/adapters/video/vhsSettings.ts";
import { bridgeVideojs, type PlayerLike } from "../../src/adapters/video/videojsBridge.ts";
import type { VideoCommand, VideoEvent } from "../../src/core/video.ts";

describe("VHS settings (spec 001 §9)", () => {
  it("buffers 12 s ahead, up to 30 s, keeps 30 s behind, switches up from 6 s; requests retry", () => {
    const onRequest = () => {};
    const vhs: VhsGlobals = {
      GOAL_BUFFER_LENGTH: 30,
      MAX_GOAL_BUFFER_LENGTH: 60,
      BACK_BUFFER_LENGTH: 30,
      BUFFER_LOW_WATER_LINE: 0,
      MAX_BUFFER_LOW_WATER_LINE: 30,
      xhr: { original: true, onRequest },
    };
    const xhr = vi.fn();
    configureVhs({ Vhs: vhs, xhr });
    const installed = vhs.xhr;
    configureVhs({ Vhs: vhs, xhr });
    expect(vhs).toMatchObject({
      GOAL_BUFFER_LENGTH: 12,
      MAX_GOAL_BUFFER_LENGTH: 30,
      BACK_BUFFER_LENGTH: 30,
      BUFFER_LOW_WATER_LINE: 6,
      MAX_BUFFER_LOW_WATER_LINE: 6,
    });
    // VHS calls a replaced `Vhs.xhr` for every request (it is no longer the original).
    expect(vhs.xhr).toBe(installed);
    expect((vhs.xhr as { original?: boolean }).original).toBeUndefined();
    expect((vhs.xhr as { onRequest?: unknown }).onRequest).toBe(onRequest);
    expect((vhs.xhr as { retryParameters?: unknown }).retryParameters).toEqual({
      timeout: 30000,
      stallTimeout: 5000,
      connectionTimeout: 10000,
      maxAttempts: 7,
      baseDelay: 1000,
      backoffFactor: 2,
      fuzzFactor: 0.5,
    });
  });

  it("a new player autoplays muted, starts low, retries a playlist 7 times", () => {
    const options = playerOptions();
    expect(options).toMatchObject({ autoplay: true, muted: true });
    expect(options.html5.vhs).toMatchObject({
      enableLowInitialPlaylist: true,
      maxPlaylistRetries: 7,
    });
  });

  it("a subtitle file is fetched when its track is turned on, not with the stream", () => {
    // Captions start off (spec 001 §4): the first frame waits for none of their files.
    expect(playerOptions().html5).toMatchObject({
      nativeTextTracks: false,
      preloadTextTracks: false,
    });
  });
});

/** A fake video.js player: records calls, fires events by name. */
function fakePlayer() {
  const handlers = new Map<string, Set<() => void>>();
  const trackListeners = new Set<() => void>();
  const tracks = [
    { kind: "subtitles", language: "en", mode: "disabled" },
    { kind: "subtitles", language: "fr", mode: "disabled" },
    { kind: "metadata", language: "", mode: "hidden" },
  ];
  const calls: string[] = [];
  const state = {
    time: 0,
    duration: 600,
    paused: true,
    muted: true,
    volume: 1,
    rate: 1,
    fullscreen: false,
    disposed: false,
  };
  let playResult: Promise<void> = Promise.resolve();
  const trackList = Object.assign([...tracks], {
    addEventListener: (_: "change", l: () => void) => trackListeners.add(l),
    removeEventListener: (_: "change", l: () => void) => trackListeners.delete(l),
  });
  const player: PlayerLike = {
    on: (type, l) => {
      if (!handlers.has(type)) handlers.set(type, new Set());
      handlers.get(type)!.add(l);
    },
    off: (type, l) => handlers.get(type)?.delete(l),
    one: (type, l) => {
      const once = () => {
        handlers.get(type)?.delete(once);
        l();
      };
      player.on(type, once);
    },
    currentTime: (t?: number) => {
      if (t !== undefined) {
        calls.push(`currentTime(${t})`);
        state.time = t;
      }
      return state.time;
    },
    duration: () => state.duration,
    paused: () => state.paused,
    muted: (m?: boolean) => {
      if (m !== undefined) {
        calls.push(`muted(${m})`);
        state.muted = m;
      }
      return state.muted;
    },
    volume: (v?: number) => {
      if (v !== undefined) calls.push(`volume(${v})`);
      return state.volume;
    },
    playbackRate: (r?: number) => {
      if (r !== undefined) calls.push(`playbackRate(${r})`);
      return state.rate;
    },
    isFullscreen: () => state.fullscreen,
    requestFullscreen: () => {
      calls.push("requestFullscreen");
      return Promise.reject(new Error("needs a gesture"));
    },
    exitFullscreen: () => {
      calls.push("exitFullscreen");
      return Promise.resolve();
    },
    play: () => {
      calls.push("play");
      return playResult;
    },
    pause: () => calls.push("pause"),
    src: (sources) => calls.push(`src(${sources.map((s) => s.src).join()})`),
    error: () => ({ code: 4, message: "MEDIA_ERR_SRC_NOT_SUPPORTED" }),
    textTracks: () => trackList,
    addRemoteTextTrack: (o) => calls.push(`addTrack(${o.srclang})`),
    remoteTextTracks: () => ({ length: 1, 0: "old" }),
    removeRemoteTextTrack: (t) => calls.push(`removeTrack(${String(t)})`),
    isDisposed: () => state.disposed,
    dispose: () => {
      calls.push("dispose");
      state.disposed = true;
    },
  };
  const fire = (type: string) => {
    for (const l of [...(handlers.get(type) ?? [])]) l();
  };
  return {
    player,
    calls,
    state,
    tracks: trackList,
    fire,
    fireTrackChange: () => {
      for (const l of trackListeners) l();
    },
    handlerCount: () => [...handlers.values()].reduce((n, s) => n + s.size, 0),
    refusePlay: () => {
      playResult = Promise.reject(
        Object.assign(new Error("autoplay"), { name: "NotAllowedError" }),
      );
    },
  };
}

const load: VideoCommand = {
  type: "load",
  sources: [{ src: "/m.m3u8", type: "application/x-mpegURL" }],
  subtitles: [{ language: "es", label: "Español", url: "/es.vtt" }],
  startTime: 300,
  muted: true,
  autoplay: true,
  volume: 0.5,
  playbackRate: 1.25,
};

describe("video.js bridge", () => {
  it("turns the player's events into the machine's video events", () => {
    const fake = fakePlayer();
    const port = bridgeVideojs(fake.player);
    const events: VideoEvent[] = [];
    port.subscribe((e) => events.push(e));
    fake.state.time = 12;
    for (const type of [
      "loadedmetadata",
      "playing",
      "timeupdate",
      "pause",
      "seeking",
      "seeked",
      "waiting",
      "ended",
      "error",
      "volumechange",
      "fullscreenchange",
      "ratechange",
    ]) {
      fake.fire(type);
    }
    expect(events).toEqual([
      { type: "video.ready", duration: 600 },
      { type: "video.playing" },
      { type: "video.timeupdate", currentTime: 12, duration: 600 },
      { type: "video.pause" },
      { type: "video.seeking" },
      { type: "video.seeked", currentTime: 12, paused: true },
      { type: "video.waiting" },
      { type: "video.ended" },
      { type: "video.error", code: 4, message: "MEDIA_ERR_SRC_NOT_SUPPORTED" },
      { type: "video.volumechange", volume: 1, muted: true },
      { type: "video.fullscreenchange", fullscreen: false },
      { type: "video.ratechange", rate: 1 },
    ]);
    fake.tracks[1]!.mode = "showing";
    fake.fireTrackChange();
    fake.fireTrackChange();
    expect(events.at(-1)).toEqual({ type: "video.subtitlechange", language: "fr" });
    expect(events.filter((e) => e.type === "video.subtitlechange")).toHaveLength(1);
  });

  it("an error's message names no address: VHS's request URL with its signed grant is hidden", () => {
    const fake = fakePlayer();
    fake.player.error = () => ({
      code: 2,
      message:
        "HLS playlist request error at URL: http://127.0.0.1:9501/media/s/eyJtIjoxM30.c2ln/films/13/master.m3u8.",
    });
    const port = bridgeVideojs(fake.player);
    const events: VideoEvent[] = [];
    port.subscribe((e) => events.push(e));
    fake.fire("error");
    expect(events).toEqual([
      {
        type: "video.error",
        code: 2,
        message: "HLS playlist request error at URL: [address hidden].",
      },
    ]);
  });

  it("load: muted source, subtitles replaced, start position once metadata is in, autoplay", () => {
    const fake = fakePlayer();
    const port = bridgeVideojs(fake.player);
    port.send(load);
    expect(fake.calls).toEqual([
      "muted(true)",
      "volume(0.5)",
      "src(/m.m3u8)",
      "playbackRate(1.25)",
      "removeTrack(old)",
      "addTrack(es)",
      "play",
    ]);
    fake.fire("loadedmetadata");
    expect(fake.calls.at(-1)).toBe("currentTime(300)");
    fake.fire("loadedmetadata");
    expect(fake.calls.filter((c) => c === "currentTime(300)")).toHaveLength(1);
  });

  it("a play refused by the autoplay policy is reported, not thrown", async () => {
    const fake = fakePlayer();
    fake.refusePlay();
    const port = bridgeVideojs(fake.player);
    const events: VideoEvent[] = [];
    port.subscribe((e) => events.push(e));
    port.send({ type: "play" });
    await vi.waitFor(() => expect(events).toEqual([{ type: "video.autoplayBlocked" }]));
  });

  it("commands: seek, mute, subtitle on and off, fullscreen refused quietly", async () => {
    const fake = fakePlayer();
    const port = bridgeVideojs(fake.player);
    port.send({ type: "seek", time: 42 });
    port.send({ type: "setMuted", muted: false });
    port.send({ type: "setSubtitle", language: "en" });
    expect(fake.tracks.map((t) => t.mode)).toEqual(["showing", "disabled", "hidden"]);
    port.send({ type: "setSubtitle", language: null });
    expect(fake.tracks.map((t) => t.mode)).toEqual(["disabled", "disabled", "hidden"]);
    port.send({ type: "setFullscreen", fullscreen: true });
    port.send({ type: "pause" });
    expect(fake.calls).toEqual(["currentTime(42)", "muted(false)", "requestFullscreen", "pause"]);
  });

  it("a stall's length goes with the playing that ends it, measured by the video's clock", () => {
    const fake = fakePlayer();
    let clock = 5_000;
    const port = bridgeVideojs(fake.player, undefined, () => clock);
    const events: VideoEvent[] = [];
    port.subscribe((e) => events.push(e));
    fake.fire("playing");
    fake.fire("waiting");
    clock += 700;
    fake.fire("waiting");
    clock += 500;
    fake.fire("playing");
    // A stall that a pause ends is not counted when play resumes.
    fake.fire("waiting");
    fake.fire("pause");
    clock += 900;
    fake.fire("playing");
    expect(events.filter((e) => e.type === "video.playing")).toEqual([
      { type: "video.playing" },
      { type: "video.playing", stalledMs: 1_200 },
      { type: "video.playing" },
    ]);
  });

  it("dispose: listeners off, player disposed once, later commands ignored", () => {
    const fake = fakePlayer();
    const port = bridgeVideojs(fake.player);
    const events: VideoEvent[] = [];
    port.subscribe((e) => events.push(e));
    port.dispose();
    port.dispose();
    expect(fake.calls).toEqual(["dispose"]);
    expect(fake.handlerCount()).toBe(0);
    port.send({ type: "pause" });
    fake.fire("playing");
    expect(events).toEqual([]);
    expect(fake.calls).toEqual(["dispose"]);
  });
});

describe("a real video.js 8 player (jsdom)", () => {
  it("is created inside the container without inline styles and disposed cleanly, twice over (strict mode)", async () => {
    const { createVideojsPlayer } = await import("../../src/adapters/video/videojs.ts");
    const container = document.createElement("div");
    document.body.appendChild(container);
    const first = await createVideojsPlayer(container);
    first.dispose();
    expect(container.children).toHaveLength(0);
    const second = await createVideojsPlayer(container);
    expect(container.querySelectorAll(".video-js")).toHaveLength(1);
    expect(document.head.querySelector("style.vjs-styles-defaults")).toBeNull();
    expect((globalThis as { VIDEOJS_NO_DYNAMIC_STYLE?: boolean }).VIDEOJS_NO_DYNAMIC_STYLE).toBe(
      true,
    );
    const { default: videojs } = await import("video.js");
    expect((videojs as unknown as { Vhs: Record<string, number> }).Vhs).toMatchObject(
      VHS_BUFFER_SETTINGS,
    );
    second.dispose();
    second.dispose();
    expect(container.children).toHaveLength(0);
  });
});
