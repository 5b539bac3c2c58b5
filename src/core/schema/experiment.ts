/** `GET /experiment/{id}` (spec 001 §3 "Experiment: id, value (1 means on)", §7). */
import { Schema } from "effect";

export const Experiment = Schema.Struct({
  id: Schema.Number,
  /** 1 means on. */
  value: Schema.Number,
});
export type Experiment = typeof Experiment.Type;

export const ExperimentResponse = Schema.Struct({ data: Experiment });
export type ExperimentResponse = typeof ExperimentResponse.Type;
