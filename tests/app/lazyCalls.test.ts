import { describe, expect, it, vi } from "vitest";
import { lazyCalls } from "../../src/app/lazyCalls.ts";

interface Port {
  one(n: number): Promise<number>;
  two(): Promise<string>;
}

describe("lazyCalls", () => {
  it("has every call before the adapter loads, loads it once on the first call, and forwards", async () => {
    const load = vi.fn(
      async (): Promise<Port> => ({
        one: async (n) => n + 1,
        two: async () => "two",
      }),
    );
    const port = lazyCalls(load, { one: true, two: true });
    expect(Object.keys(port)).toEqual(["one", "two"]);
    expect(load).not.toHaveBeenCalled();
    await expect(port.one(1)).resolves.toBe(2);
    await expect(port.two()).resolves.toBe("two");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a load that failed is tried again at the next call", async () => {
    let attempts = 0;
    const port = lazyCalls<Port>(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("offline");
        return { one: async (n) => n, two: async () => "" };
      },
      { one: true, two: true },
    );
    await expect(port.one(1)).rejects.toThrow("offline");
    await expect(port.one(2)).resolves.toBe(2);
    expect(attempts).toBe(2);
  });

  it("a call's failure is the adapter's", async () => {
    const port = lazyCalls<Port>(
      async () => ({
        one: () => Promise.reject(new Error("refused")),
        two: async () => "",
      }),
      { one: true, two: true },
    );
    await expect(port.one(1)).rejects.toThrow("refused");
  });
});
