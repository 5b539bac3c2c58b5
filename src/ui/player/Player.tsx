/**
 * The player as the viewer sees it: the cover (the poster and a big play button) until
 * clicked, then video.js with its control bar (play, progress, volume, subtitles, speed,
 * picture-in-picture, fullscreen) and ours added into it: 10 s back and forward, the scenes
 * menu, scene markers and thumbnails on the progress bar, the 'up next' card and the error
 * state. Props only; the container binds the player machine.
 *
 * video.js builds its own DOM inside `videoRef` (the adapter creates the `<video-js>`
 * element there, as video.js's React guide does); our parts go into it through portals so
 * they stay visible in fullscreen, which shows only that element.
 */
import "video.js/dist/video-js.css";
import "./player.css";
import { type ReactNode, type RefObject, useEffect, useId, useState } from "react";
import { createPortal } from "react-dom";
import { buttonClassName } from "../../core/button.ts";
import { Button } from "../Button.tsx";
import type { PlayerIntents, PlayerView, UpNext } from "../player.view.ts";
import { formatClock } from "./clock.ts";
import { BackLink, WatchLink } from "./links.tsx";
import { type ThumbnailCue, thumbnailAt } from "./vttThumbnails.ts";

export interface SceneMarkerView {
  readonly title: string;
  readonly start_time: number;
}

export interface PlayerProps {
  readonly title: string;
  readonly cover: string | null;
  readonly view: PlayerView;
  readonly intents: PlayerIntents;
  readonly videoRef: RefObject<HTMLDivElement | null>;
  readonly sceneMarkers: readonly SceneMarkerView[];
  readonly thumbnails: readonly ThumbnailCue[];
  readonly upNext: UpNext | null;
  /** 'Back' leads to the series page for an episode, else to the film page. */
  readonly back: { readonly movieSlug: string; readonly seriesSlug: string | null };
}

/** The parts of video.js's DOM our controls go into. */
interface VideojsParts {
  readonly root: HTMLElement;
  readonly progress: HTMLElement | null;
  readonly slot: HTMLElement | null;
}

/** Finds video.js's DOM once the adapter has built it, and adds a slot after its play button. */
function useVideojsParts(videoRef: RefObject<HTMLDivElement | null>, active: boolean) {
  const [parts, setParts] = useState<VideojsParts | null>(null);
  useEffect(() => {
    const container = videoRef.current;
    if (!active || container === null) return;
    let slot: HTMLElement | null = null;
    const find = () => {
      const root = container.querySelector<HTMLElement>(".video-js");
      if (root === null) return false;
      const controlBar = root.querySelector(".vjs-control-bar");
      if (controlBar) {
        slot = document.createElement("div");
        slot.className = "player-slot";
        const play = controlBar.querySelector(".vjs-play-control");
        controlBar.insertBefore(slot, play ? play.nextSibling : controlBar.firstChild);
      }
      setParts({ root, progress: root.querySelector(".vjs-progress-holder"), slot });
      return true;
    };
    const observer = new MutationObserver(() => {
      if (find()) observer.disconnect();
    });
    if (!find()) observer.observe(container, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      slot?.remove();
      setParts(null);
    };
  }, [videoRef, active]);
  return parts;
}

function ThumbnailPreview({
  progress,
  cues,
  durationS,
}: {
  progress: HTMLElement;
  cues: readonly ThumbnailCue[];
  durationS: number;
}) {
  const [hover, setHover] = useState<{ x: number; timeS: number } | null>(null);
  useEffect(() => {
    const move = (event: PointerEvent) => {
      const rect = progress.getBoundingClientRect();
      if (rect.width === 0) return;
      const x = Math.min(rect.width, Math.max(0, event.clientX - rect.left));
      setHover({ x, timeS: (x / rect.width) * durationS });
    };
    const leave = () => setHover(null);
    progress.addEventListener("pointermove", move);
    progress.addEventListener("pointerleave", leave);
    return () => {
      progress.removeEventListener("pointermove", move);
      progress.removeEventListener("pointerleave", leave);
    };
  }, [progress, durationS]);
  const cue = hover && thumbnailAt(cues, hover.timeS);
  if (!hover || !cue) return null;
  return createPortal(
    <div
      className="player-thumbnail"
      aria-hidden="true"
      style={{
        left: hover.x,
        width: cue.width,
        height: cue.height,
        backgroundImage: `url("${cue.url}")`,
        backgroundPosition: `-${cue.x}px -${cue.y}px`,
      }}
    />,
    progress,
  );
}

function SceneTicks({
  progress,
  markers,
  durationS,
}: {
  progress: HTMLElement;
  markers: readonly SceneMarkerView[];
  durationS: number;
}) {
  if (!(durationS > 0)) return null;
  return createPortal(
    markers.map((marker) => (
      <span
        key={`${marker.start_time}-${marker.title}`}
        className="player-scene-tick"
        aria-hidden="true"
        title={marker.title}
        style={{ left: `${Math.min(100, (marker.start_time / durationS) * 100)}%` }}
      />
    )),
    progress,
  );
}

