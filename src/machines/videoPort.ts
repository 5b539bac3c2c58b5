/**
 * The one `video` actor of every player (films, episodes, trailers and live TV): a callback
 * actor over a VideoPort (video.js inside the page's container, created by `open`). Commands
 * sent before the port exists are queued; its events go back to the machine that invoked it,
 * and to the actors `alsoTo` names by system id (view statistics, the one-screen control);
 * it is disposed when the actor stops. A port that cannot be created is a `video.error`.
 */
import { fromCallback } from "xstate";
import type { VideoPort } from "../core/ports.ts";
import type { VideoCommand, VideoEvent } from "../core/video.ts";

export interface VideoPortOptions {
  /** System ids of the other actors that get this video event. */
  readonly alsoTo?: (event: VideoEvent) => readonly string[];
  /**
   * The clock that stamps the events sent to the `alsoTo` actors with `at` (epoch ms), so
   * they take time from the event, never from a clock of their own.
   */
  readonly now?: () => number;
  /** The `video.error` message when the port cannot be created. */
  readonly failure?: (error: unknown) => string;
}

export const videoPortActor = (open: () => Promise<VideoPort>, options: VideoPortOptions = {}) =>
  fromCallback<VideoCommand>(({ sendBack, receive, system }) => {
    const forward = (event: VideoEvent) => {
      sendBack(event);
      const ids = options.alsoTo?.(event) ?? [];
      if (ids.length === 0) return;
      const stamped = options.now ? { ...event, at: options.now() } : event;
      for (const id of ids) system.get(id)?.send(stamped);
    };
    let port: VideoPort | null = null;
    let stopped = false;
    const queued: VideoCommand[] = [];
    receive((command) => {
      if (port) port.send(command);
      else queued.push(command);
    });
    open().then(
      (created) => {
        if (stopped) {
          created.dispose();
          return;
        }
        port = created;
        created.subscribe(forward);
        for (const command of queued.splice(0)) created.send(command);
      },
      (error: unknown) => {
        if (stopped) return;
        forward({
          type: "video.error",
          code: 0,
          message: options.failure?.(error) ?? `The video could not load: ${String(error)}`,
        });
      },
    );
    return () => {
      stopped = true;
      port?.dispose();
    };
  });
