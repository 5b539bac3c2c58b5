/**
 * Checks docs/rules.md against the code: every row's Function cell names things that exist
 * (in the module the cell names, or anywhere in src and server), every Test cell names test
 * files that exist, the test names it quotes are in those files, and "(P)" files are
 * property tests.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export interface RuleRow {
  readonly line: number;
  readonly rule: string;
  readonly fn: string;
  readonly test: string;
}

/** The rows of every `| Rule | Spec | Function | Test |` table of the document. */
export function ruleRows(markdown: string): RuleRow[] {
  const rows: RuleRow[] = [];
  let inTable = false;
  markdown.split("\n").forEach((text, index) => {
    const line = text.trim();
    if (!line.startsWith("|")) {
      inTable = false;
      return;
    }
    const cells = splitCells(line);
    if (cells[0] === "Rule" && cells[2] === "Function" && cells[3] === "Test") {
      inTable = true;
      return;
    }
    if (!inTable || /^\|[-\s|:]+\|$/.test(line) || cells.length < 4) return;
    rows.push({
      line: index + 1,
      rule: cells[0] ?? "",
      fn: cells[2] ?? "",
      test: cells[3] ?? "",
    });
  });
  return rows;
}

/** Table cells; a `|` inside backticks is text, not a separator. */
function splitCells(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let code = false;
  for (const char of line.slice(1, line.endsWith("|") ? -1 : undefined)) {
    if (char === "`") code = !code;
    if (char === "|" && !code) {
      cells.push(cell.trim());
      cell = "";
    } else {
      cell += char;
    }
  }
  cells.push(cell.trim());
  return cells;
}

const MODULE = /\.(ts|tsx|mjs|js)$/;
const NAME = /^[A-Za-z_$][\w$]*(\(\))?(\.[A-Za-z_$][\w$]*(\(\))?)*$/;
const NOT_NAMES = new Set(["true", "false", "null", "undefined"]);

const codeSpans = (text: string): string[] =>
  [...text.matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? "").trim());

/** `text` split on `separator` outside code spans. */
const splitOutsideCode = (text: string, separator: string): string[] => {
  const parts: string[] = [];
  let part = "";
  let code = false;
  for (const char of text) {
    if (char === "`") code = !code;
    if (char === separator && !code) {
      parts.push(part);
      part = "";
    } else {
      part += char;
    }
  }
  parts.push(part);
  return parts.map((p) => p.trim()).filter((p) => p !== "");
};

export interface Codebase {
  readonly root: string;
  /** The text of a module named in the table (`core/x.ts`, `src/app/y.ts`), or null. */
  module(path: string): string | null;
  /** Every source file under src and server, as one text. */
  readonly allSource: string;
  /** Every source file under src and server with its comments removed. */
  readonly sources: readonly { readonly path: string; readonly code: string }[];
}

/** `source` without its block and line comments (so a mention in a comment is no use). */
export const withoutComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

