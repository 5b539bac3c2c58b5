import { describe, expect, it } from "vitest";
import { createActor, fromCallback } from "xstate";
import type { VideoPort } from "../../src/core/ports.ts";
import type { VideoCommand, VideoEvent, VideoSource } from "../../src/core/video.ts";
import {
  type LiveGrantEvent,
  liveChannelMachine,
  liveGrantActor,
  liveVideoActor,
} from "../../src/machines/liveChannel.machine.ts";

/**
 * The live channel of /watch/live-tv, headless: a fake video records the commands and lets
 * the test play the video's events; and the same machine under the takeover's hold.
 */

/** The channel's signed playlist, as the grant gives it. */
const input: { source: VideoSource } = {
  source: { src: "/media/s/token.mac/live/index.m3u8", type: "application/x-mpegURL" },
};

/** A grant answered at once (the server's `GET /live-tv/play`). */
const grantedAtOnce = fromCallback(({ sendBack }) => {
  sendBack({ type: "grant.ready", source: input.source } satisfies LiveGrantEvent);
});

function run() {
  const commands: VideoCommand[] = [];
  const videos = { started: 0, stopped: 0 };
  let sendBack: ((event: VideoEvent) => void) | null = null;
  const actor = createActor(
    liveChannelMachine.provide({
      actors: {
        grant: grantedAtOnce,
        video: fromCallback<VideoCommand>(({ sendBack: back, receive }) => {
          videos.started++;
          sendBack = back as (event: VideoEvent) => void;
          receive((command) => commands.push(command));
          return () => {
            videos.stopped++;
            sendBack = null;
          };
        }),
      },
    }),
  ).start();
  const video = (event: VideoEvent) => {
    if (!sendBack) throw new Error("the video actor is not running");
    sendBack(event);
  };
  return { actor, commands, videos, video };
}

describe("live channel", () => {
  it("loads the channel at once, muted with autoplay (browsers allow only muted autoplay)", () => {
    const { actor, commands, videos } = run();
    expect(videos.started).toBe(1);
    expect(commands).toEqual([
      {
        type: "load",
        sources: [input.source],
        subtitles: [],
        startTime: 0,
        muted: true,
        autoplay: true,
        volume: 1,
        playbackRate: 1,
      },
    ]);
    expect(actor.getSnapshot().matches({ active: { playback: "loading" } })).toBe(true);
  });

  it("follows the video: playing, buffering, paused, playing again", () => {
    const { actor, video } = run();
    const at = (state: "loading" | "playing" | "buffering" | "paused") =>
      actor.getSnapshot().matches({ active: { playback: state } });
    video({ type: "video.playing" });
    expect(at("playing")).toBe(true);
    video({ type: "video.waiting" });
    expect(at("buffering")).toBe(true);
    video({ type: "video.playing" });
    video({ type: "video.pause" });
    expect(at("paused")).toBe(true);
    video({ type: "video.playing" });
    expect(at("playing")).toBe(true);
  });

  it("waits for the viewer when the browser refuses autoplay", () => {
    const { actor, video } = run();
    video({ type: "video.autoplayBlocked" });
    expect(actor.getSnapshot().matches({ active: { playback: "paused" } })).toBe(true);
  });

  it("plays and pauses the video on player.play and player.pause", () => {
    const { actor, commands, video } = run();
    video({ type: "video.playing" });
    actor.send({ type: "player.pause" });
    actor.send({ type: "player.play" });
    expect(commands.slice(1)).toEqual([{ type: "pause" }, { type: "play" }]);
  });

  it("fails on a video error, stops the video, and loads again on retry", () => {
    const { actor, commands, videos, video } = run();
    video({ type: "video.playing" });
    video({ type: "video.error", code: 4, message: "media unsupported" });
    const failed = actor.getSnapshot();
    expect(failed.matches("failed")).toBe(true);
    expect(failed.context.error).toEqual({ code: 4, message: "media unsupported" });
    expect(videos.stopped).toBe(1);
    // Play and pause mean nothing without a video.
    actor.send({ type: "player.play" });
    expect(commands).toHaveLength(1);
    actor.send({ type: "player.retry" });
    const again = actor.getSnapshot();
    expect(again.matches({ active: { playback: "loading" } })).toBe(true);
    expect(again.context.error).toBeNull();
    expect(videos.started).toBe(2);
    expect(commands.map((c) => c.type)).toEqual(["load", "load"]);
  });

  it("stops its video when the page goes", () => {
    const { actor, videos } = run();
    actor.stop();
    expect(videos.stopped).toBe(1);
  });
});

// ------------------------------------------------------------------ the video over a VideoPort

