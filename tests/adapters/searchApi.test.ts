/** The search adapter against the real reference server: over the wire, decoded by core schemas. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogueApi } from "../../src/adapters/http/catalogueApi.ts";
import { createHttpClient } from "../../src/adapters/http/client.ts";
import { createSearchApi } from "../../src/adapters/http/searchApi.ts";
import type { CatalogueApi, SearchApi } from "../../src/core/ports.ts";
import { startTestServer, type TestServer } from "../server/helpers.ts";

let server: TestServer;
let api: SearchApi;
let catalogue: CatalogueApi;
beforeAll(async () => {
  server = await startTestServer();
  const http = createHttpClient({
    apiBase: `${server.url}/api`,
    clientId: "cinema-web",
    clientSecret: "cinema-web-public-secret",
    locale: () => "en",
    location: () => ({ country: null, usState: null }),
  });
  api = createSearchApi(http, () => null);
  catalogue = createCatalogueApi(http, () => null);
});
afterAll(async () => {
  await server.stop();
});

describe("search adapter", () => {
  it("finds a title by its first letters, decoded with model_type and resourceType", async () => {
    const results = await api.search("gentle orch");
    expect(results[0]).toMatchObject({
      model_type: "Movie",
      title: "Gentle Orchard",
      resourceType: null,
    });
  });

  it("sends FTS syntax as plain text and folds diacritics", async () => {
    expect(
      (await api.search('"ECLAIR* (minu')).map((r) => r.model_type === "Movie" && r.title),
    ).toContain("Éclair de Minuit");
  });

  it("rejects with an ApiError 422 under 2 characters", async () => {
    await expect(api.search("g")).rejects.toMatchObject({ _tag: "ApiError", status: 422 });
  });

  it("is cancelled by its signal", async () => {
    const controller = new AbortController();
    const pending = api.search("gentle", controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ _tag: "ApiError" });
  });

  it("reads the search labels (GET /smart/search-labels, a catalogue read)", async () => {
    const labels = await catalogue.searchLabels();
    expect(labels.length).toBeGreaterThan(0);
    expect(labels[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      query: expect.any(String),
    });
  });
});
