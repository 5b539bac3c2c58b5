import { describe, expect, it } from "vitest";
import { sharedReadCache } from "../../server/render/sharedReads.ts";

const CLIENT_TOKEN = "app-client-token";

/** A fake API counting its calls; answers `status` with the call's number in the body. */
function fakeApi(status = 200) {
  const calls: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request);
    return new Response(JSON.stringify({ call: calls.length }), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const read = async (fetch: typeof globalThis.fetch, token: string, headers = {}) => {
  const response = await fetch("http://api.internal/api/settings", {
    headers: { Authorization: `Bearer ${token}`, locale: "en", ...headers },
  });
  return { status: response.status, body: (await response.json()) as { call: number } };
};

describe("the page server's shared reads", () => {
  it("answers a guest's read from the first guest's answer for 5 s, then asks again", async () => {
    let now = 0;
    const api = fakeApi();
    const fetch = sharedReadCache({ now: () => now }).wrap(api.fetch, CLIENT_TOKEN);
    expect((await read(fetch, CLIENT_TOKEN)).body.call).toBe(1);
    now = 4_999;
    expect((await read(fetch, CLIENT_TOKEN)).body.call).toBe(1);
    now = 5_000;
    expect((await read(fetch, CLIENT_TOKEN)).body.call).toBe(2);
    expect(api.calls).toHaveLength(2);
  });

  it("never shares a member's read (their own token)", async () => {
    const api = fakeApi();
    const fetch = sharedReadCache({ now: () => 0 }).wrap(api.fetch, CLIENT_TOKEN);
    await read(fetch, "member-token");
    await read(fetch, "member-token");
    expect(api.calls).toHaveLength(2);
  });

  it("shares only the very same request: another locale or country is another read", async () => {
    const api = fakeApi();
    const fetch = sharedReadCache({ now: () => 0 }).wrap(api.fetch, CLIENT_TOKEN);
    await read(fetch, CLIENT_TOKEN, { locale: "en" });
    await read(fetch, CLIENT_TOKEN, { locale: "es" });
    await read(fetch, CLIENT_TOKEN, { "x-el-country": "ES" });
    await read(fetch, CLIENT_TOKEN, { "x-el-country": "ES" });
    expect(api.calls).toHaveLength(3);
  });

  it("keeps no failed answer", async () => {
    const api = fakeApi(503);
    const fetch = sharedReadCache({ now: () => 0 }).wrap(api.fetch, CLIENT_TOKEN);
    expect((await read(fetch, CLIENT_TOKEN)).status).toBe(503);
    await read(fetch, CLIENT_TOKEN);
    expect(api.calls).toHaveLength(2);
  });

  it("makes one call for renders that miss at the same time", async () => {
    const api = fakeApi();
    const fetch = sharedReadCache({ now: () => 0 }).wrap(api.fetch, CLIENT_TOKEN);
    const answers = await Promise.all([1, 2, 3].map(() => read(fetch, CLIENT_TOKEN)));
    expect(answers.map((a) => a.body.call)).toEqual([1, 1, 1]);
    expect(api.calls).toHaveLength(1);
  });

  it("reads a header's name in any case and any order as the same read, another value as another", async () => {
    const api = fakeApi();
    const fetch = sharedReadCache({ now: () => 0 }).wrap(api.fetch, CLIENT_TOKEN);
    const url = "http://api.internal/api/settings";
    await fetch(url, { headers: { Authorization: `Bearer ${CLIENT_TOKEN}`, locale: "en" } });
    await fetch(url, { headers: { LOCALE: "en", authorization: `Bearer ${CLIENT_TOKEN}` } });
    await fetch(url, {
      headers: new Headers({ authorization: `Bearer ${CLIENT_TOKEN}`, locale: "en" }),
    });
    await fetch(url, {
      headers: { authorization: `Bearer ${CLIENT_TOKEN}`, locale: "en ", "x-a": "1" },
    });
    expect(api.calls).toHaveLength(2);
  });

  it("renews an answer in its last second in the background: no read waits, none gets an answer older than 5 s", async () => {
    let now = 0;
    const api = fakeApi();
    const fetch = sharedReadCache({ now: () => now }).wrap(api.fetch, CLIENT_TOKEN);
    expect((await read(fetch, CLIENT_TOKEN)).body.call).toBe(1);
    now = 3_999;
    expect((await read(fetch, CLIENT_TOKEN)).body.call).toBe(1);
    expect(api.calls).toHaveLength(1);
    now = 4_000;
    // Answered from the kept answer; the API is asked again behind it.
    expect((await read(fetch, CLIENT_TOKEN)).body.call).toBe(1);
    expect(api.calls).toHaveLength(2);
    await Promise.resolve();
    now = 5_000;
    expect((await read(fetch, CLIENT_TOKEN)).body.call).toBe(2);
    // The renewed answer's 5 s run from its call (4 000 ms).
    now = 8_999;
    expect((await read(fetch, CLIENT_TOKEN)).body.call).toBe(2);
    expect(api.calls).toHaveLength(3);
    await Promise.resolve();
    now = 9_000;
    expect((await read(fetch, CLIENT_TOKEN)).body.call).toBe(3);
  });

  it("answers a read in the last second without waiting for the renewal", async () => {
    let now = 0;
    let release: () => void = () => {};
    let calls = 0;
    const slowApi = (async () => {
      calls++;
      if (calls > 1) await new Promise<void>((resolve) => (release = resolve));
      return new Response(JSON.stringify({ call: calls }), { status: 200 });
    }) as typeof globalThis.fetch;
    const fetch = sharedReadCache({ now: () => now }).wrap(slowApi, CLIENT_TOKEN);
    await read(fetch, CLIENT_TOKEN);
    now = 4_500;
    // The renewal hangs; the read still answers, from the kept answer.
    expect((await read(fetch, CLIENT_TOKEN)).body.call).toBe(1);
    expect((await read(fetch, CLIENT_TOKEN)).body.call).toBe(1);
    expect(calls).toBe(2);
    // Run out while the renewal is under way: the read waits for the renewal, no third call.
    now = 5_100;
    const late = read(fetch, CLIENT_TOKEN);
    release();
    expect((await late).body.call).toBe(2);
    expect(calls).toBe(2);
  });

  it("lets an answer whose renewal failed run out, then asks again", async () => {
    let now = 0;
    let status = 200;
    let calls = 0;
    const api = (async () => {
      calls++;
      return new Response(JSON.stringify({ call: calls }), { status });
    }) as typeof globalThis.fetch;
    const fetch = sharedReadCache({ now: () => now }).wrap(api, CLIENT_TOKEN);
    await read(fetch, CLIENT_TOKEN);
    status = 503;
    now = 4_500;
    expect((await read(fetch, CLIENT_TOKEN)).body.call).toBe(1);
    await Promise.resolve();
    now = 4_900;
    expect((await read(fetch, CLIENT_TOKEN)).body.call).toBe(1);
    expect(calls).toBe(2);
    status = 200;
    now = 5_000;
    expect((await read(fetch, CLIENT_TOKEN)).body.call).toBe(3);
  });

  it("survives a renewal whose call fails on the network: no unhandled rejection ends the process", async () => {
    let now = 0;
    let calls = 0;
    const api = (async () => {
      calls++;
      if (calls > 1) throw new TypeError("fetch failed: other side closed");
      return new Response(JSON.stringify({ call: calls }), { status: 200 });
    }) as typeof globalThis.fetch;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const fetch = sharedReadCache({ now: () => now }).wrap(api, CLIENT_TOKEN);
      await read(fetch, CLIENT_TOKEN);
      now = 4_500;
      expect((await read(fetch, CLIENT_TOKEN)).body.call).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(calls).toBe(2);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  it("shares no write", async () => {
    const api = fakeApi();
    const fetch = sharedReadCache({ now: () => 0 }).wrap(api.fetch, CLIENT_TOKEN);
    for (const _ of [1, 2]) {
      await fetch("http://api.internal/api/newsletter", {
        method: "POST",
        headers: { Authorization: `Bearer ${CLIENT_TOKEN}` },
        body: "email=a%40b.c",
      });
    }
    expect(api.calls).toHaveLength(2);
  });
});

describe("a value kept as a shared read (a page worker's settings)", () => {
  it("is loaded once for 5 s, renewed in its last second behind the callers, and a failure is the caller's, never kept", async () => {
    let now = 0;
    let loads = 0;
    let fail = true;
    let release: () => void = () => {};
    const cache = sharedReadCache({ now: () => now });
    const load = async () => {
      loads++;
      if (fail) throw new Error("the API is away");
      if (loads === 3) await new Promise<void>((resolve) => (release = resolve));
      return { load: loads };
    };
    await expect(cache.value("settings", load)).rejects.toThrow("the API is away");
    fail = false;
    expect(await cache.value("settings", load)).toEqual({ load: 2 });
    now = 3_999;
    expect(await cache.value("settings", load)).toEqual({ load: 2 });
    expect(loads).toBe(2);
    now = 4_000;
    // Its renewal hangs: the callers still get the kept value at once.
    expect(await cache.value("settings", load)).toEqual({ load: 2 });
    expect(await cache.value("settings", load)).toEqual({ load: 2 });
    expect(loads).toBe(3);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    now = 5_000;
    expect(await cache.value("settings", load)).toEqual({ load: 3 });
    expect(loads).toBe(3);
  });
});
