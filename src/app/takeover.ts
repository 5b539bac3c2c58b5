/**
 * The effects of the stream-takeover feature actor (issue 8, one screen at a time): the
 * presence channel through pusher-js, and the player's side (pause, resume, go home, go
 * back, report). pusher-js and the presence adapter are imported with `import()` when a
 * playback joins, so neither is in the first load.
 *
 * While another screen plays, this one is held: the player gets `player.hold` and keeps itself
 * paused (autoplay of a load still under way included) until `player.release`, when it plays,
 * or starts from its cover: the screen that wins a takeover plays by itself.
 */
import { type AnyActorRef, enqueueActions } from "xstate";
import type { PresenceClientConfig } from "../adapters/presence.ts";
import type { PresencePort, PresenceSession, PresenceSignal } from "../core/ports.ts";
import { showToast } from "../machines/app.machine.ts";
import { presenceActor } from "../machines/streamTakeover.machine.ts";
import type { TakeoverFeature } from "../ui/features.ts";

export interface TakeoverDeps {
  /** The page config's `presence` entry; null: presence is not configured (plays, reported). */
  readonly presence: PresenceClientConfig | null;
  /** The viewer's user token, read when the channel is authorized. */
  readonly userToken: () => string | null;
  readonly log: (message: string, detail?: unknown) => void;
  readonly now: () => number;
  /** A new presence member id (8 to 64 letters, digits, - or _). */
  readonly newDeviceId?: () => string;
  /** The presence service; default: pusher-js with `presence` (tests give a fake). */
  readonly port?: PresencePort;
}

/** The presence port, with the adapter (and pusher-js) loaded when the first playback joins. */
export function lazyPresencePort(
  config: PresenceClientConfig | null,
  userToken: () => string | null,
  load: () => Promise<typeof import("../adapters/presence.ts")> = () =>
    import("../adapters/presence.ts"),
): PresencePort {
  return {
    join(target, onSignal) {
      let left = false;
      let session: PresenceSession | null = null;
      const signal = (s: PresenceSignal) => {
        if (!left) onSignal(s);
      };
      if (config === null) {
        queueMicrotask(() =>
          signal({ type: "presence.failed", reason: "presence not configured" }),
        );
      } else {
        load().then(
          ({ createPusherPresence }) => {
            if (!left) session = createPusherPresence(config, { userToken }).join(target, signal);
          },
          (error: unknown) =>
            signal({ type: "presence.failed", reason: `presence did not load: ${String(error)}` }),
        );
      }
      return {
        sendTakeover(at) {
          if (session) session.sendTakeover(at);
          else signal({ type: "presence.failed", reason: "takeover not sent: not connected" });
        },
        sendHandover(handover) {
          session?.sendHandover(handover);
        },
        leave() {
          left = true;
          session?.leave();
        },
      };
    },
  };
}

/** What the takeover tells the player it holds (the player's and the live channel's events). */
const HOLD = { type: "player.hold" } as const;
const release = (positionS: number | null) => ({ type: "player.release", positionS }) as const;

/**
 * The machine's `presence` actor over a port (as `presenceActor` of the machine module,
 * written here so the machine module stays out of this eagerly loaded chunk).
 */
/** 32 hex digits (works on pages that are not a secure context, unlike randomUUID). */
const randomDeviceId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");

export function takeoverEffects(deps: TakeoverDeps): { readonly takeover: TakeoverFeature } {
  const port = deps.port ?? lazyPresencePort(deps.presence, deps.userToken);
  return {
    takeover: {
      newDeviceId: deps.newDeviceId ?? randomDeviceId,
      now: deps.now,
      machine: (machine, target) => {
        const player = (system: { get(id: string): AnyActorRef | undefined }) =>
          system.get(target.playerId);
        return machine.provide({
          actors: { presence: presenceActor(port, deps.now) },
          actions: {
            // The player keeps itself paused while held and plays (or starts) when released:
            // the takeover names the events, never the player's states.
            pausePlayback: enqueueActions(({ system, enqueue }) => {
              const ref = player(system);
              if (ref) enqueue.sendTo(ref, HOLD);
            }),
            resumePlayback: enqueueActions(({ system, enqueue }, { positionS }) => {
              const ref = player(system);
              if (ref) enqueue.sendTo(ref, release(positionS));
            }),
            tellSentHome: ({ system }, { message, durationMs }) =>
              showToast(system, { type: "warning", message, durationMs }),
            goHome: () => target.goHome(),
            goBack: () => target.goBack(),
            // No error-reporting service is configured: the report goes to the log.
            reportFailure: (_, failure) =>
              deps.log("Presence unavailable: playback allowed", failure),
          },
        });
      },
    },
  };
}
