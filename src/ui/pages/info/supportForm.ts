/**
 * The seam between the contact machine and a support form's view (issue 26): the page's
 * component runs the machine with its `send` and hands the view plain props.
 */
import { useActorRef } from "@xstate/react";
import { useCallback } from "react";
import { fromPromise, type SnapshotFrom } from "xstate";
import type { ContactMachine, FormValues } from "../../../machines/contact.machine.ts";
import { useSelector } from "../../useSelector.ts";

export type SupportFormStatus = "editing" | "sending" | "sent";

export interface SupportFormView {
  readonly status: SupportFormStatus;
  readonly values: FormValues;
  readonly errors: Readonly<Record<string, string>>;
  readonly failure: string | null;
  readonly onSubmit: (values: FormValues) => void;
  readonly onAgain: () => void;
}

const statusOf = (s: SnapshotFrom<ContactMachine>): SupportFormStatus =>
  s.matches("sending") ? "sending" : s.matches("sent") ? "sent" : "editing";

/** The form's values by field name, read from the submitted form element. */
export const formDataValues = (form: HTMLFormElement): FormValues => {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
};

/** Runs a support form's machine with `send` for as long as the page shows it. */
export function useSupportForm(
  machine: ContactMachine,
  send: (message: never) => Promise<unknown>,
): SupportFormView {
  const actor = useActorRef(
    machine.provide({
      actors: { send: fromPromise(({ input }) => send(input as never)) },
    }),
  );
  const status = useSelector(actor, statusOf);
  const context = useSelector(actor, (s) => s.context);
  const onSubmit = useCallback(
    (values: FormValues) => actor.send({ type: "contact.submit", values }),
    [actor],
  );
  const onAgain = useCallback(() => actor.send({ type: "contact.again" }), [actor]);
  return { status, ...context, onSubmit, onAgain };
}
