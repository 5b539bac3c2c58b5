/**
 * The comments of a film or series (spec 000 §3, 001 §7 comments, §8, §9), a feature actor on
 * the item's page: the approved comments load (pages on demand); a comment is posted 1500 ms
 * after the last submit (a debounce: a newer submit replaces the draft and restarts the wait),
 * stored pending approval, and 'Thank you for your comment. It has been sent for approval!'
 * shows for 5000 ms. A member likes a comment: a rating of it, always a create (spec 000 §4),
 * which the library then counts among the member's rated items.
 */
import { assign, setup } from "xstate";
import { type CommentTarget, commentDraftError } from "../core/comments.ts";
import { COMMENT_POST_DEBOUNCE_MS } from "../core/constants.ts";
import { success } from "../core/messages.ts";
import type { Page } from "../core/ports.ts";
import { commentLike, type RatingCall } from "../core/rating.ts";
import type { Comment, RatedItem } from "../core/schema/library.ts";
import type { LibraryRef } from "./library.machine.ts";
import { LIBRARY_ID } from "./libraryId.ts";
import { failureToast, type NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

/** The system id of the comments actor of the item on screen. */
export const COMMENTS_ID = "comments";
/** The comment-sent toast lasts 5000 ms (spec 001 §9). */
export const COMMENT_SENT_TOAST_MS = 5_000;

export interface CommentsInput {
  readonly target: CommentTarget;
  readonly id: number;
}

export interface CommentsContext extends CommentsInput {
  readonly comments: readonly Comment[];
  readonly page: number;
  readonly lastPage: number;
  readonly total: number;
  /** The comment waiting for its debounce, then being sent. */
  readonly draft: string | null;
  readonly draftError: string | null;
  /** Comments sent so far (the form clears when it grows). */
  readonly sentCount: number;
  /** The comment whose like is being sent. */
  readonly liking: number | null;
}

export type CommentsEvent =
  | { readonly type: "comments.submit"; readonly content: string }
  | { readonly type: "comments.more" }
  | { readonly type: "comments.like"; readonly commentId: number };

export const commentsMachine = setup({
  types: {
    input: {} as CommentsInput,
    context: {} as CommentsContext,
    events: {} as CommentsEvent,
  },
  delays: { commentDebounce: COMMENT_POST_DEBOUNCE_MS },
  actions: {
    notify: unprovided<NotifyParams>("notify"),
    /** Tells the library (when it runs) about the saved like. */
    announceRating: ({ system }, params: { readonly item: RatedItem }) => {
      (system.get(LIBRARY_ID) as LibraryRef | undefined)?.send({
        type: "library.rated.saved",
        item: params.item,
      });
    },
    takeDraft: assign(({ event }) => {
      if (event.type !== "comments.submit") return {};
      const draftError = commentDraftError(event.content);
      return draftError ? { draftError } : { draft: event.content.trim(), draftError: null };
    }),
  },
  actors: {
    fetchComments: unprovidedActor<
      Page<Comment>,
      { readonly target: CommentTarget; readonly id: number; readonly page: number }
    >("fetchComments"),
    postComment: unprovidedActor<
      void,
      { readonly target: CommentTarget; readonly id: number; readonly comment: string }
    >("postComment"),
    /** POST /rate of a comment. */
    rateComment: unprovidedActor<
      RatedItem,
      { readonly call: RatingCall; readonly item: RatedItem }
    >("rateComment"),
  },
  guards: {
    isValidDraft: ({ event }) =>
      event.type === "comments.submit" && commentDraftError(event.content) === null,
    hasMore: ({ context }) => context.page < context.lastPage,
  },
}).createMachine({
  id: "comments",
  context: ({ input }) => ({
    ...input,
    comments: [],
    page: 0,
    lastPage: 1,
    total: 0,
    draft: null,
    draftError: null,
    sentCount: 0,
    liking: null,
  }),
  type: "parallel",
  states: {
    list: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            src: "fetchComments",
            input: ({ context }) => ({
              target: context.target,
              id: context.id,
              page: context.page + 1,
            }),
            onDone: {
              target: "ready",
              actions: assign(({ context, event }) => ({
                comments: [...context.comments, ...event.output.data],
                page: event.output.meta.current_page,
                lastPage: event.output.meta.last_page,
                total: event.output.meta.total,
              })),
            },
            onError: "failed",
          },
        },
        ready: { on: { "comments.more": { guard: "hasMore", target: "loading" } } },
        failed: { on: { "comments.more": "loading" } },
      },
    },
    post: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "comments.submit": [
              { guard: "isValidDraft", target: "waiting", actions: "takeDraft" },
              { actions: "takeDraft" },
            ],
          },
        },
        /** The debounce: a newer submit replaces the draft and restarts the wait. */
        waiting: {
          after: { commentDebounce: "posting" },
          on: {
            "comments.submit": {
              guard: "isValidDraft",
              target: "waiting",
              reenter: true,
              actions: "takeDraft",
            },
          },
        },
        posting: {
          invoke: {
            src: "postComment",
            input: ({ context }) => ({
              target: context.target,
              id: context.id,
              comment: context.draft ?? "",
            }),
            onDone: {
              target: "idle",
              actions: [
                assign(({ context }) => ({ draft: null, sentCount: context.sentCount + 1 })),
                {
                  type: "notify",
                  params: {
                    type: "success",
                    message: success.commentSent,
                    durationMs: COMMENT_SENT_TOAST_MS,
                  },
                },
              ],
            },
            onError: {
              target: "idle",
              actions: [{ type: "notify", params: ({ event }) => failureToast(event.error) }],
            },
          },
        },
      },
    },
    like: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "comments.like": {
              target: "sending",
              actions: assign({ liking: ({ event }) => event.commentId }),
            },
          },
        },
        sending: {
          invoke: {
            src: "rateComment",
            input: ({ context }) => commentLike(context.liking ?? 0),
            onDone: {
              target: "idle",
              actions: [
                assign({ liking: null }),
                { type: "announceRating", params: ({ event }) => ({ item: event.output }) },
              ],
            },
            onError: {
              target: "idle",
              actions: [
                assign({ liking: null }),
                { type: "notify", params: ({ event }) => failureToast(event.error) },
              ],
            },
          },
        },
      },
    },
  },
});

export type CommentsMachine = typeof commentsMachine;
