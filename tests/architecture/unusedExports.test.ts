import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

/**
 * Exported constants, functions and classes of src and server that no other line of src,
 * server or scripts names. The repository's tools in scripts/ (the journal replay of
 * `npm run replay`, the machine diagrams) run on the product's code and count as its users;
 * tests do not.
 */
function unusedExports(): string[] {
  const read = (path: string) => readFileSync(path, "utf8");
  const texts = [...files(join(root, "src")), ...files(join(root, "server"))].map(read);
  const all = [...texts, ...files(join(root, "scripts")).map(read)].join("\n");
  const unused: string[] = [];
  for (const text of texts) {
    for (const match of text.matchAll(
      /^export\s+(?:const|let|class|(?:async\s+)?function\*?)\s+([A-Za-z_$][\w$]*)/gm,
    )) {
      const name = match[1] ?? "";
      const uses = all.match(new RegExp(`(?<![\\w$])${name.replace(/\$/g, "\\$")}(?![\\w$])`, "g"));
      if ((uses?.length ?? 0) <= 1) unused.push(name);
    }
  }
  return unused.sort();
}

describe("code nothing calls", () => {
  // Issue 27: "delete code nothing calls". A test oracle lives with its tests (tests/fixtures).
  it("every export of src and server is named again by src or server", () => {
    expect(unusedExports()).toEqual([]);
  });
});
