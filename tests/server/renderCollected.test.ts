import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { renderPageWith, renderStart } from "../fixtures/serverRender.ts";

// A page server renders about a hundred pages a second (issue 24). A render that kept its
// world (its query cache, router, actors and request) alive after its page was written made
// the process's heap grow by that much a page, and its collector's pauses with it: the
// catalogue cache's 300 s timers did that to every render for five minutes.

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** Every call answered "not found": the render still asks for its reads and draws a page. */
const fetchApi = (async () =>
  new Response(JSON.stringify({ message: "none" }), {
    status: 404,
    headers: { "content-type": "application/json" },
  })) as typeof fetch;

/** Renders `/` for a guest and reads the page whole. */
async function renderAndLetGo(): Promise<void> {
  const page = await renderPageWith(
    new Request("https://cinema.test/"),
    fetchApi,
    renderStart(null),
  );
  expect(await page.response.text()).toContain("<");
}

/** The heap in use once the collector has run, in bytes. */
async function heapAfterCollection(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

describe("a server render once its page is written", () => {
  it("leaves nothing of itself behind: a hundred more renders leave the heap as it was", async () => {
    for (let i = 0; i < 40; i++) await renderAndLetGo(); // the code and the module caches warm
    const before = await heapAfterCollection();
    for (let i = 0; i < 100; i++) await renderAndLetGo();
    const grownPerRender = ((await heapAfterCollection()) - before) / 100;
    expect(grownPerRender).toBeLessThan(25_000);
  });
});
