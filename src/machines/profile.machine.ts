/**
 * My Account's profile form (spec 000 §3 "Profile form", §5; 001 §5, §8, §9): `editing` ->
 * `profile.submit` (only when a field is non-blank) -> `saving` ('Updating...' for 10000 ms,
 * actor `updateProfile` with the non-blank fields) -> 'Successfully updated!' and the user
 * reloaded -> `editing`; a failure shows its toast and the field errors of a 422.
 * A new e-mail address needs the current password (issue 23, core `changesEmail`): it comes
 * with `profile.submit` and goes to the actor's input only (never into context); without
 * it the form says 'This field is required' under it and sends nothing.
 */
import { assign, sendTo, setup } from "xstate";
import { TOAST_PROGRESS_MS, TOAST_SUCCESS_SHORT_MS } from "../core/constants.ts";
import {
  messageForStatus,
  progress,
  success,
  toastTypeForStatus,
  validation,
} from "../core/messages.ts";
import {
  changesEmail,
  hasProfileChanges,
  type ProfileField,
  type ProfileForm,
  profileChanges,
} from "../core/profile.ts";
import type { User } from "../core/schema/user.ts";
import { SESSION_ID } from "./accountEffects.ts";
import { failureOf, type NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export const PROFILE_EDIT_ID = "profileEdit";

export interface ProfileInput {
  /** The form as it starts (`profileFormOf(user)`). */
  readonly form: ProfileForm;
}

export interface ProfileContext {
  readonly form: ProfileForm;
  /** The account's address as the form started: a different one needs the password. */
  readonly savedEmail: string;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
}

export type ProfileEvent =
  | { readonly type: "profile.edit"; readonly field: ProfileField; readonly value: string }
  | { readonly type: "profile.submit"; readonly currentPassword?: string };

export const profileMachine = setup({
  types: {
    input: {} as ProfileInput,
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
  },
  actions: {
    notify: unprovided<NotifyParams>("notify"),
    /** The session loads the user again (`/me`). */
    reloadUser: sendTo(({ system }) => system.get(SESSION_ID), { type: "session.reload" }),
  },
  actors: {
    /** POST /me/update with the non-blank fields: the updated user. */
    updateProfile: unprovidedActor<User, Readonly<Record<string, string>>>("updateProfile"),
  },
  guards: {
    hasChanges: ({ context }) => hasProfileChanges(context.form),
    lacksPassword: ({ context, event }) =>
      changesEmail(profileChanges(context.form), context.savedEmail) &&
      (event.type !== "profile.submit" || (event.currentPassword ?? "") === ""),
  },
}).createMachine({
  id: "profile",
  context: ({ input }) => ({ form: input.form, savedEmail: input.form.email, fieldErrors: {} }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "profile.edit": {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }),
            fieldErrors: ({ context, event }) => {
              const { [event.field]: _, ...rest } = context.fieldErrors;
              return rest;
            },
          }),
        },
        "profile.submit": [
          {
            guard: "lacksPassword",
            actions: assign({
              fieldErrors: ({ context }) => ({
                ...context.fieldErrors,
                current_password: [validation.required],
              }),
            }),
          },
          { guard: "hasChanges", target: "saving" },
        ],
      },
    },
    saving: {
      entry: {
        type: "notify",
        params: { type: "info", message: progress.updating, durationMs: TOAST_PROGRESS_MS },
      },
      invoke: {
        src: "updateProfile",
        input: ({ context, event }) => {
          const changes = profileChanges(context.form) as Record<string, string>;
          const password = event.type === "profile.submit" ? (event.currentPassword ?? "") : "";
          return changesEmail(changes, context.savedEmail)
            ? { ...changes, current_password: password }
            : changes;
        },
        onDone: {
          target: "editing",
          actions: [
            assign({
              fieldErrors: {},
              savedEmail: ({ context, event }) =>
                typeof event.output?.email === "string" ? event.output.email : context.savedEmail,
            }),
            {
              type: "notify",
              params: {
                type: "success",
                message: success.updated,
                durationMs: TOAST_SUCCESS_SHORT_MS,
              },
            },
            "reloadUser",
          ],
        },
        onError: {
          target: "editing",
          actions: [
            assign({ fieldErrors: ({ event }) => failureOf(event).fieldErrors }),
            {
              type: "notify",
              params: ({ event }) => {
                const error = failureOf(event);
                return {
                  type: toastTypeForStatus(error.status),
                  message: messageForStatus(error.status),
                };
              },
            },
          ],
        },
      },
    },
  },
});
export type ProfileMachine = typeof profileMachine;
