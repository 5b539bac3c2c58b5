/** The seam between the toasts machine and the toast bar: selectors and intents. */
import type { SnapshotFrom } from "xstate";
import type { ToastsEvent, toastsMachine } from "../machines/toasts.machine.ts";
import type { MessageView, ToastView } from "./toasts/ToastBar.tsx";

export type ToastsSnapshot = SnapshotFrom<typeof toastsMachine>;

/** The toasts on screen, oldest first (the context's array: stable between changes). */
export const selectToasts = (snapshot: ToastsSnapshot): readonly ToastView[] =>
  snapshot.context.toasts;

/** The message state on screen, or null (the context's object: stable between changes). */
export const selectMessage = (snapshot: ToastsSnapshot): MessageView | null =>
  snapshot.context.message;

export interface ToastIntents {
  readonly dismiss: (id: number) => void;
  readonly dismissMessage: () => void;
}

export const toastIntents = (send: (event: ToastsEvent) => void): ToastIntents => ({
  dismiss: (id) => send({ type: "toast.dismiss", id }),
  dismissMessage: () => send({ type: "message.dismiss" }),
});
