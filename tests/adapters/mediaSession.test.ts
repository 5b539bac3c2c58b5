import { describe, expect, it } from "vitest";
import {
  bindMediaSession,
  type MediaSessionLike,
  type SessionVideo,
} from "../../src/adapters/video/mediaSession.ts";

/** A fake video: a clock, listeners, and what was asked of it. */
function fakeVideo(duration = 7_020) {
  const listeners = new Map<string, Set<() => void>>();
  const state = { time: 60, paused: true, plays: 0, pauses: 0 };
  const video: SessionVideo = {
    on: (type, listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    off: (type, listener) => listeners.get(type)?.delete(listener),
    currentTime: (seconds) => {
      if (seconds !== undefined) state.time = seconds;
      return state.time;
    },
    duration: () => duration,
    playbackRate: () => 1,
    play: () => {
      state.plays++;
      return Promise.resolve();
    },
    pause: () => {
      state.pauses++;
    },
  };
  const emit = (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener();
  };
  return { video, state, emit, listeners };
}

function fakeSession() {
  const handlers = new Map<
    string,
    ((d: { seekTime?: number; seekOffset?: number }) => void) | null
  >();
  const positions: { duration: number; position: number; playbackRate: number }[] = [];
  const session: MediaSessionLike = {
    metadata: null,
    playbackState: "none",
    setActionHandler: (action, handler) => handlers.set(action, handler),
    setPositionState: (s) => positions.push(s),
  };
  return { session, handlers, positions };
}

describe("Media Session (issue 25): lock screen, notification and headset keys", () => {
  it("shows the title and artwork, and follows the position and play state", () => {
    const v = fakeVideo();
    const s = fakeSession();
    const bound = bindMediaSession(v.video, s.session, (init) => ({ ...init }));
    bound.show({ title: "The Secret Bridge", artwork: "/media/art/movie/cover/x.svg" });
    expect(s.session.metadata).toEqual({
      title: "The Secret Bridge",
      artwork: [{ src: "/media/art/movie/cover/x.svg" }],
    });
    v.emit("timeupdate");
    expect(s.positions.at(-1)).toEqual({ duration: 7_020, position: 60, playbackRate: 1 });
    v.emit("playing");
    expect(s.session.playbackState).toBe("playing");
    v.emit("pause");
    expect(s.session.playbackState).toBe("paused");
  });

  it("plays, pauses and seeks the video (10 s by default, within the video)", () => {
    const v = fakeVideo(100);
    const s = fakeSession();
    bindMediaSession(v.video, s.session, undefined);
    s.handlers.get("play")!({});
    s.handlers.get("pause")!({});
    expect([v.state.plays, v.state.pauses]).toEqual([1, 1]);
    s.handlers.get("seekforward")!({});
    expect(v.state.time).toBe(70);
    s.handlers.get("seekbackward")!({ seekOffset: 5 });
    expect(v.state.time).toBe(65);
    s.handlers.get("seekto")!({ seekTime: 99 });
    expect(v.state.time).toBe(99);
    s.handlers.get("seekforward")!({});
    expect(v.state.time).toBe(100);
  });

  it("lets the session go with the player; does nothing where the browser has none", () => {
    const v = fakeVideo();
    const s = fakeSession();
    const bound = bindMediaSession(v.video, s.session, (init) => init);
    bound.show({ title: "A", artwork: null });
    bound.dispose();
    expect([...s.handlers.values()].every((h) => h === null)).toBe(true);
    expect(s.session.metadata).toBeNull();
    expect([...v.listeners.values()].every((set) => set.size === 0)).toBe(true);
    const none = bindMediaSession(v.video, undefined, undefined);
    none.show({ title: "A", artwork: null });
    none.dispose();
  });
});
