/**
 * The download-movie modal (spec 000 §2 "Modals", 001 §6, §7, §8, §9), a feature actor on a
 * film's page (and a series' page, for one of its episodes). A trial member is told
 * 'Upps!! You're trialing a subscription. ...' (6000 ms, error) and no modal opens. Confirming
 * starts the download: 201 closes the modal with 'Downloading!', then the short-lived link is
 * fetched and the file saved; 429 shows the monthly-limit text (a toast of 16 s, the modal's
 * text cleared after 15 s); an expired link says 'Too many attempts or download has expired,
 * please start download process!'.
 */
import { setup } from "xstate";
import { asApiError, isApiError } from "../core/apiError.ts";
import {
  TOAST_DOWNLOAD_LIMIT_CLEAR_MS,
  TOAST_DOWNLOAD_LIMIT_MS,
  TOAST_DOWNLOAD_MS,
} from "../core/constants.ts";
import { download } from "../core/downloadMessages.ts";
import { downloadDecision } from "../core/downloads.ts";
import { errors, messageForStatus, success, toastTypeForStatus } from "../core/messages.ts";
import type { DownloadLink } from "../core/schema/library.ts";
import type { UserType } from "../core/userType.ts";
import type { NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

/** The system id of the download actor of the item on screen. */
export const DOWNLOAD_ID = "download";

export interface DownloadInput {
  readonly movieId: number;
  readonly title: string;
  readonly userType: UserType;
}

export type DownloadEvent =
  | { readonly type: "download.open" }
  | { readonly type: "download.close" }
  | { readonly type: "download.confirm" };

const TOO_MANY = 429;
const FORBIDDEN = 403;

const statusOf = (error: unknown): number => (isApiError(error) ? error.status : 500);
const trialToast: NotifyParams = {
  type: "error",
  message: download.trialing,
  durationMs: TOAST_DOWNLOAD_MS,
};

export const downloadMachine = setup({
  types: {
    input: {} as DownloadInput,
    context: {} as DownloadInput,
    events: {} as DownloadEvent,
  },
  delays: { limitTextClear: TOAST_DOWNLOAD_LIMIT_CLEAR_MS },
  actions: {
    notify: unprovided<NotifyParams>("notify"),
    /** Saves the file at `url` (the browser's download). */
    saveFile: unprovided<{ readonly url: string; readonly fileName: string }>("saveFile"),
  },
  actors: {
    /** POST /movies/{id}/download: the download's id (201). */
    startDownload: unprovidedActor<string, { readonly movieId: number }>("startDownload"),
    /** GET /download_link/{id}: the file's short-lived URL. */
    fetchLink: unprovidedActor<DownloadLink["data"], { readonly downloadId: string }>("fetchLink"),
  },
  guards: {
    isTrial: ({ context }) => downloadDecision(context.userType, [], 0) === "trial",
    isLimit: ({ event }) => statusOf((event as { error?: unknown }).error) === TOO_MANY,
    isTrialRefusal: ({ event }) => statusOf((event as { error?: unknown }).error) === FORBIDDEN,
  },
}).createMachine({
  id: "download",
  context: ({ input }) => ({ ...input }),
  initial: "closed",
  states: {
    closed: {
      on: {
        "download.open": [
          { guard: "isTrial", actions: { type: "notify", params: trialToast } },
          { target: "open" },
        ],
      },
    },
    open: {
      on: { "download.confirm": "requesting", "download.close": "closed" },
    },
    requesting: {
      invoke: {
        src: "startDownload",
        input: ({ context }) => ({ movieId: context.movieId }),
        onDone: {
          target: "fetchingLink",
          actions: {
            type: "notify",
            params: {
              type: "success",
              message: success.downloading,
              durationMs: TOAST_DOWNLOAD_MS,
            },
          },
        },
        onError: [
          {
            guard: "isLimit",
            target: "limitReached",
            actions: {
              type: "notify",
              params: {
                type: "error",
                message: download.monthlyLimit,
                durationMs: TOAST_DOWNLOAD_LIMIT_MS,
              },
            },
          },
          {
            guard: "isTrialRefusal",
            target: "closed",
            actions: { type: "notify", params: trialToast },
          },
          {
            target: "open",
            actions: {
              type: "notify",
              params: ({ event }) => {
                const error = asApiError(event.error);
                return {
                  type: toastTypeForStatus(error.status),
                  message: messageForStatus(error.status),
                  durationMs: TOAST_DOWNLOAD_MS,
                };
              },
            },
          },
        ],
      },
    },
    /** The modal is closed; the file's link is on its way. */
    fetchingLink: {
      // The download id travels from the start call to here in the done event's output.
      invoke: {
        src: "fetchLink",
        input: ({ event }) => ({
          downloadId: String((event as { output?: unknown }).output ?? ""),
        }),
        onDone: {
          target: "closed",
          actions: {
            type: "saveFile",
            params: ({ event }) => ({ url: event.output.url, fileName: event.output.file_name }),
          },
        },
        onError: {
          target: "closed",
          actions: {
            type: "notify",
            params: {
              type: "error",
              message: errors.downloadExpired,
              durationMs: TOAST_DOWNLOAD_MS,
            },
          },
        },
      },
    },
    /** The monthly limit: the modal shows the text until it clears after 15 s. */
    limitReached: {
      after: { limitTextClear: "open" },
      on: { "download.close": "closed", "download.confirm": "requesting" },
    },
  },
});

export type DownloadMachine = typeof downloadMachine;
