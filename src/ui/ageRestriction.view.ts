/** The seam between the age-restriction machine and the age modal. */
import type { SnapshotFrom } from "xstate";
import type {
  AgeRestrictionEvent,
  AgeRestrictionMachine,
} from "../machines/ageRestriction.machine.ts";

export type AgeRestrictionSnapshot = SnapshotFrom<AgeRestrictionMachine>;

export const selectAgeModalVisible = (snapshot: AgeRestrictionSnapshot): boolean =>
  snapshot.matches("showing");

export interface AgeRestrictionIntents {
  readonly enter: () => void;
  readonly leave: () => void;
}

export const ageRestrictionIntents = (
  send: (event: AgeRestrictionEvent) => void,
): AgeRestrictionIntents => ({
  enter: () => send({ type: "ageRestriction.accept" }),
  leave: () => send({ type: "ageRestriction.leave" }),
});
