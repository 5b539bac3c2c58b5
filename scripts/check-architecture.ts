#!/usr/bin/env -S npx tsx
// `npm run arch [root]`: the dependency rule of ARCHITECTURE.md over every source file of
// src (imports only point downwards). Prints each violation and exits 1 when there is one.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { importViolations } from "../tests/architecture/dependencyRule.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".gen.ts") ? [path] : [];
  });
}

/** The violations of the dependency rule under `root`/src, and how many files were read. */
export function checkArchitecture(root: string): { files: number; violations: string[] } {
  const files = sourceFiles(join(root, "src"));
  const violations = files.flatMap((file) =>
    importViolations(relative(root, file).split(sep).join("/"), readFileSync(file, "utf8")),
  );
  return { files: files.length, violations };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = resolve(process.argv[2] ?? ".");
  const { files, violations } = checkArchitecture(root);
  for (const violation of violations) console.error(`✗ ${violation}`);
  console.log(
    violations.length === 0
      ? `architecture: ${files} files under src, no violation of the dependency rule`
      : `architecture: ${violations.length} violation(s) of the dependency rule`,
  );
  process.exit(violations.length === 0 ? 0 : 1);
}
