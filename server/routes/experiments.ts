/**
 * `GET /experiment/{id}` (spec 001 §7; §3 "Experiment: id, value (1 means on)"): the
 * experiment's value from the experiments table; an id that is not a whole number is 422,
 * an unknown one 404.
 */
import { Schema } from "effect";
import { Hono } from "hono";
import { ExperimentResponse } from "../../src/core/schema/experiment.ts";
import type { AppEnv, Deps } from "../context.ts";
import { notFound } from "../http/errors.ts";
import { IntInput } from "../http/fields.ts";
import { decodeInput } from "../http/validate.ts";

const encodeExperiment = Schema.encodeSync(ExperimentResponse);
const ExperimentPath = Schema.Struct({ id: IntInput });

interface Row {
  readonly id: number;
  readonly value: number;
}

export function experimentRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const byId = deps.db.prepare("SELECT id, value FROM experiments WHERE id = ?");

  app.get("/experiment/:id", (c) => {
    const { id } = decodeInput(ExperimentPath, { id: c.req.param("id") });
    const row = byId.get(id) as Row | undefined;
    if (!row) throw notFound();
    return c.json(encodeExperiment({ data: { id: row.id, value: row.value } }));
  });

  return app;
}
