/** The toasts on screen: shown by any flow, each dismissed by hand or after its duration. */
import { assertEvent, assign, raise, setup } from "xstate";
import { TOAST_DEFAULT_WHEN_NONE_GIVEN_MS } from "../core/constants.ts";
import {
  type MessageRequest,
  type MessageState,
  messageState,
  toastsShown,
} from "../core/messageState.ts";
import type { ToastType } from "../core/messages.ts";

export interface Toast {
  readonly id: number;
  readonly type: ToastType;
  readonly message: string;
  readonly durationMs: number;
}

export type ToastsEvent =
  | { type: "toast.show"; toastType: ToastType; message: string; durationMs?: number }
  | { type: "toast.dismiss"; id: number }
  | ({ type: "message.show" } & { readonly request: MessageRequest })
  | { type: "message.expire"; id: number }
  | { type: "message.dismiss" };

export interface ToastsInput {
  /** The show-errors flag (spec 001 §5): toasts show only when it is on (the default). */
  readonly showErrors?: boolean;
}

export interface ToastsContext {
  readonly toasts: readonly Toast[];
  /** The id the next toast gets: ids are a counter, so runs are reproducible. */
  readonly nextId: number;
  /** The show-errors flag: off, no toast is added. */
  readonly showErrors: boolean;
  /** The message state (one at a time), with the id its expiry timer carries. */
  readonly message: (MessageState & { readonly id: number }) | null;
}

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
    input: {} as ToastsInput | undefined,
  },
  guards: {
    showErrors: ({ context }) => context.showErrors,
  },
  actions: {
    addToast: assign(({ context, event }) => {
      assertEvent(event, "toast.show");
      const toast: Toast = {
        id: context.nextId,
        type: event.toastType,
        message: event.message,
        durationMs: event.durationMs ?? TOAST_DEFAULT_WHEN_NONE_GIVEN_MS,
      };
      return { toasts: [...context.toasts, toast], nextId: context.nextId + 1 };
    }),
    /**
     * The newest toast dismisses itself after its duration. Ids are never reused, so a
     * timer outliving a manual dismiss is a no-op and needs no cancelling.
     */
    scheduleDismiss: raise(
      ({ context }) => ({ type: "toast.dismiss" as const, id: context.nextId - 1 }),
      {
        delay: ({ context }) =>
          context.toasts.at(-1)?.durationMs ?? TOAST_DEFAULT_WHEN_NONE_GIVEN_MS,
      },
    ),
    setMessage: assign(({ context, event }) => {
      assertEvent(event, "message.show");
      return {
        message: { ...messageState(event.request), id: context.nextId },
        nextId: context.nextId + 1,
      };
    }),
    /** The message clears itself after its duration, unless another replaced it. */
    scheduleMessageExpiry: raise(
      ({ context }) => ({ type: "message.expire" as const, id: context.nextId - 1 }),
      { delay: ({ context }) => context.message?.durationMs ?? 0 },
    ),
    expireMessage: assign({
      message: ({ context, event }) => {
        assertEvent(event, "message.expire");
        return context.message?.id === event.id ? null : context.message;
      },
    }),
    clearMessage: assign({ message: null }),
    removeToast: assign({
      toasts: ({ context, event }) => {
        assertEvent(event, "toast.dismiss");
        return context.toasts.filter((toast) => toast.id !== event.id);
      },
    }),
  },
}).createMachine({
  id: "toasts",
  context: ({ input }) => ({
    toasts: [],
    nextId: 1,
    showErrors: toastsShown(input?.showErrors),
    message: null,
  }),
  on: {
    "toast.show": { guard: "showErrors", actions: ["addToast", "scheduleDismiss"] },
    "toast.dismiss": { actions: "removeToast" },
    "message.show": { actions: ["setMessage", "scheduleMessageExpiry"] },
    "message.expire": { actions: "expireMessage" },
    "message.dismiss": { actions: "clearMessage" },
  },
});