/** A VideoPort created when the test says so. */
function deferredPort() {
  const sent: VideoCommand[] = [];
  const listeners = new Set<(event: VideoEvent) => void>();
  let disposed = 0;
  const port: VideoPort = {
    send: (command) => void sent.push(command),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => void disposed++,
  };
  let resolve: (port: VideoPort) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const opened = new Promise<VideoPort>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return {
    open: () => opened,
    create: () => resolve(port),
    fail: (error: unknown) => reject(error),
    emit: (event: VideoEvent) => {
      for (const listener of listeners) listener(event);
    },
    sent,
    disposed: () => disposed,
  };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

describe("the video over a VideoPort (liveVideoActor, the one video-port actor)", () => {
  const over = (port: ReturnType<typeof deferredPort>) =>
    createActor(
      liveChannelMachine.provide({
        actors: { grant: grantedAtOnce, video: liveVideoActor(port.open) },
      }),
    ).start();

  it("queues the load until the port exists, then forwards the video's events", async () => {
    const port = deferredPort();
    const actor = over(port);
    expect(port.sent).toEqual([]);
    port.create();
    await settle();
    expect(port.sent.map((c) => c.type)).toEqual(["load"]);
    port.emit({ type: "video.playing" });
    expect(actor.getSnapshot().matches({ active: { playback: "playing" } })).toBe(true);
    actor.send({ type: "player.pause" });
    expect(port.sent.map((c) => c.type)).toEqual(["load", "pause"]);
    actor.stop();
    expect(port.disposed()).toBe(1);
  });

  it("disposes a port that arrives after the page went", async () => {
    const port = deferredPort();
    const actor = over(port);
    actor.stop();
    port.create();
    await settle();
    expect(port.disposed()).toBe(1);
    expect(port.sent).toEqual([]);
  });

  it("fails when the video cannot be created (video.js did not load)", async () => {
    const port = deferredPort();
    const actor = over(port);
    port.fail(new Error("chunk failed"));
    await settle();
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    expect(actor.getSnapshot().context.error?.message).toContain("chunk failed");
  });
});

// ------------------------------------------------------------------ under the takeover's hold

describe("held by the one-screen control (player.hold / player.release)", () => {
  it("is paused when another screen plays, paused again if it starts meanwhile, plays when released", () => {
    const { actor, commands, video } = run();
    // Still loading: held, and paused as soon as it starts.
    actor.send({ type: "player.hold" });
    video({ type: "video.playing" });
    expect(commands.at(-1)).toEqual({ type: "pause" });
    video({ type: "video.pause" });
    expect(actor.getSnapshot().matches({ active: { playback: "paused" } })).toBe(true);
    // The viewer presses play: nothing plays while held; video.js's own play is paused again.
    const before = commands.length;
    actor.send({ type: "player.play" });
    expect(commands).toHaveLength(before);
    video({ type: "video.playing" });
    expect(commands.filter((c) => c.type === "pause")).toHaveLength(3);
    video({ type: "video.pause" });
    // 'WATCH ON THIS DEVICE': it plays on by itself.
    actor.send({ type: "player.release" });
    expect(commands.at(-1)).toEqual({ type: "play" });
    video({ type: "video.playing" });
    expect(actor.getSnapshot().matches({ active: { playback: "playing" } })).toBe(true);
  });

  it("held while its load is under way: the video's deferred start is paused before it plays", () => {
    const { actor, commands, video } = run();
    actor.send({ type: "player.hold" });
    const pauses = () => commands.filter((c) => c.type === "pause").length;
    const before = pauses();
    // video.js runs the load's autoplay once the source is set, after the hold's pause.
    video({ type: "video.waiting" });
    expect(pauses()).toBe(before + 1);
    expect(commands.at(-1)).toEqual({ type: "pause" });
  });

  it("held before its grant: loads without autoplay, plays when released", () => {
    const commands: VideoCommand[] = [];
    let grant: ((event: LiveGrantEvent) => void) | null = null;
    const actor = createActor(
      liveChannelMachine.provide({
        actors: {
          grant: fromCallback(({ sendBack }) => {
            grant = sendBack as (event: LiveGrantEvent) => void;
          }),
          video: fromCallback<VideoCommand>(({ receive }) => {
            receive((command) => commands.push(command));
          }),
        },
      }),
    ).start();
    actor.send({ type: "player.hold" });
    grant!({ type: "grant.ready", source: input.source });
    expect(commands).toEqual([expect.objectContaining({ type: "load", autoplay: false })]);
    actor.send({ type: "player.release" });
    expect(commands.at(-1)).toEqual({ type: "play" });
  });

  it("a playing channel pauses at once when held", () => {
    const { actor, commands, video } = run();
    video({ type: "video.playing" });
    actor.send({ type: "player.hold" });
    expect(commands.at(-1)).toEqual({ type: "pause" });
  });
});

// ------------------------------------------------------------------ the grant (issue 23)

describe("the channel's grant (GET /live-tv/play)", () => {
  const withGrant = (request: () => Promise<string>) => {
    const commands: VideoCommand[] = [];
    const actor = createActor(
      liveChannelMachine.provide({
        actors: {
          grant: liveGrantActor(request),
          video: fromCallback<VideoCommand>(({ receive }) => {
            receive((command) => commands.push(command));
          }),
        },
      }),
    ).start();
    return { actor, commands };
  };

  it("asks for the signed playlist first and loads exactly that URL", async () => {
    let answer: (url: string) => void = () => {};
    const { actor, commands } = withGrant(() => new Promise((ok) => (answer = ok)));
    expect(actor.getSnapshot().matches("granting")).toBe(true);
    expect(commands).toEqual([]);
    answer("/media/s/abc.def/live/index.m3u8");
    await settle();
    expect(commands[0]).toMatchObject({
      type: "load",
      sources: [{ src: "/media/s/abc.def/live/index.m3u8", type: "application/x-mpegURL" }],
    });
  });

  it("a refused grant fails (no open URL is tried), and 'Try again' asks for a new grant", async () => {
    let calls = 0;
    const { actor, commands } = withGrant(async () => {
      calls++;
      if (calls === 1) throw new Error("Live TV needs a subscription.");
      return "/media/s/new.grant/live/index.m3u8";
    });
    await settle();
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    expect(actor.getSnapshot().context.error?.message).toContain("Live TV needs a subscription.");
    expect(commands).toEqual([]);
    actor.send({ type: "player.retry" });
    await settle();
    expect(calls).toBe(2);
    expect(commands[0]).toMatchObject({ sources: [{ src: "/media/s/new.grant/live/index.m3u8" }] });
  });
});
