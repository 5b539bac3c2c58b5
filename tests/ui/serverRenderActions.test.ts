import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../src/app/queryClient.ts";
import { sharedServerReads } from "../../src/app/serverRenderActions.ts";
import type { CatalogueApi, SiteApi } from "../../src/core/ports.ts";

describe("spec 001 §7: the shared reads of the server's render", () => {
  it("reads settings, promo bars, countdowns and logos in parallel, keeps what answered, and tolerates a failure", async () => {
    const asked: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer =
      <T>(name: string, value: T) =>
      async () => {
        asked.push(name);
        await gate;
        return value;
      };
    const catalogue = { settings: answer("settings", [{ key: "consent-enabled", value: true }]) };
    const site = {
      promoBars: answer("promoBars", [{ id: 1 }]),
      countdowns: async () => {
        asked.push("countdowns");
        await gate;
        throw new Error("502");
      },
      logos: answer("logos", []),
    };
    const queryClient = createQueryClient();
    const done = sharedServerReads({
      queryClient,
      catalogue: catalogue as unknown as CatalogueApi,
      site: site as unknown as SiteApi,
      viewerKey: "guest",
    });
    // All four are asked before any answers: in parallel.
    await Promise.resolve();
    await Promise.resolve();
    expect(asked.sort()).toEqual(["countdowns", "logos", "promoBars", "settings"]);
    release();
    await expect(done).resolves.toBeUndefined();
    expect(queryClient.getQueryData(["promos", "top-header", "guest"])).toEqual([{ id: 1 }]);
    expect(queryClient.getQueryData(["logos"])).toEqual([]);
    expect(queryClient.getQueryData(["promos", "countdowns", "guest"])).toBeUndefined();
  });
});
