/** Issue 26: complaints and content removal requests reach the support outbox. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiErrorBody } from "../../src/core/schema/common.ts";
import { ComplaintReceipt } from "../../src/core/schema/help.ts";
import { latestMail } from "./accountHelpers.ts";
import { decodes, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const valid = {
  name: "Ada Lovelace",
  email: "ada@cinema.test",
  url: "https://cinema.test/movies/the-long-night",
  reason: "copyright",
  details: "The soundtrack is my composition, used without a licence.",
};

describe("POST /complaints", () => {
  it("puts a valid complaint in the support outbox and answers 201", async () => {
    const res = await server.postJson("/complaints", valid);
    expect(res.status).toBe(201);
    expect(decodes(ComplaintReceipt, await res.json()).data.status).toBe("received");
    const mail = latestMail(server, "support@cinema.test");
    expect(mail?.subject).toContain("https://cinema.test/movies/the-long-night");
    expect(mail?.text).toContain("ada@cinema.test");
    expect(mail?.text).toContain("The soundtrack is my composition");
  });

  it("answers 422 per field for an invalid complaint, never 500", async () => {
    const res = await server.postJson("/complaints", {
      name: " ",
      email: "nope",
      url: "javascript:alert(1)",
      reason: "spam",
      details: "short",
    });
    expect(res.status).toBe(422);
    expect(Object.keys(decodes(ApiErrorBody, await res.json()).errors ?? {}).sort()).toEqual([
      "details",
      "email",
      "name",
      "reason",
      "url",
    ]);
    const wrongTypes = await server.postJson("/complaints", { ...valid, url: 42, details: [] });
    expect(wrongTypes.status).toBe(422);
  });

  it("answers 413 to a huge body", async () => {
    const res = await server.postJson("/complaints", { ...valid, details: "x".repeat(200_000) });
    expect(res.status).toBe(413);
  });
});
