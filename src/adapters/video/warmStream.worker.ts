/**
 * The stream warm-up's own thread (`streamWarmer.ts`): each message is a master playlist to
 * warm. Its fetches fill the page's HTTP cache, and its chain (master, rendition, first
 * segment) goes on while the page's main thread renders the watch route and builds video.js.
 */
import { warmStream } from "./warmStream.ts";

self.addEventListener("message", (event: MessageEvent<{ master: string; base: string }>) => {
  void warmStream(event.data.master, event.data.base);
});
