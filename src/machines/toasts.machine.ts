/** The toasts on screen: shown by any flow, each dismissed by hand or after its duration. */
import { assertEvent, assign, raise, setup } from "xstate";
import { TOAST_DEFAULT_WHEN_NONE_GIVEN_MS } from "../core/constants.ts";
import type { ToastType } from "../core/messages.ts";

export interface Toast {
  readonly id: number;
  readonly type: ToastType;
  readonly message: string;
  readonly durationMs: number;
}

export type ToastsEvent =
  | { type: "toast.show"; toastType: ToastType; message: string; durationMs?: number }
  | { type: "toast.dismiss"; id: number };

export interface ToastsContext {
  readonly toasts: readonly Toast[];
  /** The id the next toast gets: ids are a counter, so runs are reproducible. */
  readonly nextId: number;
}

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
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
    removeToast: assign({
      toasts: ({ context, event }) => {
        assertEvent(event, "toast.dismiss");
        return context.toasts.filter((toast) => toast.id !== event.id);
      },
    }),
  },
}).createMachine({
  id: "toasts",
  context: { toasts: [], nextId: 1 },
  on: {
    "toast.show": { actions: ["addToast", "scheduleDismiss"] },
    "toast.dismiss": { actions: "removeToast" },
  },
});
