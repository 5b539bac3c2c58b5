import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importViolations, type Layer } from "./dependencyRule.ts";

const root = resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".gen.ts") ? [path] : [];
  });
}

const layers: Layer[] = ["core", "machines", "adapters", "ui", "routes", "app"];

describe("the dependency rule", () => {
  for (const layer of layers) {
    it(`src/${layer} imports only what it may`, () => {
      const files = sourceFiles(join(root, "src", layer));
      const violations = files.flatMap((file) =>
        importViolations(relative(root, file), readFileSync(file, "utf8")),
      );
      expect(violations).toEqual([]);
    });
  }

  it("flags an import that points upwards", () => {
    expect(
      importViolations("src/core/x.ts", 'import { a } from "../machines/a.machine.ts";'),
    ).toHaveLength(1);
    expect(
      importViolations(
        "src/machines/x.machine.ts",
        'import { http } from "../adapters/http/client.ts";',
      ),
    ).toHaveLength(1);
    expect(
      importViolations("src/ui/x.tsx", 'import { c } from "../adapters/cookies.ts";'),
    ).toHaveLength(1);
    expect(importViolations("src/core/x.ts", 'import React from "react";')).toHaveLength(1);
    expect(importViolations("src/machines/x.ts", 'import { useState } from "react";')).toHaveLength(
      1,
    );
    expect(
      importViolations("src/ui/x.tsx", 'import { m } from "../machines/session.machine.ts";'),
    ).toEqual([]);
  });
});
