import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkArchitecture } from "../../scripts/check-architecture.ts";

const repo = resolve(import.meta.dirname, "../..");
const scratch = mkdtempSync(join(tmpdir(), "cinema-arch-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A small source tree under a fresh root. */
function tree(name: string, files: Record<string, string>): string {
  const root = join(scratch, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** `npm run arch` as the package script runs it, on `root`. */
const runArch = (root: string) =>
  spawnSync(join(repo, "node_modules/.bin/tsx"), ["scripts/check-architecture.ts", root], {
    cwd: repo,
    encoding: "utf8",
  });

describe("npm run arch (scripts/check-architecture.ts)", () => {
  it("finds every upward import of a tree", () => {
    const root = tree("upwards", {
      "src/core/a.ts": 'import { b } from "../machines/b.machine.ts";\nexport const a = b;\n',
      "src/machines/b.machine.ts": 'import { c } from "../adapters/c.ts";\nexport const b = c;\n',
      "src/adapters/c.ts": "export const c = 1;\n",
    });
    const { files, violations } = checkArchitecture(root);
    expect(files).toBe(3);
    expect(violations).toHaveLength(2);
  });

  it("exits 1 and names the file on a violation, 0 on a clean tree", () => {
    const bad = tree("bad", {
      "src/ui/View.tsx": 'import Cookies from "js-cookie";\nexport const v = Cookies;\n',
    });
    const failed = runArch(bad);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain("src/ui/View.tsx");

    const clean = tree("clean", {
      "src/core/a.ts": "export const a = 1;\n",
      "src/ui/b.ts": 'import { a } from "../core/a.ts";\nexport const b = a;\n',
    });
    const passed = runArch(clean);
    expect(passed.stdout).toContain("no violation");
    expect(passed.status).toBe(0);
  }, 60_000);

  it("is the npm script", async () => {
    const { default: pkg } = await import("../../package.json", { with: { type: "json" } });
    expect(pkg.scripts.arch).toBe("tsx scripts/check-architecture.ts");
  });
});
