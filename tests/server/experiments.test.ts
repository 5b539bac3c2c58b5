import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExperimentResponse } from "../../src/core/schema/experiment.ts";
import { decodes, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe("GET /experiment/{id} (spec 001 §7)", () => {
  it("answers the experiment's id and value (1 means on)", async () => {
    const res = await server.api("/experiment/918");
    expect(res.status).toBe(200);
    expect(decodes(ExperimentResponse, await res.json()).data).toEqual({ id: 918, value: 1 });
  });

  it("an unknown experiment is 404; an id that is not a whole number is 422, never 500", async () => {
    expect((await server.api("/experiment/917")).status).toBe(404);
    for (const id of ["abc", "9.5", "1e9", "%27%20OR%201%3D1"]) {
      expect((await server.api(`/experiment/${id}`)).status).toBe(422);
    }
  });
});
