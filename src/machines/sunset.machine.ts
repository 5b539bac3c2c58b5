/**
 * The sunset modal (spec 000 §2; 001 §7): `sunset.migrate { channelId, loggedIn }` -> when a
 * logged-in member asks for a sister site (core `mayMigrate`) -> `migrating` (actor
 * `migrate`: `POST /me/migrate { channel_id }`) -> `migrated` (the user reloaded, a success
 * toast) or back to `idle` with the failure's message.
 */
import { assign, sendTo, setup } from "xstate";
import { TOAST_ERROR_MS, TOAST_SUCCESS_SHORT_MS } from "../core/constants.ts";
import { messageForStatus } from "../core/messages.ts";
import { mayMigrate, SUNSET_TEXT } from "../core/sunset.ts";
import { SESSION_ID } from "./accountEffects.ts";
import { failureOf, type NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export const SUNSET_ID = "sunset";

export interface SunsetContext {
  /** The channel being moved to, or moved to. */
  readonly channelId: number | null;
  readonly failure: string | null;
}

export type SunsetEvent = {
  readonly type: "sunset.migrate";
  readonly channelId: number;
  readonly loggedIn: boolean;
};

export const sunsetMachine = setup({
  types: { context: {} as SunsetContext, events: {} as SunsetEvent },
  actions: {
    notify: unprovided<NotifyParams>("notify"),
    reloadUser: sendTo(({ system }) => system.get(SESSION_ID), { type: "session.reload" }),
  },
  actors: {
    migrate: unprovidedActor<void, number>("migrate"),
  },
  guards: {
    mayMigrate: ({ event }) => mayMigrate(event.loggedIn, event.channelId),
  },
}).createMachine({
  id: "sunset",
  context: { channelId: null, failure: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "sunset.migrate": {
          guard: "mayMigrate",
          target: "migrating",
          actions: assign({ channelId: ({ event }) => event.channelId, failure: null }),
        },
      },
    },
    migrating: {
      invoke: {
        src: "migrate",
        input: ({ context }) => context.channelId ?? 0,
        onDone: {
          target: "migrated",
          actions: [
            "reloadUser",
            {
              type: "notify",
              params: ({ context }) => ({
                type: "success" as const,
                message: SUNSET_TEXT.moved(context.channelId ?? 0),
                durationMs: TOAST_SUCCESS_SHORT_MS,
              }),
            },
          ],
        },
        onError: {
          target: "idle",
          actions: [
            assign({
              failure: ({ event }) =>
                failureOf(event).message || messageForStatus(failureOf(event).status),
              channelId: null,
            }),
            {
              type: "notify",
              params: ({ event }) => ({
                type: "error" as const,
                message: failureOf(event).message || messageForStatus(failureOf(event).status),
                durationMs: TOAST_ERROR_MS,
              }),
            },
          ],
        },
      },
    },
    migrated: {},
  },
});
export type SunsetMachine = typeof sunsetMachine;
