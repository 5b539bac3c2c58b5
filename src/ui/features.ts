/**
 * The effects of the feature actors, as the views need them: for each feature machine the
 * view loads lazily, a function that gives the machine its real effects. The composition
 * root implements this (src/app/features.ts), tests give fakes; views never see adapters.
 */
import type { AgeVerificationPageMachine } from "../machines/ageVerificationPage.machine.ts";
import type { searchMachine } from "../machines/search.machine.ts";

export interface FeatureEffects {
  readonly ageVerificationPage: (machine: AgeVerificationPageMachine) => AgeVerificationPageMachine;
  /** The header search (issue 10): `POST /search`, failures logged. */
  readonly search: (machine: typeof searchMachine) => typeof searchMachine;
}
