/** `GET /experiment/{id}` (spec 001 §7): the experiment's id and value (1 means on). */
import { type Experiment, ExperimentResponse } from "../../core/schema/experiment.ts";
import type { HttpClient } from "./client.ts";

export function createExperimentApi(http: HttpClient, tokenProvider: () => string | null) {
  return {
    experiment: async (id: number): Promise<Experiment> =>
      (
        await http.get(`/experiment/${encodeURIComponent(String(id))}`, ExperimentResponse, {
          token: tokenProvider(),
        })
      ).data,
  };
}
