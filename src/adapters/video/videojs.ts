/**
 * Creates a video.js 8 player inside `container` and returns it as a VideoPort. Import this
 * module with `await import(...)` from the watch route only: it loads video.js (and the
 * route loads `video.js/dist/video-js.css`), so neither is in the first load.
 *
 * React strict mode mounts twice: following video.js's React guide, the `<video-js>`
 * element is created here, inside the container React renders, and `dispose()` removes it
 * with the player; a second mount creates a fresh one.
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

export async function createVideojsPlayer(container: HTMLElement): Promise<VideoPort> {
  const videojs = await loadVideojs();
  configureVhs(videojs);
  // As video.js's own script build does: plugins, and tests of the running player (the VHS
  // settings of spec 001 §9), find it as `window.videojs`.
  (globalThis as { videojs?: unknown }).videojs ??= videojs;
  const element = document.createElement("video-js");
  element.classList.add("vjs-big-play-centered", "vjs-fill");
  container.appendChild(element);
  const Metadata = (globalThis as { MediaMetadata?: new (init: unknown) => unknown }).MediaMetadata;
  return bridgeVideojs(videojs(element, playerOptions()), {
    session: (globalThis.navigator as { mediaSession?: MediaSessionLike } | undefined)
      ?.mediaSession,
    metadata: Metadata === undefined ? undefined : (init) => new Metadata(init),
  });
}
