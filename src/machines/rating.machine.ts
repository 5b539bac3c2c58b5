/**
 * A viewer's rating of a film or series (spec 000 §4, 001 §4, §7 `/rate`, §9), a feature
 * actor on the item's page. A rating is sent at once and further ratings within 1500 ms of
 * the last are ignored (a leading-only debounce: each ignored one restarts the wait). It is a
 * create when the viewer had none (POST), an update otherwise (PUT); 'Rating has been
 * successfully updated!' follows, and the library learns the new rating. A saved rating can be
 * taken back (DELETE /rate): the item is unrated again, and its next rating is a create.
 */
import { assign, raise, setup } from "xstate";
import { RATING_DEBOUNCE_MS, TOAST_SUCCESS_SHORT_MS } from "../core/constants.ts";
import { success } from "../core/messages.ts";
import { type RatingCall, ratingCall } from "../core/rating.ts";
import type { RatedItem, RatedModel } from "../core/schema/library.ts";
import type { LibraryRef } from "./library.machine.ts";
import { LIBRARY_ID } from "./libraryId.ts";
import { failureToast, type NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

/** The system id of the rating actor of the item on screen. */
export const RATING_ID = "rating";

export interface RatingInput {
  readonly model: "Movie" | "Series";
  readonly modelId: number;
  /** The viewer's rating of the item (from the library's rated items), or null. */
  readonly saved: number | null;
}

export interface RatingContext extends RatingInput {
  /** The rating shown: the one chosen last, else the saved one. */
  readonly shown: number | null;
  /** A rating chosen while another was being sent. */
  readonly queued: number | null;
  /** The rating being sent. */
  readonly sending: number | null;
}

export type RatingEvent =
  | { readonly type: "rating.rate"; readonly rating: number }
  | { readonly type: "rating.send"; readonly rating: number }
  | { readonly type: "rating.remove" };

/** The toast of a rating saved or taken back. */
const RATING_UPDATED: NotifyParams = {
  type: "success",
  message: success.ratingUpdated,
  durationMs: TOAST_SUCCESS_SHORT_MS,
};

export const ratingMachine = setup({
  types: {
    input: {} as RatingInput,
    context: {} as RatingContext,
    events: {} as RatingEvent,
  },
  delays: { ratingDebounce: RATING_DEBOUNCE_MS },
  actions: {
    notify: unprovided<NotifyParams>("notify"),
    /** Tells the library (when it runs) about the saved rating. */
    announceRating: ({ system }, params: { readonly item: RatedItem }) => {
      (system.get(LIBRARY_ID) as LibraryRef | undefined)?.send({
        type: "library.rated.saved",
        item: params.item,
      });
    },
    /** Tells the library (when it runs) that the item is unrated. */
    announceRemoval: ({ system, context }) => {
      (system.get(LIBRARY_ID) as LibraryRef | undefined)?.send({
        type: "library.rated.removed",
        model: context.model,
        modelId: context.modelId,
      });
    },
  },
  actors: {
    /** POST /rate (create) or PUT /rate (update). */
    saveRating: unprovidedActor<RatedItem, { readonly call: RatingCall; readonly item: RatedItem }>(
      "saveRating",
    ),
    /** DELETE /rate. */
    removeRating: unprovidedActor<void, { readonly model: RatedModel; readonly modelId: number }>(
      "removeRating",
    ),
  },
  guards: {
    hasQueued: ({ context }) => context.queued !== null,
    isRated: ({ context }) => context.saved !== null,
  },
}).createMachine({
  id: "rating",
  context: ({ input }) => ({ ...input, shown: input.saved, queued: null, sending: null }),
  type: "parallel",
  states: {
    /** The leading-only debounce of the viewer's choices. */
    debounce: {
      initial: "ready",
      states: {
        ready: {
          on: {
            "rating.rate": {
              target: "waiting",
              actions: [
                assign({ shown: ({ event }) => event.rating }),
                raise(({ event }) => ({ type: "rating.send" as const, rating: event.rating })),
              ],
            },
          },
        },
        waiting: {
          after: { ratingDebounce: "ready" },
          // Ignored, and the wait starts again.
          on: { "rating.rate": { target: "waiting", reenter: true } },
        },
      },
    },
    save: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "rating.send": {
              target: "saving",
              actions: assign({ sending: ({ event }) => event.rating }),
            },
            "rating.remove": { guard: "isRated", target: "removing" },
          },
        },
        removing: {
          invoke: {
            src: "removeRating",
            input: ({ context }) => ({ model: context.model, modelId: context.modelId }),
            onDone: {
              target: "idle",
              actions: [
                assign({ saved: null, shown: null }),
                "announceRemoval",
                { type: "notify", params: RATING_UPDATED },
              ],
            },
            onError: {
              target: "idle",
              actions: { type: "notify", params: ({ event }) => failureToast(event.error) },
            },
          },
        },
        saving: {
          on: { "rating.send": { actions: assign({ queued: ({ event }) => event.rating }) } },
          invoke: {
            src: "saveRating",
            input: ({ context }) => ({
              call: ratingCall(context.model, context.saved),
              item: {
                model_type: context.model,
                model_id: context.modelId,
                rating: context.sending ?? 0,
              },
            }),
            onDone: [
              {
                guard: "hasQueued",
                target: "saving",
                reenter: true,
                actions: [
                  assign(({ context, event }) => ({
                    saved: event.output.rating,
                    sending: context.queued,
                    queued: null,
                  })),
                  { type: "announceRating", params: ({ event }) => ({ item: event.output }) },
                ],
              },
              {
                target: "idle",
                actions: [
                  assign(({ event }) => ({ saved: event.output.rating, sending: null })),
                  { type: "announceRating", params: ({ event }) => ({ item: event.output }) },
                  { type: "notify", params: RATING_UPDATED },
                ],
              },
            ],
            onError: {
              target: "idle",
              actions: [
                assign(({ context }) => ({ shown: context.saved, sending: null, queued: null })),
                { type: "notify", params: ({ event }) => failureToast(event.error) },
              ],
            },
          },
        },
      },
    },
  },
});

export type RatingMachine = typeof ratingMachine;
