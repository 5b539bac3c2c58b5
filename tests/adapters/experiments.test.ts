// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import { createCookies } from "../../src/adapters/cookies.ts";
import { experimentCookie } from "../../src/adapters/experiments.ts";

afterEach(() => Cookies.remove("experiment", { path: "/" }));

/** A jar that records what js-cookie is asked to write. */
function recordingJar() {
  const store = new Map<string, string>();
  const writes: [string, string, unknown][] = [];
  const cookies = createCookies({
    get: (name) => store.get(name),
    set: (name, value, attributes) => {
      store.set(name, value);
      writes.push([name, value, attributes]);
    },
    remove: (name) => void store.delete(name),
  });
  return { cookies, writes, store };
}

describe("the experiment cookie (js-cookie)", () => {
  it("a threshold of 0 writes -1 for 3600 s; a draw below the threshold writes 1 for 32140800 s", () => {
    const off = recordingJar();
    expect(experimentCookie(off.cookies, 0, () => 0.1)).toBe(-1);
    expect(off.writes).toEqual([
      ["experiment", "-1", { path: "/", secure: false, sameSite: "lax", expires: 3600 / 86_400 }],
    ]);

    const on = recordingJar();
    expect(experimentCookie(on.cookies, 50, () => 0.3)).toBe(1);
    const control = recordingJar();
    expect(experimentCookie(control.cookies, 50, () => 0.7)).toBe(0);
    for (const jar of [on, control]) {
      expect(jar.writes[0]?.[2]).toEqual({
        path: "/",
        secure: false,
        sameSite: "lax",
        expires: 32_140_800 / 86_400,
      });
    }
  });

  it("drawn once: the stored value stands on the next visit, nothing is written", () => {
    const jar = recordingJar();
    const first = experimentCookie(jar.cookies, 50, () => 0.2);
    const again = experimentCookie(jar.cookies, 50, () => 0.9);
    expect(again).toBe(first);
    expect(jar.writes).toHaveLength(1);
  });

  it("in the browser: the cookie is written by js-cookie and read back", () => {
    const cookies = createCookies();
    expect(experimentCookie(cookies, 30, () => 0.05)).toBe(1);
    expect(document.cookie).toContain("experiment=1");
    expect(experimentCookie(cookies, 30, () => 0.95)).toBe(1);
  });
});
