import { describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { createQueryClient } from "../../src/app/queryClient.ts";
import { sessionNavigationLink } from "../../src/app/sessionNavigation.ts";
import { sessionOf } from "../../src/machines/app.machine.ts";
import { idleLinks, startAppSystem } from "../fixtures/session.ts";

describe("the catalogue cache (spec 001 §9: 300 s)", () => {
  it("keeps answers 300 s", () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.staleTime).toBe(300_000);
    expect(options?.gcTime).toBe(300_000);
  });

  it("drops every cached answer when the viewer changes (a guest's answers never reach a member)", async () => {
    const queryClient = createQueryClient();
    const router = {
      state: { location: { pathname: "/movies", search: {} } },
      navigate: async () => {},
      invalidate: async () => {},
    };
    const { app } = startAppSystem({
      links: { ...idleLinks, sessionNavigation: sessionNavigationLink(() => router, queryClient) },
    });
    const session = sessionOf(app.system);
    await waitFor(session, (s) => s.matches({ anonymous: "idle" }));
    queryClient.setQueryData(["movies", "page", 1], "a guest's answer");
    session.send({ type: "session.login", username: "jane", password: "pw" });
    await waitFor(session, (s) => s.matches({ authenticated: "loadingUser" }));
    expect(queryClient.getQueryData(["movies", "page", 1])).toBeUndefined();
    // The member's answers, fetched while their details load, are theirs: kept once loaded.
    queryClient.setQueryData(["movies", "page", 1], "the member's answer");
    await waitFor(session, (s) => s.matches({ authenticated: "ready" }));
    expect(queryClient.getQueryData(["movies", "page", 1])).toBe("the member's answer");
    app.stop();
  });
});
