import { describe, expect, it } from "vitest";
import { createAuthApi } from "../../src/adapters/http/authApi.ts";
import { createCatalogueApi } from "../../src/adapters/http/catalogueApi.ts";
import { createUserSegmentApi } from "../../src/adapters/http/userSegmentApi.ts";
import { formOf, type Reply, scriptedHttp } from "./fakeFetch.ts";

const token = { access_token: "t", token_type: "Bearer", expires_in: 60 };
const meta = { current_page: 1, last_page: 1, total: 0 };

const http = (...replies: Reply[]) => scriptedHttp(undefined, ...replies);

/** A user as `GET /me` sends it: `accepted_mailing` as 0/1 on the wire, a boolean decoded. */
const wireUser = {
  id: 42,
  email: "premium@cinema.test",
  username: null,
  name: "Pat",
  last_name: null,
  role: null,
  picture: null,
  status: "active",
  birth_date_day: null,
  birth_date_month: null,
  birth_date_year: null,
  address: null,
  zip_code: null,
  city: null,
  locale: "en",
  is_email_verified: true,
  is_verification_email_sent: false,
  is_cross_selling_unified_account: false,
  is_legacy_user: false,
  accepted_mailing: 1,
  transactions: [],
  is_trialing_free: false,
  is_subscribed: true,
  active_subscription: null,
  subscriptions: [],
  cont_watching_counter: 3,
  userSession: null,
};
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

  it("login: POST /session/login (the page server's, which passes /login on) with the password grant and an empty scope", async () => {
    const { client, requests } = http({ status: 200, body: token });
    await createAuthApi(client).login({ username: "u@cinema.test", password: "pw" });
    expect(requests[0]?.url).toBe("/session/login");
    expect(form(requests[0]?.body)).toMatchObject({
      client_id: "cid",
      grant_type: "password",
      username: "u@cinema.test",
      password: "pw",
      scope: "",
    });
  });

  it("logout: POST /session/logout (the page server clears its refresh cookie) with the user's bearer", async () => {
    const { client, requests } = http({ status: 200, body: {} });
    await createAuthApi(client).logout("user-token");
    expect(requests[0]).toMatchObject({ url: "/session/logout", method: "POST" });
    expect(requests[0]?.headers.Authorization).toBe("Bearer user-token");
  });

  it("/me carries the user's bearer and gives the user out of `data`, decoded", async () => {
    const { client, requests } = http({ status: 200, body: { data: wireUser } });
    const user = await createAuthApi(client).me("user-token");
    expect(user).toEqual({ ...wireUser, accepted_mailing: true });
    expect(requests[0]).toMatchObject({ url: "http://api.test/me", method: "GET" });
    expect(requests[0]?.headers.Authorization).toBe("Bearer user-token");
  });

  it("/me rejects a body that is not a user in `data` (unwrapped or malformed)", async () => {
    const { client } = http(
      { status: 200, body: wireUser },
      { status: 200, body: { data: { ...wireUser, email: null } } },
    );
    const api = createAuthApi(client);
    await expect(api.me("t")).rejects.toMatchObject({ status: 500, cause: "decode" });
    await expect(api.me("t")).rejects.toMatchObject({ status: 500, cause: "decode" });
  });

  it("renew: POST /session/refresh with no token in it (the page server's HttpOnly cookie carries it)", async () => {
    const renewed = { ...token, access_token: "t2" };
    const { client, requests } = http({ status: 200, body: renewed });
    await expect(createAuthApi(client).renew()).resolves.toEqual(renewed);
    expect(requests[0]).toMatchObject({ url: "/session/refresh", method: "POST" });
    expect(form(requests[0]?.body)).toEqual({});
    expect(requests[0]?.headers.Authorization).toBeUndefined();
    expect(requests[0]?.headers["X-Requested-With"]).toBe("XMLHttpRequest");
  });

  it("sign-up: POST /sign-up with email and password and the client token", async () => {
    const { client, requests } = http({ status: 201, body: { data: {} } });
    await createAuthApi(client, () => "client-token").signUp({ email: "e@x.io", password: "p" });
    expect(requests[0]?.url).toBe("http://api.test/sign-up");
    expect(form(requests[0]?.body)).toEqual({ email: "e@x.io", password: "p" });
    expect(requests[0]?.headers.Authorization).toBe("Bearer client-token");
  });
});

describe("createUserSegmentApi", () => {
  it("GET /smart/user-segment with the bearer; the id as header text", async () => {
    const { client, requests } = http(
      { status: 200, body: { user_segment_id: 3 } },
      { status: 200, body: { user_segment_id: 0 } },
      { status: 200, body: { segment: 3 } },
    );
    const api = createUserSegmentApi(client);
    await expect(api.userSegment("user-token")).resolves.toBe("3");
    expect(requests[0]?.url).toBe("http://api.test/smart/user-segment");
    expect(requests[0]?.headers.Authorization).toBe("Bearer user-token");
    await expect(api.userSegment(null)).resolves.toBe("0");
    expect(requests[1]?.headers.Authorization).toBeUndefined();
    await expect(api.userSegment(null)).rejects.toMatchObject({ cause: "decode" });
  });
  it("asks for the viewer's segment, never a title's: the spec names no place for it (decision 0082)", async () => {
    const { client, requests } = http({ status: 200, body: { user_segment_id: 3 } });
    const askWithTitle = createUserSegmentApi(client).userSegment as (
      token: string | null,
      query: Record<string, number>,
    ) => Promise<string>;
    await askWithTitle("user-token", { movie_id: 12, series_id: 4, id: 7 });
    expect(requests[0]?.url).toBe("http://api.test/smart/user-segment");
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
    const { client, requests } = http(bad, bad, bad, bad, bad, bad, bad, bad, bad);
    const api = createCatalogueApi(client, () => null);
    const calls = [
      api.personById(41),
      api.tagById(5),
      api.movie(12),
      api.movieBySlug("a b/c"),
      api.seriesById(3),
      api.seriesBySlug("s"),
      api.tagBySlug("t"),
    ];
    for (const call of calls) await expect(call).rejects.toMatchObject({ cause: "decode" });
    expect(requests.map((r) => r.url.replace("http://api.test", ""))).toEqual([
      "/persons/41",
      "/tags/5",
      "/movies/12",
      "/movies/slug/a%20b%2Fc",
      "/series/3",
      "/series/slug/s",
      "/tags/slug/t?load_products=0",
    ]);
  });

  it("asks the featured visible tags, a film's similar films optimized, the behind the scenes bare and scene markers by slug (spec 001 §7)", async () => {
    const list = { status: 200, body: { data: [] } } as const;
    const { client, requests } = http(list, list, list, list);
    const api = createCatalogueApi(client, () => null);
    await api.tags({ featured: true, hidden: false });
    await api.similarMovies(7);
    await api.btsMovies();
    await api.sceneMarkersBySlug("the long road");
    expect(requests.map((r) => r.url.replace("http://api.test", ""))).toEqual([
      "/tags?featured=1&hidden=0",
      "/movies/7/similar?optimized=1",
      "/movies/bts",
      "/scene-markers/slug/the%20long%20road",
    ]);
  });

  it("decodes the behind the scenes and the scene markers, refusing a wrong shape", async () => {
    const bad = { status: 200, body: { data: [{ title: 3 }] } } as const;
    const { client } = http(bad, bad);
    const api = createCatalogueApi(client, () => null);
    await expect(api.btsMovies()).rejects.toMatchObject({ cause: "decode" });
    await expect(api.sceneMarkersBySlug("x")).rejects.toMatchObject({ cause: "decode" });
  });
});
