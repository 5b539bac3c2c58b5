/**
 * The send flow of a support form (issue 26: the contact form and the complaints and content
 * removal form). `contact.submit { values }` checks the values with the form's core rules:
 * with errors the form stays in `editing` showing them; valid, the form's message goes to the
 * actor `send`, then `sent`, or back to `editing` with the server's field errors (422), the
 * flood message (429) or the failure's message (`sendFailureOf`). `contact.again` opens an
 * empty form after a send. What the viewer typed stays in context so a redraw keeps it.
 */
import { assign, setup } from "xstate";
import {
  COMPLAINT_FIELDS,
  complaintMessageOf,
  validateComplaintForm,
} from "../core/complaintForm.ts";
import {
  CONTACT_FIELDS,
  contactMessageOf,
  formValuesOf,
  sendFailureOf,
  validateContactForm,
} from "../core/contactForm.ts";
import { failureOf } from "./notify.ts";
import { unprovidedActor } from "./unprovided.ts";

export type FormValues = Readonly<Record<string, string>>;

/** A form's rules, from src/core: its fields, its checks and the message it sends. */
export interface SupportFormRules<Message> {
  readonly id: string;
  readonly fields: readonly string[];
  readonly validate: (values: FormValues) => Readonly<Record<string, string | undefined>>;
  readonly messageOf: (values: FormValues) => Message | null;
}

export interface ContactContext {
  readonly values: FormValues;
  readonly errors: Readonly<Record<string, string>>;
  readonly failure: string | null;
}

export type ContactEvent =
  | { readonly type: "contact.submit"; readonly values: FormValues }
  | { readonly type: "contact.again" };

const definedErrors = (found: Readonly<Record<string, string | undefined>>) => {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(found)) if (message) errors[field] = message;
  return errors;
};

/** The machine of one support form; the actor `send` gets the form's `messageOf` output. */
export function contactMachineFor<Message>(rules: SupportFormRules<Message>) {
  const empty: FormValues = Object.fromEntries(rules.fields.map((field) => [field, ""]));
  return setup({
    types: { context: {} as ContactContext, events: {} as ContactEvent },
    actors: { send: unprovidedActor<unknown, unknown>("send") },
    guards: {
      isValid: ({ event }) =>
        event.type === "contact.submit" && rules.messageOf(event.values) !== null,
    },
  }).createMachine({
    id: rules.id,
    context: { values: empty, errors: {}, failure: null },
    initial: "editing",
    states: {
      editing: {
        on: {
          "contact.submit": [
            {
              guard: "isValid",
              target: "sending",
              actions: assign({ values: ({ event }) => event.values, errors: {}, failure: null }),
            },
            {
              actions: assign({
                values: ({ event }) => event.values,
                errors: ({ event }) => definedErrors(rules.validate(event.values)),
                failure: null,
              }),
            },
          ],
        },
      },
      sending: {
        invoke: {
          src: "send",
          input: ({ context }: { readonly context: ContactContext }): unknown =>
            rules.messageOf(context.values),
          onDone: { target: "sent" },
          onError: {
            target: "editing",
            actions: assign(({ event }) => sendFailureOf(failureOf(event), rules.fields)),
          },
        },
      },
      sent: {
        on: {
          "contact.again": {
            target: "editing",
            actions: assign({ values: empty, errors: {}, failure: null }),
          },
        },
      },
    },
  });
}

export type ContactMachine = ReturnType<typeof contactMachineFor<unknown>>;

/** The contact form (/contact-us): actor `send` posts the message (`POST /contact-messages`). */
export const contactFormMachine = contactMachineFor({
  id: "contactForm",
  fields: CONTACT_FIELDS,
  validate: (values) => validateContactForm(formValuesOf(values, CONTACT_FIELDS)),
  messageOf: (values) => contactMessageOf(formValuesOf(values, CONTACT_FIELDS)),
});

/** The complaints and content removal form (/complaints): `send` posts `POST /complaints`. */
export const complaintFormMachine = contactMachineFor({
  id: "complaintForm",
  fields: COMPLAINT_FIELDS,
  validate: (values) => validateComplaintForm(formValuesOf(values, COMPLAINT_FIELDS)),
  messageOf: (values) => complaintMessageOf(formValuesOf(values, COMPLAINT_FIELDS)),
});
