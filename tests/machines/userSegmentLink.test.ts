import { describe, expect, it, vi } from "vitest";
import { waitFor } from "xstate";
import { userSegmentLink } from "../../src/app/userSegment.ts";
import { COOKIES } from "../../src/core/cookies.ts";
import { sessionOf } from "../../src/machines/app.machine.ts";
import { memoryCookies } from "../fixtures/memoryCookies.ts";
import { idleLinks, startAppSystem } from "../fixtures/session.ts";

describe("the user segment link (X-User-Segment, spec 001 §7)", () => {
  it("asks for the segment once the viewer is known, and again when the viewer changes", async () => {
    const cookies = memoryCookies();
    let bearer = "client-token";
    const userSegment = vi.fn(async (token: string | null) => (token === "user-token" ? "3" : "0"));
    const { app } = startAppSystem({
      links: {
        ...idleLinks,
        userSegment: userSegmentLink({
          userSegment,
          bearer: () => bearer,
          cookies: cookies.port,
          log: () => {},
        }),
      },
    });
    const session = sessionOf(app.system);
    await waitFor(session, (s) => s.matches({ anonymous: "idle" }));
    await vi.waitFor(() => expect(cookies.values.get(COOKIES.userSegment.name)).toBe("0"));
    bearer = "user-token";
    session.send({ type: "session.login", username: "jane", password: "pw" });
    await waitFor(session, (s) => s.matches({ authenticated: "ready" }));
    await vi.waitFor(() => expect(cookies.values.get(COOKIES.userSegment.name)).toBe("3"));
    // Asked once per viewer, not on every change of the session.
    expect(userSegment.mock.calls.map(([token]) => token)).toEqual(["client-token", "user-token"]);
    app.stop();
  });
});
