/**
 * The Media Session API for the player (issue 25): the lock screen, notification and headset
 * keys show the title and artwork, follow the position, and play, pause and seek the video.
 * The handlers act on the video itself; its own events then reach the player machine as any
 * other play, pause or seek would (a screen held by the one-screen rule pauses again).
 * Typed against the few parts it uses, so it is tested with fakes.
 */
import { QUICK_SEEK_S } from "../../core/constants.ts";

export interface MediaSessionLike {
  metadata: unknown;
  playbackState?: string;
  setActionHandler(
    action: string,
    handler: ((details: { seekTime?: number; seekOffset?: number }) => void) | null,
  ): void;
  setPositionState?(state: { duration: number; position: number; playbackRate: number }): void;
}

/** `new MediaMetadata(...)` of the browser. */
export type MetadataFactory = (init: {
  title: string;
  artwork: { src: string; sizes?: string }[];
}) => unknown;

/** The part of the video the session drives and reads. */
export interface SessionVideo {
  on(type: string, listener: () => void): void;
  off(type: string, listener: () => void): void;
  currentTime(seconds?: number): number | undefined;
  duration(): number | undefined;
  playbackRate(rate?: number): number | undefined;
  play(): Promise<void> | undefined;
  pause(): void;
}

export interface MediaInfo {
  readonly title: string;
  readonly artwork: string | null;
}

const ACTIONS = ["play", "pause", "seekbackward", "seekforward", "seekto"] as const;

const finite = (value: number | undefined): number =>
  value !== undefined && Number.isFinite(value) ? value : 0;

/** Binds the session to the video; `show` sets what plays; `dispose` lets the session go. */
export function bindMediaSession(
  video: SessionVideo,
  session: MediaSessionLike | undefined,
  metadata: MetadataFactory | undefined,
): { show(info: MediaInfo): void; dispose(): void } {
  if (session === undefined) return { show: () => {}, dispose: () => {} };
  const now = () => finite(video.currentTime());
  const seekBy = (seconds: number) => {
    const end = finite(video.duration());
    video.currentTime(
      Math.max(0, Math.min(end > 0 ? end : Number.POSITIVE_INFINITY, now() + seconds)),
    );
  };
  const handlers: Record<
    (typeof ACTIONS)[number],
    (d: { seekTime?: number; seekOffset?: number }) => void
  > = {
    play: () => void video.play()?.catch(() => {}),
    pause: () => video.pause(),
    seekbackward: (d) => seekBy(-(d.seekOffset ?? QUICK_SEEK_S)),
    seekforward: (d) => seekBy(d.seekOffset ?? QUICK_SEEK_S),
    seekto: (d) => {
      if (d.seekTime !== undefined && Number.isFinite(d.seekTime)) video.currentTime(d.seekTime);
    },
  };
  for (const action of ACTIONS) {
    try {
      session.setActionHandler(action, handlers[action]);
    } catch {
      // A browser without this action: the others still work.
    }
  }
  const position = () => {
    const duration = finite(video.duration());
    if (duration <= 0 || session.setPositionState === undefined) return;
    try {
      session.setPositionState({
        duration,
        position: Math.min(duration, now()),
        playbackRate: video.playbackRate() || 1,
      });
    } catch {
      // An out-of-range state is refused: the next update corrects it.
    }
  };
  const playing = () => {
    session.playbackState = "playing";
  };
  const paused = () => {
    session.playbackState = "paused";
  };
  const listeners = [
    ["timeupdate", position],
    ["durationchange", position],
    ["ratechange", position],
    ["seeked", position],
    ["playing", playing],
    ["pause", paused],
  ] as const;
  for (const [type, listener] of listeners) video.on(type, listener);
  return {
    show(info) {
      if (metadata === undefined) return;
      session.metadata = metadata({
        title: info.title,
        artwork: info.artwork === null ? [] : [{ src: info.artwork }],
      });
    },
    dispose() {
      for (const [type, listener] of listeners) video.off(type, listener);
      for (const action of ACTIONS) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
      session.metadata = null;
      session.playbackState = "none";
    },
  };
}
