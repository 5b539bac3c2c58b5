/**
 * The user segment is the browser's first API call after hydrating: its module, and what it
 * imports, must not bring Effect (decision 0058: evaluating Effect's chunk was the longest
 * task after a film or series page's hydration). Static imports only: `import type` and
 * dynamic imports load nothing with the module.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const staticImports = (file: string): string[] => {
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)";/gms))
    found.push(match[1] as string);
  for (const match of source.matchAll(/^import\s+"([^"]+)";/gm)) found.push(match[1] as string);
  return found;
};

const packagesReachedFrom = (entry: string): Set<string> => {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const pending = [resolve(entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith(".")) pending.push(resolve(dirname(file), specifier));
      else packages.add(specifier);
    }
  }
  return packages;
};

describe("the user-segment call", () => {
  it("reaches no Effect code through its static imports", () => {
    const packages = [...packagesReachedFrom("src/adapters/http/userSegmentApi.ts")];
    expect(packages.filter((name) => name === "effect" || name.startsWith("effect/"))).toEqual([]);
  });
});
