import { describe, expect, it, vi } from "vitest";
import { lazyErrorReporter } from "../../src/app/lazyErrorReporter.ts";

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("the error reporter loaded with the first report", () => {
  it("sends every report through one reporter, its per-page limit included", async () => {
    const sent: string[] = [];
    const report = lazyErrorReporter({
      url: "/dev/errors",
      pathname: () => "/film/a-slug",
      send: async (_, init) => void sent.push(String(init.body)),
    });
    for (let i = 0; i < 25; i++) report("player", `error ${i}`);
    // The reporter's module loads with the first report (slow on a loaded machine); the
    // reports waiting for it are then sent, no more than the limit.
    await vi.waitFor(() => expect(sent).toHaveLength(20), { timeout: 5_000 });
    await settle();
    expect(sent).toHaveLength(20);
    expect(JSON.parse(sent[0] ?? "{}")).toEqual({
      source: "player",
      message: "error 0",
      page: "/film",
    });
  });

  it("loads nothing and sends nothing where no service is configured", async () => {
    const sent: unknown[] = [];
    const report = lazyErrorReporter({
      url: null,
      pathname: () => "/",
      send: async (url) => void sent.push(url),
    });
    report("search", "Search failed");
    await settle();
    expect(sent).toEqual([]);
  });
});