function ScenesMenu({
  markers,
  onScene,
}: {
  markers: readonly SceneMarkerView[];
  onScene: (index: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (markers.length === 0) return null;
  return (
    <div className="player-scenes">
      <button
        type="button"
        className="player-control"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        Scenes
      </button>
      {open && (
        <ul id={listId} className="player-scenes__list">
          {markers.map((marker, index) => (
            <li key={`${marker.start_time}-${marker.title}`}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onScene(index);
                }}
              >
                <span>{marker.title}</span> <span>{formatClock(marker.start_time)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function UpNextCard({ upNext, onDismiss }: { upNext: UpNext; onDismiss: () => void }) {
  return (
    <aside className="player-upnext" aria-label="Up next">
      {upNext.picture && (
        <img src={upNext.picture} alt="" width={160} height={90} className="player-upnext__img" />
      )}
      <div>
        <p className="player-upnext__eyebrow">
          {upNext.kind === "episode" ? "Next episode" : "Up next"}
        </p>
        <p className="player-upnext__title">{upNext.title}</p>
        <div className="player-upnext__actions">
          <WatchLink url={upNext.url} className={buttonClassName({ size: "sm" })}>
            ▶ Play next
          </WatchLink>
          <Button theme="ghost" size="sm" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      </div>
    </aside>
  );
}

/** Where our parts of the player go: into video.js's element when it exists. */
const Into = ({ target, children }: { target: HTMLElement | null; children: ReactNode }) =>
  target ? createPortal(children, target) : children;

export function Player({
  title,
  cover,
  view,
  intents,
  videoRef,
  sceneMarkers,
  thumbnails,
  upNext,
  back,
}: PlayerProps) {
  const onCover = view.phase === "cover" || view.phase === "fading";
  const parts = useVideojsParts(videoRef, !onCover);
  // Playback under way: the keyboard's focus goes into the player (its play/pause button, or
  // the player itself until video.js shows its controls), where the cover's Play button was,
  // and comes back there whenever it falls to the page; a place the viewer chose is kept.
  const phase = view.phase;
  useEffect(() => {
    if (parts === null || phase === "cover" || phase === "fading" || phase === "failed") return;
    const active = document.activeElement;
    const lost =
      !(active instanceof HTMLElement) ||
      active === document.body ||
      active.id === "main" ||
      active === parts.root;
    if (!lost) return;
    const play = parts.root.querySelector<HTMLElement>(".vjs-play-control");
    play?.focus();
    if (document.activeElement !== play) parts.root.focus();
  }, [parts, phase]);
  return (
    <div className="player">
      <div ref={videoRef} className="player__video" />
      {onCover && (
        <div className={`player-cover${view.phase === "fading" ? " is-fading" : ""}`}>
          {cover && <img src={cover} alt="" width={1280} height={720} />}
          <button
            type="button"
            className="player-cover__play"
            aria-label={`Play ${title}`}
            onClick={intents.start}
          >
            <span aria-hidden="true">▶</span>
          </button>
        </div>
      )}
      {parts?.slot &&
        createPortal(
          <>
            <button
              type="button"
              className="player-control"
              aria-label="Back 10 seconds"
              title="Back 10 seconds (j)"
              onClick={() => intents.quickSeek("back")}
            >
              <span aria-hidden="true">↺10</span>
            </button>
            <button
              type="button"
              className="player-control"
              aria-label="Forward 10 seconds"
              title="Forward 10 seconds (l)"
              onClick={() => intents.quickSeek("forward")}
            >
              <span aria-hidden="true">10↻</span>
            </button>
            <ScenesMenu markers={sceneMarkers} onScene={intents.scene} />
          </>,
          parts.slot,
        )}
      {parts?.progress && (
        <>
          <SceneTicks progress={parts.progress} markers={sceneMarkers} durationS={view.durationS} />
          {thumbnails.length > 0 && (
            <ThumbnailPreview
              progress={parts.progress}
              cues={thumbnails}
              durationS={view.durationS}
            />
          )}
        </>
      )}
      {view.upNext && upNext && view.phase !== "failed" && (
        <Into target={parts?.root ?? null}>
          <UpNextCard upNext={upNext} onDismiss={intents.dismissUpNext} />
        </Into>
      )}
      {view.errorMessage !== null && (
        <div className="player-error" role="alert">
          <h2>This video could not be played</h2>
          <p>{view.errorMessage}</p>
          <div className="player-error__actions">
            {view.canRetry && <Button onClick={intents.retry}>Try again</Button>}
            <BackLink {...back} className={buttonClassName({ theme: "outline" })}>
              Back
            </BackLink>
          </div>
        </div>
      )}
    </div>
  );
}