export function readCodebase(root: string): Codebase {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : MODULE.test(name) ? [path] : [];
    });
  const texts = [...files(join(root, "src")), ...files(join(root, "server"))].map((file) => ({
    path: file.slice(root.length + 1),
    text: readFileSync(file, "utf8"),
  }));
  const allSource = texts.map((t) => t.text).join("\n");
  return {
    root,
    allSource,
    sources: texts.map((t) => ({ path: t.path, code: withoutComments(t.text) })),
    module(path) {
      for (const candidate of [join(root, path), join(root, "src", path)]) {
        if (existsSync(candidate) && statSync(candidate).isFile())
          return readFileSync(candidate, "utf8");
      }
      return null;
    },
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether `name` is declared in `source`: a function, constant, class, type or enum, an
 * imported binding, or a key of an object (setup's actions, guards, delays and actors;
 * a machine's states; a table's entries).
 */
export function declares(source: string, name: string): boolean {
  const n = escapeRegExp(name);
  return [
    new RegExp(`\\b(function\\*?|const|let|var|class|interface|type|enum)\\s+${n}\\b`),
    new RegExp(`import\\s+(type\\s+)?\\{[^}]*\\b${n}\\b[^}]*\\}\\s*from`),
    new RegExp(`(^|[\\s{,])(${n}|"${n}"|'${n}')\\??\\s*[:(]`, "m"),
  ].some((pattern) => pattern.test(source));
}

/** How often each name is mentioned in production code, and in how many modules it is declared. */
interface NameCounts {
  readonly mentions: ReadonlyMap<string, number>;
  readonly declaringModules: ReadonlyMap<string, number>;
}

const countsCache = new WeakMap<Codebase, NameCounts>();

function nameCounts(code: Codebase): NameCounts {
  const cached = countsCache.get(code);
  if (cached) return cached;
  const mentions = new Map<string, number>();
  const declaringModules = new Map<string, number>();
  for (const source of code.sources) {
    for (const [name] of source.code.matchAll(/[A-Za-z_$][\w$]*/g)) {
      mentions.set(name, (mentions.get(name) ?? 0) + 1);
    }
    const declared = new Set(
      [
        ...source.code.matchAll(
          /\b(?:function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g,
        ),
      ].map((m) => m[1] ?? ""),
    );
    for (const name of declared) declaringModules.set(name, (declaringModules.get(name) ?? 0) + 1);
  }
  const counts = { mentions, declaringModules };
  countsCache.set(code, counts);
  return counts;
}

/**
 * Whether production code (src or server, comments aside) uses `name`: a declared function,
 * constant, class or type must be mentioned again, in another module or in its own beyond
 * its declaration. A name that is only a key (a machine's action, state or delay, a
 * framework's option) is used by whoever reads the object.
 */
export function usedInProduction(code: Codebase, name: string): boolean {
  const { mentions, declaringModules } = nameCounts(code);
  const declared = declaringModules.get(name) ?? 0;
  return declared === 0 || (mentions.get(name) ?? 0) > declared;
}

/** What is wrong with one row; empty when it holds. */
export function rowProblems(row: RuleRow, code: Codebase): string[] {
  const problems: string[] = [];
  const where = `docs/rules.md:${row.line} (${row.rule.slice(0, 50)})`;

  // A `;` segment is one claim; its `,` clauses name a module each or share the segment's
  // ("`a`, `b` in `core/x.ts`"; "`f` in `core/x.ts`, called by `g` (`src/app/y.ts`)").
  for (const segment of splitOutsideCode(row.fn, ";")) {
    const segmentModules = codeSpans(segment).filter((s) => MODULE.test(s));
    for (const path of segmentModules) {
      if (code.module(path) === null) problems.push(`${where}: module ${path} does not exist`);
    }
    for (const clause of splitOutsideCode(segment, ",")) {
      const spans = codeSpans(clause);
      const own = spans.filter((s) => MODULE.test(s));
      const modules = own.length > 0 ? own : segmentModules;
      const scope =
        modules.length > 0
          ? modules.map((path) => code.module(path) ?? "").join("\n")
          : code.allSource;
      const scopeName = modules.length > 0 ? modules.join(", ") : "src or server";
      for (const span of spans) {
        if (MODULE.test(span) || !NAME.test(span) || NOT_NAMES.has(span)) continue;
        // An event or state path written as a string (`search.close`, `decision.deciding`).
        if (span.includes(".") && (scope.includes(`"${span}"`) || scope.includes(`'${span}'`)))
          continue;
        for (const part of span.replaceAll("()", "").split(".")) {
          if (!declares(scope, part)) problems.push(`${where}: ${part} is not in ${scopeName}`);
          else if (!usedInProduction(code, part))
            problems.push(`${where}: ${part} is called by no production code (only tests)`);
        }
      }
    }
  }

  const testCell = row.test;
  const paths = codeSpans(testCell).filter((s) => s.startsWith("tests/"));
  const bare = [...testCell.matchAll(/(?<![`\w/])(tests\/[\w./-]+\.(?:ts|tsx))/g)].map(
    (m) => m[1] ?? "",
  );
  const named = [...paths, ...bare];
  const refersElsewhere = /^(same|e2e)\b/i.test(testCell.trim()) || /\be2e\b/.test(testCell);
  if (named.length === 0 && !refersElsewhere)
    problems.push(`${where}: names no test (Test: "${testCell}")`);
  for (const path of named) {
    const file = join(code.root, path);
    if (!existsSync(file)) {
      problems.push(`${where}: test file ${path} does not exist`);
      continue;
    }
    const text = readFileSync(file, "utf8");
    // Quoted test names right after the file, up to the next file or separator.
    const after = testCell.slice(testCell.indexOf(path) + path.length);
    const tail = after.split(/`tests\/|;|,\s*`/)[0] ?? "";
    for (const quoted of tail.matchAll(/"([^"]+)"/g)) {
      const title = quoted[1] ?? "";
      if (!text.includes(title)) problems.push(`${where}: "${title}" is not in ${path}`);
    }
    if (
      /^`?\s*\((P|property)\)/.test(tail.replace(/"[^"]*"/g, "").trim()) &&
      !text.includes("fast-check")
    )
      problems.push(`${where}: ${path} is marked (P) but has no fast-check property`);
  }
  return problems;
}
