/**
 * Creates a video.js 8 player inside `container` and returns it as a VideoPort. Import this
 * module with `await import(...)` from the watch route only: it loads video.js (and the
 * route loads `video.js/dist/video-js.css`), so neither is in the first load.
 *
 * React strict mode mounts twice: following video.js's React guide, the `<video-js>`
 * element is created here, inside the container React renders, and `dispose()` removes it
 * with the player; a second mount creates a fresh one.
 *
 * `readyVideojsPlayer` builds one player ahead (while a play call is in flight, issue 25),
 * held in a hidden place of the document; the next `createVideojsPlayer` moves it into its
 * container instead of building one then.
 */
import type { VideoPort } from "../../core/ports.ts";
import type { MediaSessionLike } from "./mediaSession.ts";
import { configureVhs, playerOptions, type VideojsRequests } from "./vhsSettings.ts";
import { bridgeVideojs, type PlayerLike } from "./videojsBridge.ts";

interface VideojsModule extends VideojsRequests {
  (element: Element, options: ReturnType<typeof playerOptions>): PlayerLike;
}

/**
 * video.js, loaded (once) the way the page's CSP needs: told before it runs not to write
 * inline <style> elements (its stylesheet comes with the watch route). Every load of video.js
 * goes through here, the early one on a title page included.
 */
export async function loadVideojs(): Promise<VideojsModule> {
  (globalThis as { VIDEOJS_NO_DYNAMIC_STYLE?: boolean }).VIDEOJS_NO_DYNAMIC_STYLE = true;
  return (await import("video.js")).default as unknown as VideojsModule;
}

interface BuiltPlayer {
  readonly element: HTMLElement;
  readonly player: PlayerLike;
}

/** Builds a player inside `place` (its `<video-js>` element is the player's own). */
async function buildPlayer(place: HTMLElement): Promise<BuiltPlayer> {
  const videojs = await loadVideojs();
  configureVhs(videojs);
  // As video.js's own script build does: plugins, and tests of the running player (the VHS
  // settings of spec 001 §9), find it as `window.videojs`.
  (globalThis as { videojs?: unknown }).videojs ??= videojs;
  const element = document.createElement("video-js");
  element.classList.add("vjs-big-play-centered", "vjs-fill");
  place.appendChild(element);
  return { element, player: videojs(element, playerOptions()) };
}

/** The player built ahead, in its hidden place, until a container takes it. */
let ready: Promise<BuiltPlayer & { readonly place: HTMLElement }> | null = null;

/** Builds the next player now (at most one ahead), so a container only has to take it. */
export function readyVideojsPlayer(): void {
  if (ready !== null || typeof document === "undefined") return;
  const place = document.createElement("div");
  place.hidden = true;
  document.body.appendChild(place);
  const building = buildPlayer(place).then((built) => ({ ...built, place }));
  ready = building;
  building.catch(() => {
    place.remove();
    if (ready === building) ready = null;
  });
}

/** The player built ahead, moved into `container`; null when there is none (or it failed). */
async function takeReady(container: HTMLElement): Promise<PlayerLike | null> {
  const taken = ready;
  ready = null;
  if (taken === null) return null;
  try {
    const { element, player, place } = await taken;
    place.remove();
    if (player.isDisposed()) return null;
    container.appendChild(element);
    return player;
  } catch {
    return null;
  }
}

export async function createVideojsPlayer(container: HTMLElement): Promise<VideoPort> {
  const player = (await takeReady(container)) ?? (await buildPlayer(container)).player;
  const Metadata = (globalThis as { MediaMetadata?: new (init: unknown) => unknown }).MediaMetadata;
  return bridgeVideojs(player, {
    session: (globalThis.navigator as { mediaSession?: MediaSessionLike } | undefined)
      ?.mediaSession,
    metadata: Metadata === undefined ? undefined : (init) => new Metadata(init),
  });
}
