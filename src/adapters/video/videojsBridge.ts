/**
 * A video.js player as a VideoPort: its events become the player machine's VideoEvents, the
 * machine's VideoCommands become player calls. Typed against the few player methods it uses,
 * so it is tested with a fake player and never imports video.js itself.
 */
import { withoutAddresses } from "../../core/playerError.ts";
import type { VideoPort } from "../../core/ports.ts";
import type { SubtitleTrack, VideoCommand, VideoEvent } from "../../core/video.ts";
import { bindMediaSession, type MediaSessionLike, type MetadataFactory } from "./mediaSession.ts";

interface TrackLike {
  kind: string;
  language: string;
  mode: string;
}

interface TrackListLike {
  readonly length: number;
  [index: number]: TrackLike;
  addEventListener(type: "change", listener: () => void): void;
  removeEventListener(type: "change", listener: () => void): void;
}

interface QualityLevelsLike {
  readonly selectedIndex: number;
  [index: number]: { height?: number } | undefined;
  on(type: "change", listener: () => void): void;
  off(type: "change", listener: () => void): void;
}

/** The part of a video.js 8 Player the bridge uses. */
export interface PlayerLike {
  on(type: string, listener: () => void): void;
  off(type: string, listener: () => void): void;
  one(type: string, listener: () => void): void;
  currentTime(seconds?: number): number | undefined;
  duration(): number | undefined;
  paused(): boolean;
  muted(muted?: boolean): boolean | undefined;
  volume(volume?: number): number | undefined;
  playbackRate(rate?: number): number | undefined;
  isFullscreen(): boolean | undefined;
  requestFullscreen(): Promise<void> | undefined;
  exitFullscreen(): Promise<void> | undefined;
  play(): Promise<void> | undefined;
  pause(): void;
  src(sources: readonly { src: string; type: string }[]): void;
  error(): { code: number; message?: string } | null;
  textTracks(): TrackListLike;
  addRemoteTextTrack(
    options: { kind: string; srclang: string; label: string; src: string },
    manualCleanup: boolean,
  ): unknown;
  remoteTextTracks(): { readonly length: number; [index: number]: unknown };
  removeRemoteTextTrack(track: unknown): void;
  qualityLevels?: () => QualityLevelsLike;
  isDisposed(): boolean;
  dispose(): void;
}

const finite = (value: number | undefined): number =>
  value !== undefined && Number.isFinite(value) ? value : 0;

const isSubtitleTrack = (track: TrackLike): boolean =>
  track.kind === "subtitles" || track.kind === "captions";

/** The language of the subtitle track showing, or null. */
const showingSubtitle = (tracks: TrackListLike): string | null => {
  for (let i = 0; i < tracks.length; i++) {
    const track = tracks[i]!;
    if (isSubtitleTrack(track) && track.mode === "showing") return track.language;
  }
  return null;
};

const ignore = (): void => {};

/** The browser's Media Session, when it has one (none in tests unless given). */
export interface MediaSessionDeps {
  readonly session: MediaSessionLike | undefined;
  readonly metadata: MetadataFactory | undefined;
}

