/**
 * The first-visit age modal (spec 000 §2 "Age verification guard", §4; spec 001 §9):
 * `deciding` (transient) -> `hidden` | `showing`; `showing` --ageRestriction.accept-->
 * `accepted` (the app persists the age_restriction cookie, 63072000 s).
 *
 * Named actions provided by the app: `persistAgeRestriction` (write the cookie) and
 * `leaveSite` (the visitor chose to leave; the modal stays until they do).
 */
import { setup } from "xstate";
import { shouldShowAgeRestriction } from "../core/ageVerification.ts";
import { unprovided } from "./unprovided.ts";

export interface AgeRestrictionInput {
  /** Setting age-restriction-enabled (core `firstVisitSettings`). */
  readonly enabled: boolean;
  /** The age_restriction cookie through core `isAgeRestrictionAccepted`. */
  readonly accepted: boolean;
  /** Core `requiresAgeVerification(location, rules)`: the verification page replaces it. */
  readonly verificationRequired: boolean;
}

export type AgeRestrictionContext = AgeRestrictionInput;

export type AgeRestrictionEvent =
  | { readonly type: "ageRestriction.accept" }
  | { readonly type: "ageRestriction.leave" };

export const ageRestrictionMachine = setup({
  types: {
    input: {} as AgeRestrictionInput,
    context: {} as AgeRestrictionContext,
    events: {} as AgeRestrictionEvent,
  },
  actions: {
    /** Write age_restriction = "true" for AGE_RESTRICTION_COOKIE_MAX_AGE_S. */
    persistAgeRestriction: unprovided("persistAgeRestriction"),
    /** Take the visitor away from the site. */
    leaveSite: unprovided("leaveSite"),
  },
  guards: {
    shouldShowModal: ({ context }) => shouldShowAgeRestriction(context),
  },
}).createMachine({
  id: "ageRestriction",
  context: ({ input }) => ({
    enabled: input.enabled,
    accepted: input.accepted,
    verificationRequired: input.verificationRequired,
  }),
  initial: "deciding",
  states: {
    deciding: {
      always: [{ guard: "shouldShowModal", target: "showing" }, { target: "hidden" }],
    },
    /** Off, already accepted, or replaced by age verification. */
    hidden: {},
    showing: {
      on: {
        "ageRestriction.accept": { target: "accepted", actions: "persistAgeRestriction" },
        "ageRestriction.leave": { actions: "leaveSite" },
      },
    },
    accepted: {},
  },
});

export type AgeRestrictionMachine = typeof ageRestrictionMachine;
