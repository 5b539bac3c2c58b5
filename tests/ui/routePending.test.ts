import { QueryClient } from "@tanstack/react-query";
import { createRootRoute } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createAppRouter, type RouterDeps } from "../../src/app/router.tsx";

/** Spec 000 "timings", 001 §9: "Data fetch minimum delay 200 ms". */
const SPEC_MIN_DELAY_MS = 200;

describe("client navigation placeholder (decision 0091)", () => {
  it("once drawn, a page's loading placeholder stays the spec's 200 ms", () => {
    const router = createAppRouter({
      routeTree: createRootRoute() as unknown as RouterDeps["routeTree"],
      queryClient: new QueryClient(),
      app: {} as RouterDeps["app"],
      catalogue: {} as RouterDeps["catalogue"],
      site: {} as RouterDeps["site"],
      createVideo: () => Promise.reject(new Error("no video here")),
      onCatch: () => {},
      initialPathname: "/",
      origin: "https://cinema.example",
    });
    expect(router.options.defaultPendingMinMs).toBe(SPEC_MIN_DELAY_MS);
    expect(router.options.defaultPendingComponent).toBeDefined();
  });
});
