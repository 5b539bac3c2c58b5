import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  declares,
  type RuleRow,
  readCodebase,
  rowProblems,
  ruleRows,
  usedInProduction,
  withoutComments,
} from "./rulesTable.ts";

const root = resolve(import.meta.dirname, "../..");
const markdown = readFileSync(resolve(root, "docs/rules.md"), "utf8");
const code = readCodebase(root);

const row = (fn: string, test: string): RuleRow => ({ line: 1, rule: "a rule", fn, test });

/** Production modules by path; `module` reads them as the rows name them. */
const codebase = (modules: Record<string, string>) => ({
  root,
  allSource: Object.values(modules).join("\n"),
  sources: Object.entries(modules).map(([path, text]) => ({
    path,
    code: withoutComments(text),
  })),
  module: (path: string) => modules[path] ?? modules[`src/${path}`] ?? null,
});

/**
 * Rows whose rule has no test yet, and why; each must still lack one (remove it from here
 * when its test is written). Every other row must hold.
 */
const AWAITING_A_TEST: Readonly<Record<string, string>> = {};

describe("docs/rules.md", () => {
  it("has rule rows", () => {
    expect(ruleRows(markdown).length).toBeGreaterThan(40);
  });

  it("every row names functions, modules and tests that exist", () => {
    const rows = ruleRows(markdown).filter((r) => !(r.rule in AWAITING_A_TEST));
    const problems = rows.flatMap((r) => rowProblems(r, code));
    expect(problems).toEqual([]);
  });

  it("the rows awaiting a test are there and still lack only their test", () => {
    for (const rule of Object.keys(AWAITING_A_TEST)) {
      const found = ruleRows(markdown).find((r) => r.rule === rule);
      expect(found, rule).toBeDefined();
      expect(rowProblems(found!, code).map((p) => p.replace(/^[^)]*\): /, ""))).toEqual([
        `names no test (Test: "${found!.test}")`,
      ]);
    }
  });
});

