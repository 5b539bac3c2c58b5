import { describe, expect, it } from "vitest";
import { createAuthApi } from "../../src/adapters/http/authApi.ts";
import { createCatalogueApi } from "../../src/adapters/http/catalogueApi.ts";
import { formOf, type Reply, scriptedHttp } from "./fakeFetch.ts";

const token = { access_token: "t", token_type: "Bearer", expires_in: 60 };
const meta = { current_page: 1, last_page: 1, total: 0 };

const http = (...replies: Reply[]) => scriptedHttp(undefined, ...replies);
const form = formOf;

describe("createAuthApi", () => {
  it("client token: POST /oauth/token with client credentials", async () => {
    const { client, requests } = http({ status: 200, body: token });
    await expect(createAuthApi(client).clientToken()).resolves.toEqual(token);
    expect(requests[0]?.url).toBe("http://api.test/oauth/token");
    expect(form(requests[0]?.body)).toEqual({
      client_id: "cid",
      client_secret: "csecret",
      grant_type: "client_credentials",
    });
  });

  it("login: POST /login with the password grant and an empty scope", async () => {
    const { client, requests } = http({ status: 200, body: token });
    await createAuthApi(client).login({ username: "u@cinema.test", password: "pw" });
    expect(requests[0]?.url).toBe("http://api.test/login");
    expect(form(requests[0]?.body)).toMatchObject({
      client_id: "cid",
      grant_type: "password",
      username: "u@cinema.test",
      password: "pw",
      scope: "",
    });
  });

  it("logout and /me carry the user's bearer; /me unwraps data", async () => {
    const { client, requests } = http(
      { status: 200, body: {} },
      { status: 200, body: { data: 1 } },
    );
    const api = createAuthApi(client);
    await api.logout("user-token");
    expect(requests[0]).toMatchObject({ url: "http://api.test/logout", method: "POST" });
    expect(requests[0]?.headers.Authorization).toBe("Bearer user-token");
    await expect(api.me("user-token")).rejects.toMatchObject({ status: 500, cause: "decode" });
    expect(requests[1]).toMatchObject({ url: "http://api.test/me", method: "GET" });
  });

  it("sign-up: POST /sign-up with email and password and the client token", async () => {
    const { client, requests } = http({ status: 201, body: { data: {} } });
    await createAuthApi(client, () => "client-token").signUp({ email: "e@x.io", password: "p" });
    expect(requests[0]?.url).toBe("http://api.test/sign-up");
    expect(form(requests[0]?.body)).toEqual({ email: "e@x.io", password: "p" });
    expect(requests[0]?.headers.Authorization).toBe("Bearer client-token");
  });
});

describe("createCatalogueApi", () => {
  it("lists movies with paging, sorting and filters as key[]=value", async () => {
    const { client, requests } = http({ status: 200, body: { data: [], meta } });
    const api = createCatalogueApi(client, () => "bearer");
    await expect(
      api.movies({
        page: 2,
        perPage: 10,
        sortBy: "title",
        direction: "asc",
        filters: { tags: ["x", "y"] },
      }),
    ).resolves.toEqual({ data: [], meta });
    const url = new URL(requests[0]?.url ?? "");
    expect(url.pathname).toBe("/movies");
    expect(url.searchParams.get("page")).toBe("2");
    expect(url.searchParams.get("perPage")).toBe("10");
    expect(url.searchParams.get("sortBy")).toBe("title");
    expect(url.searchParams.get("direction")).toBe("asc");
    expect(url.searchParams.getAll("tags[]")).toEqual(["x", "y"]);
    expect(requests[0]?.headers.Authorization).toBe("Bearer bearer");
  });

  it("calls the catalogue paths of spec 001 §7", async () => {
    const list = { status: 200, body: { data: [] } } as const;
    const page = { status: 200, body: { data: [], meta } } as const;
    const { client, requests } = http(list, list, page, page, list);
    const api = createCatalogueApi(client, () => null);
    await api.settings();
    await api.featuredMovies(5);
    await api.series({ page: 1 });
    await api.persons("guest-stars", { page: 3 });
    await api.tags();
    expect(requests.map((r) => r.url.replace("http://api.test", ""))).toEqual([
      "/settings",
      "/movies/featured?count=5",
      "/series?page=1",
      "/persons/guest-stars?page=3",
      "/tags",
    ]);
    expect(requests[0]?.headers.Authorization).toBeUndefined();
  });

  it("encodes slugs and ids into paths", async () => {
    const bad = { status: 200, body: { data: null } } as const;
    const { client, requests } = http(bad, bad, bad, bad, bad, bad, bad);
    const api = createCatalogueApi(client, () => null);
    const calls = [
      api.movie(12),
      api.movieBySlug("a b/c"),
      api.seriesById(3),
      api.seriesBySlug("s"),
      api.personBySlug("directors", "d"),
      api.tagBySlug("t"),
    ];
    for (const call of calls) await expect(call).rejects.toMatchObject({ cause: "decode" });
    expect(requests.map((r) => r.url.replace("http://api.test", ""))).toEqual([
      "/movies/12",
      "/movies/slug/a%20b%2Fc",
      "/series/3",
      "/series/slug/s",
      "/persons/directors/slug/d",
      "/tags/slug/t",
    ]);
  });
});
