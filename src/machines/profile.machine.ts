/**
 * My Account's profile form (spec 000 §3 "Profile form", §5; 001 §5, §8, §9): `editing` ->
 * `profile.submit` (only when a field is non-blank) -> `saving` ('Updating...' for 10000 ms,
 * actor `updateProfile` with the non-blank fields) -> 'Successfully updated!' and the user
 * reloaded -> `editing`; a failure shows its toast and the field errors of a 422.
 */
import { assign, sendTo, setup } from "xstate";
import { TOAST_PROGRESS_MS, TOAST_SUCCESS_SHORT_MS } from "../core/constants.ts";
import { messageForStatus, progress, success, toastTypeForStatus } from "../core/messages.ts";
import {
  hasProfileChanges,
  type ProfileField,
  type ProfileForm,
  profileChanges,
} from "../core/profile.ts";
import type { User } from "../core/schema/user.ts";
import { failureOf, type NotifyParams, SESSION_ID } from "./accountEffects.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export const PROFILE_EDIT_ID = "profileEdit";

export interface ProfileInput {
  /** The form as it starts (`profileFormOf(user)`). */
  readonly form: ProfileForm;
}

export interface ProfileContext {
  readonly form: ProfileForm;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
}

export type ProfileEvent =
  | { readonly type: "profile.edit"; readonly field: ProfileField; readonly value: string }
  | { readonly type: "profile.submit" };

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
  },
}).createMachine({
  id: "profile",
  context: ({ input }) => ({ form: input.form, fieldErrors: {} }),
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
        "profile.submit": { guard: "hasChanges", target: "saving" },
      },
    },
    saving: {
      entry: {
        type: "notify",
        params: { type: "info", message: progress.updating, durationMs: TOAST_PROGRESS_MS },
      },
      invoke: {
        src: "updateProfile",
        input: ({ context }) => profileChanges(context.form) as Record<string, string>,
        onDone: {
          target: "editing",
          actions: [
            assign({ fieldErrors: {} }),
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