describe("the rules-table check", () => {
  it.each([
    ["a function in its module", "`deriveUserType` in `core/userType.ts`", 0],
    ["a function missing from its module", "`deriveUserTypes` in `core/userType.ts`", 1],
    ["a function of another module", "`isTokenExpired` in `core/userType.ts`", 1],
    ["a function nowhere in src", "`noSuchFunctionAnywhere`", 1],
    ["a module that does not exist, and its function", "`x` in `core/noSuchModule.ts`", 2],
  ])("flags a function missing from its module or from src: %s", (_, fn, problems) => {
    expect(rowProblems(row(fn, "`tests/core/token.test.ts`"), code)).toHaveLength(problems);
  });

  it("flags a missing test file, a test name not in it, a (P) file without properties, no test", () => {
    const fn = "`deriveUserType`";
    expect(rowProblems(row(fn, "`tests/core/noSuch.test.ts`"), code)).toHaveLength(1);
    expect(
      rowProblems(row(fn, '`tests/core/token.test.ts` "no such test name"'), code),
    ).toHaveLength(1);
    expect(rowProblems(row(fn, "`tests/machines/toasts.test.ts` (P)"), code)).toHaveLength(
      readFileSync(resolve(root, "tests/machines/toasts.test.ts"), "utf8").includes("fast-check")
        ? 0
        : 1,
    );
    expect(rowProblems(row(fn, "`tests/core/userType.test.ts` (P)"), code)).toEqual([]);
    expect(rowProblems(row(fn, "—"), code)).toHaveLength(1);
  });

  it("flags a function that only tests call, not one production code calls", () => {
    const source = (code: string) => ({
      root,
      allSource: code,
      sources: [{ path: "src/core/x.ts", code: withoutComments(code) }],
      module: () => code,
    });
    const onlyDeclared = source("export const lonely = (n: number) => n + 1;");
    expect(usedInProduction(onlyDeclared, "lonely")).toBe(false);
    expect(
      rowProblems(row("`lonely` in `core/x.ts`", "`tests/core/userType.test.ts`"), onlyDeclared),
    ).toEqual([expect.stringContaining("lonely is called by no production code")]);
    const called = source("export const used = (n: number) => n;\nconsole.log(used(2));");
    expect(usedInProduction(called, "used")).toBe(true);
    // A mention in a comment is no call.
    const commented = source("export const quiet = 1;\n// quiet is documented here\n/* quiet */");
    expect(usedInProduction(commented, "quiet")).toBe(false);
    // A machine's action is used where the machine names it, not by its key in the setup.
    expect(
      usedInProduction(source("setup({ actions: { keepUserToken: () => {} } })"), "keepUserToken"),
    ).toBe(false);
    expect(
      usedInProduction(
        source(
          'setup({ actions: { keepUserToken: () => {} } }).createMachine({ entry: "keepUserToken" })',
        ),
        "keepUserToken",
      ),
    ).toBe(true);
    // Nor is the label a declared effect carries until the app provides it.
    expect(
      usedInProduction(
        source('setup({ actions: { keepUserToken: unprovided<Params>("keepUserToken") } })'),
        "keepUserToken",
      ),
    ).toBe(false);
    expect(usedInProduction(code, "deriveUserType")).toBe(true);
  });

  // Only ever a key: of an object, a type's member, another object's key, a method.
  it.each([
    ["an object's entry", "export const api = { deliberatelyKeyed: (n: number) => n };"],
    ["a type's member", "export interface Api { deliberatelyKeyed: number; other?: string }"],
    [
      "an object's method",
      "export const api = {\n  deliberatelyKeyed(n: number): number {\n    return n;\n  },\n};",
    ],
    [
      "a class's method",
      "export class Api {\n  async deliberatelyKeyed(n: number) {\n    return n;\n  }\n}",
    ],
  ])("counts no key as a use: %s", (_, keys) => {
    const onlyKeys = codebase({
      "src/core/x.ts": keys,
      "src/app/y.ts": "export const copy = { deliberatelyKeyed: 1 };",
    });
    expect(usedInProduction(onlyKeys, "deliberatelyKeyed")).toBe(false);
    expect(
      rowProblems(
        row("`deliberatelyKeyed` in `core/x.ts`", "`tests/core/userType.test.ts`"),
        onlyKeys,
      ),
    ).toEqual([expect.stringContaining("deliberatelyKeyed is called by no production code")]);
  });

  const KEYED = "export const api = { deliberatelyKeyed: (n: number) => n };";
  const UNUSED = "export const deliberatelyUnused = (n: number) => n + 1;";
  it.each([
    ["read off the object", KEYED, "deliberatelyKeyed", "console.log(api.deliberatelyKeyed(1));"],
    [
      "named by a string",
      KEYED,
      "deliberatelyKeyed",
      'machine.provide({}); const action = { type: "deliberatelyKeyed" };',
    ],
    [
      "an `after` entry naming a delay",
      KEYED,
      "deliberatelyKeyed",
      "export const state = { after: { deliberatelyKeyed: { target: 'done' } } };",
    ],
    [
      "a ternary's branch",
      UNUSED,
      "deliberatelyUnused",
      "export const pick = (a: boolean) => (a ? deliberatelyUnused : null);",
    ],
    [
      "a shorthand key",
      UNUSED,
      "deliberatelyUnused",
      "export const table = { deliberatelyUnused };",
    ],
    [
      "a call in a function",
      UNUSED,
      "deliberatelyUnused",
      "export const later = () => deliberatelyUnused(1);",
    ],
  ])("counts a reference from another module as a use: %s", (_, declared, name, use) => {
    const used = codebase({ "src/core/x.ts": declared, "src/app/y.ts": use });
    expect(usedInProduction(used, name)).toBe(true);
  });

  it("counts a framework's option as a use", () => {
    // An option of a dependency (declared in its types) is read by the dependency.
    const option = codebase({
      "src/app/router.tsx": "createRouter({ defaultPendingMinMs: 200 });",
    });
    expect(usedInProduction(option, "defaultPendingMinMs")).toBe(true);
  });

  it("reads a `/*` or `//` inside a string, a template or a regular expression as text", () => {
    expect(withoutComments('const a = "/*"; use(x); // c\nend(); /* gone */')).toBe(
      'const a = "/*"; use(x); \nend(); ',
    );
    expect(withoutComments("const s = 'a/*b'; real(); /* c */")).toBe("const s = 'a/*b'; real(); ");
    // A template's placeholders written `#{` here, to keep them out of this file's own strings.
    const template = "const t = `#{f({ a: 1 })} /* y */ #{`in #{g()}`}`;".replaceAll(
      "#{",
      "$" + "{",
    );
    expect(withoutComments(`${template} after(); // c`)).toBe(`${template} after(); `);
    expect(withoutComments("const r = /\\/\\*/g; kept(); /* c */ x = a / b; // d")).toBe(
      "const r = /\\/\\*/g; kept();  x = a / b; ",
    );
    expect(withoutComments('const u = "http://x"; v(); /* a\nb */ w();')).toBe(
      'const u = "http://x"; v(); \n w();',
    );
    // A use after a string holding `/*` is seen; a comment after it is still no use.
    const code = withoutComments('const IMMUTABLE = "/*";\nserve(IMMUTABLE); // quiet\n');
    expect(code).toContain("serve(IMMUTABLE)");
    expect(code).not.toContain("quiet");
  });

  it("counts a reference from another module, or from its own module's code that is itself used", () => {
    const rule = "`deliberatelyUnused` in `core/x.ts`";
    const test = "`tests/core/userType.test.ts`";
    // Called only inside its own module, by a function nothing uses: unused.
    const onlyByDeadCode = codebase({
      "src/core/x.ts": [
        "export const deliberatelyUnused = (n: number) => n + 1;",
        "export function alsoDead(n: number) {",
        "  return deliberatelyUnused(n) * 2;",
        "}",
      ].join("\n"),
    });
    expect(usedInProduction(onlyByDeadCode, "deliberatelyUnused")).toBe(false);
    expect(rowProblems(row(rule, test), onlyByDeadCode)).toEqual([
      expect.stringContaining("deliberatelyUnused is called by no production code"),
    ]);
    // Named elsewhere only as a key of the same name (an object's entry, a type's member).
    const onlyAsKey = codebase({
      "src/core/x.ts": "export const deliberatelyUnused = (n: number) => n + 1;",
      "src/app/y.ts": [
        "export interface Calls { deliberatelyUnused: number }",
        "export const calls = { deliberatelyUnused: 1, other: 2 };",
        "console.log(calls);",
      ].join("\n"),
    });
    expect(usedInProduction(onlyAsKey, "deliberatelyUnused")).toBe(false);
    expect(rowProblems(row(rule, test), onlyAsKey)).toHaveLength(1);
    // Only its own body names it (a recursion): unused.
    const onlyItself = codebase({
      "src/core/x.ts":
        "export function deliberatelyUnused(n: number): number {\n  return n > 0 ? deliberatelyUnused(n - 1) : 0;\n}",
    });
    expect(usedInProduction(onlyItself, "deliberatelyUnused")).toBe(false);
    // Called by a function of its module that another module calls: used.
    const throughItsModule = codebase({
      "src/core/x.ts": [
        "export const deliberatelyUnused = (n: number) => n + 1;",
        "export function twice(n: number) {",
        "  return deliberatelyUnused(n) * 2;",
        "}",
      ].join("\n"),
      "src/app/y.ts": 'import { twice } from "../core/x.ts";\nconsole.log(twice(1));',
    });
    expect(usedInProduction(throughItsModule, "deliberatelyUnused")).toBe(true);
    expect(rowProblems(row(rule, test), throughItsModule)).toEqual([]);
  });

  it("reads declarations, imports and object keys", () => {
    const source = [
      "export function alpha() {}",
      "const beta = 1;",
      'import { gamma, type Delta } from "x";',
      "setup({ actions: { persistToken: () => {} } })",
      "states: { booting: { on: {} } }",
    ].join("\n");
    for (const name of ["alpha", "beta", "gamma", "Delta", "persistToken", "booting"])
      expect(declares(source, name)).toBe(true);
    for (const name of ["alph", "epsilon", "on2"]) expect(declares(source, name)).toBe(false);
  });
});