export function bridgeVideojs(
  player: PlayerLike,
  media: MediaSessionDeps = { session: undefined, metadata: undefined },
  /** The clock of stalls (`video.playing`'s `stalledMs`), milliseconds. */
  clock: () => number = () => performance.now(),
): VideoPort {
  const mediaSession = bindMediaSession(player, media.session, media.metadata);
  const listeners = new Set<(event: VideoEvent) => void>();
  const emit = (event: VideoEvent) => {
    for (const listener of listeners) listener(event);
  };
  const now = () => finite(player.currentTime());
  /** When the current stall began (`waiting`); null: none under way. */
  let stalledAt: number | null = null;
  const stallEnds = (): void => {
    stalledAt = null;
  };

  const playerEvents: Record<string, () => VideoEvent | null> = {
    loadedmetadata: () => ({ type: "video.ready", duration: finite(player.duration()) }),
    playing: () => {
      if (stalledAt === null) return { type: "video.playing" };
      const stalledMs = Math.max(0, Math.round(clock() - stalledAt));
      stallEnds();
      return { type: "video.playing", stalledMs };
    },
    pause: () => {
      stallEnds();
      return { type: "video.pause" };
    },
    seeking: () => {
      stallEnds();
      return { type: "video.seeking" };
    },
    seeked: () => ({ type: "video.seeked", currentTime: now(), paused: player.paused() }),
    waiting: () => {
      stalledAt ??= clock();
      return { type: "video.waiting" };
    },
    timeupdate: () => ({
      type: "video.timeupdate",
      currentTime: now(),
      duration: finite(player.duration()),
    }),
    ended: () => {
      stallEnds();
      return { type: "video.ended" };
    },
    error: () => {
      const error = player.error();
      return error
        ? // video.js and VHS name the failed request, signed grant and all: never passed on.
          { type: "video.error", code: error.code, message: withoutAddresses(error.message ?? "") }
        : { type: "video.error", code: 0, message: "" };
    },
    volumechange: () => ({
      type: "video.volumechange",
      volume: finite(player.volume()),
      muted: player.muted() === true,
    }),
    fullscreenchange: () => ({
      type: "video.fullscreenchange",
      fullscreen: player.isFullscreen() === true,
    }),
    ratechange: () => ({ type: "video.ratechange", rate: player.playbackRate() ?? 1 }),
  };
  const handlers = Object.entries(playerEvents).map(([type, toEvent]) => {
    const handler = () => {
      const event = toEvent();
      if (event) emit(event);
    };
    player.on(type, handler);
    return [type, handler] as const;
  });

  let lastSubtitle: string | null = null;
  const onTrackChange = () => {
    const language = showingSubtitle(player.textTracks());
    if (language === lastSubtitle) return;
    lastSubtitle = language;
    emit({ type: "video.subtitlechange", language });
  };
  player.textTracks().addEventListener("change", onTrackChange);

  const levels = player.qualityLevels?.();
  const onQualityChange = () => {
    const height = levels?.[levels.selectedIndex]?.height;
    if (height) emit({ type: "video.qualitychange", quality: `${height}p` });
  };
  levels?.on("change", onQualityChange);

  /** play(): a refusal by the autoplay policy leaves the video paused, waiting for the viewer. */
  const play = () => {
    const started = player.play();
    started?.catch((error: unknown) => {
      if ((error as { name?: string } | null)?.name === "NotAllowedError") {
        emit({ type: "video.autoplayBlocked" });
      }
    });
  };

  const setSubtitles = (subtitles: readonly SubtitleTrack[]) => {
    const remote = player.remoteTextTracks();
    for (let i = remote.length - 1; i >= 0; i--) player.removeRemoteTextTrack(remote[i]);
    for (const track of subtitles) {
      player.addRemoteTextTrack(
        { kind: "subtitles", srclang: track.language, label: track.label, src: track.url },
        true,
      );
    }
  };

  const run = (command: VideoCommand) => {
    switch (command.type) {
      case "load":
        player.muted(command.muted);
        player.volume(command.volume);
        player.src(command.sources);
        player.playbackRate(command.playbackRate);
        setSubtitles(command.subtitles);
        if (command.title !== undefined) {
          mediaSession.show({ title: command.title, artwork: command.artwork ?? null });
        }
        if (command.startTime > 0) {
          player.one("loadedmetadata", () => player.currentTime(command.startTime));
        }
        if (command.autoplay) play();
        return;
      case "play":
        play();
        return;
      case "pause":
        player.pause();
        return;
      case "seek":
        player.currentTime(command.time);
        return;
      case "setMuted":
        player.muted(command.muted);
        return;
      case "setVolume":
        player.volume(command.volume);
        return;
      case "setPlaybackRate":
        player.playbackRate(command.rate);
        return;
      case "setSubtitle": {
        const tracks = player.textTracks();
        for (let i = 0; i < tracks.length; i++) {
          const track = tracks[i]!;
          if (isSubtitleTrack(track)) {
            track.mode = track.language === command.language ? "showing" : "disabled";
          }
        }
        return;
      }
      case "setFullscreen":
        // Browsers allow fullscreen only on a gesture: a refusal is not an error.
        if (command.fullscreen && player.isFullscreen() !== true) {
          player.requestFullscreen()?.catch(ignore);
        } else if (!command.fullscreen && player.isFullscreen() === true) {
          player.exitFullscreen()?.catch(ignore);
        }
        return;
    }
  };

  let disposed = false;
  return {
    send: (command) => {
      if (!disposed && !player.isDisposed()) run(command);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => {
      if (disposed) return;
      disposed = true;
      listeners.clear();
      mediaSession.dispose();
      if (player.isDisposed()) return;
      for (const [type, handler] of handlers) player.off(type, handler);
      player.textTracks().removeEventListener("change", onTrackChange);
      levels?.off("change", onQualityChange);
      player.dispose();
    },
  };
}
