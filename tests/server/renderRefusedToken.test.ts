import { describe, expect, it } from "vitest";
import { renderFailureLog } from "../../server/render/renderFailure.ts";
import { MemberUnreadError } from "../../src/app/entry-server.tsx";
import { RENDER_NOW, renderPageWith, renderStart } from "../fixtures/serverRender.ts";

const TOKEN = {
  access_token: "member-token",
  token_type: "Bearer",
  expires_in: 3600,
  expires_at: RENDER_NOW + 3_600_000,
};

/** The server render of `/` for a request with a live session, the API answering `/me` with `status`. */
async function renderWithMe(status: number | "unreachable") {
  const asked: string[] = [];
  const fetchApi = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    asked.push(url.pathname);
    if (url.pathname === "/me") {
      if (status === "unreachable") throw new TypeError("fetch failed");
      return new Response(JSON.stringify({ message: "refused" }), {
        status,
        headers: { "content-type": "application/json" },
      });
    }
    return new Response(JSON.stringify({ message: "none" }), {
      status: 404,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  const request = new Request("https://cinema.test/", {
    headers: { cookie: `Authorization=${encodeURIComponent(JSON.stringify(TOKEN))}` },
  });
  const page = await renderPageWith(request, fetchApi, renderStart(TOKEN.expires_at));
  await page.response.text();
  return { page, asked };
}

describe("the server render of a session whose token the API refuses", () => {
  it.each([401, 403])(
    "renders a guest's page when loading the user is refused with %i (spec 001 §4)",
    async (status) => {
      const { page, asked } = await renderWithMe(status);
      expect(asked).toContain("/me");
      expect(page.start.restoredTokenExpiresAt).toBeNull();
      expect(page.start.user).toBeUndefined();
    },
  );
});

describe("the server render of a session whose user cannot be read", () => {
  it.each([500, 503, "unreachable"] as const)(
    "gives the page to the browser at once when loading the user fails with %s",
    async (failure) => {
      // Before, the render waited for a session that never runs on the server: no page at all.
      await expect(renderWithMe(failure)).rejects.toBeInstanceOf(MemberUnreadError);
    },
  );
});

describe("what the page server logs when the render leaves the page to the browser", () => {
  it("logs a member it could not read in one line, without a stack", () => {
    const lines = renderFailureLog("/movies/a", new MemberUnreadError());
    expect(lines).toEqual([
      "[render] left to the browser: /movies/a: The member's details could not be read: the page is left to the browser",
    ]);
  });

  it("logs any other failure whole, stack included", () => {
    const error = new TypeError("x is not a function");
    expect(renderFailureLog("/movies/a", error)).toEqual(["[render] failed", "/movies/a", error]);
  });
});
