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

/** A `/` after one of these (or a keyword such as `return`) starts a regular expression. */
const BEFORE_REGEXP =
  /(?:^|[(,=:[!&|?{};+\-*%~^]|\b(?:return|typeof|case|do|else|in|of|void|yield|await))\s*$/;

/**
 * `source` without its block and line comments (so a mention in a comment is no use). Strings,
 * template literals and regular expressions are read as such: a `/*` or `//` inside one is
 * text, not a comment. A comment's line breaks stay, so line numbers hold.
 */
export function withoutComments(source: string): string {
  let out = "";
  let i = 0;
  /** Open `${` of template literals, innermost last: each one's depth of `{` braces. */
  const templates: number[] = [];
  const readQuoted = (quote: string) => {
    const start = i;
    i += 1;
    while (i < source.length && source[i] !== quote && source[i] !== "\n") {
      i += source[i] === "\\" ? 2 : 1;
    }
    i += 1;
    out += source.slice(start, i);
  };
  /** A template's text from `i` (after its backtick or a `}`) to its end or its next `${`. */
  const readTemplateText = () => {
    const start = i;
    while (i < source.length) {
      if (source[i] === "\\") i += 2;
      else if (source[i] === "`") {
        i += 1;
        break;
      } else if (source[i] === "$" && source[i + 1] === "{") {
        i += 2;
        templates.push(0);
        break;
      } else i += 1;
    }
    out += source.slice(start, i);
  };
  while (i < source.length) {
    const char = source[i] ?? "";
    const next = source[i + 1];
    if (char === "/" && next === "/") {
      while (i < source.length && source[i] !== "\n") i += 1;
    } else if (char === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, "");
      i = stop;
    } else if (char === '"' || char === "'") {
      readQuoted(char);
    } else if (char === "`") {
      out += char;
      i += 1;
      readTemplateText();
    } else if (char === "/" && BEFORE_REGEXP.test(out.slice(-20))) {
      const start = i;
      let inClass = false;
      i += 1;
      while (i < source.length && source[i] !== "\n") {
        const c = source[i];
        if (c === "\\") i += 1;
        else if (c === "[") inClass = true;
        else if (c === "]") inClass = false;
        else if (c === "/" && !inClass) break;
        i += 1;
      }
      i += 1;
      out += source.slice(start, i);
    } else if (templates.length > 0 && (char === "{" || char === "}")) {
      const depth = templates.at(-1) ?? 0;
      out += char;
      i += 1;
      if (char === "{") templates[templates.length - 1] = depth + 1;
      else if (depth > 0) templates[templates.length - 1] = depth - 1;
      else {
        templates.pop();
        readTemplateText();
      }
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

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

/** One top-level statement of a module: a declaration (its name) or other code. */
interface Chunk {
  /** The name a top-level declaration declares; null for other code (imports, calls, exports). */
  readonly declares: string | null;
  readonly imports: boolean;
}

interface Mention {
  readonly module: number;
  readonly chunk: number;
  /** The declaration itself (`function name`, `const name`). */
  readonly declaration: boolean;
}

interface NameIndex {
  readonly chunks: readonly (readonly Chunk[])[];
  readonly mentions: ReadonlyMap<string, readonly Mention[]>;
}

const indexCache = new WeakMap<Codebase, NameIndex>();

const TOP_LEVEL_DECLARATION =
  /^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/;
/** The start of a declared effect's label: `unprovided("`, `unprovidedActor<…>("`. */
const UNPROVIDED_LABEL = /\bunprovided(?:Actor|Callback)?(?:<[^()]*>)?\(\s*["'`]$/;
const DECLARATION_BEFORE = /\b(?:function\*?|const|let|var|class|interface|type|enum)\s+$/;

/**
 * Whether the identifier at `index` (of length `length`) is a key: of an object literal, a
 * type's member or a parameter (`{ name: …`, `, name?: …`, `(name: …`), not a ternary's
 * branch. A key of the same name is not a use of a declared function.
 */
function isKeyAt(code: string, index: number, length: number): boolean {
  if (!/^\s*\??\s*:/.test(code.slice(index + length, index + length + 8))) return false;
  const before = code.slice(Math.max(0, index - 200), index).replace(/\s+$/, "");
  const last = before.at(-1);
  return last === undefined || "{,(;\n".includes(last) || before.length === 0;
}

/**
 * Whether the identifier at `index` (of length `length`) defines a method (`name(…) {`, in an
 * object or a class): a key too, not a call.
 */
function isMethodAt(code: string, index: number, length: number): boolean {
  let i = index + length;
  while (code[i] === " ") i += 1;
  if (code[i] !== "(") return false;
  const before = code.slice(Math.max(0, index - 200), index).replace(/\s+$/, "");
  const previous = before
    .replace(/\b(?:async|get|set|static|public|private|protected|override)$/, "")
    .trimEnd();
  if (!"{,;}\n".includes(previous.at(-1) ?? "\n")) return false;
  let depth = 0;
  for (; i < code.length; i++) {
    if (code[i] === "(") depth += 1;
    else if (code[i] === ")") {
      depth -= 1;
      if (depth === 0) break;
    }
  }
  return /^\)\s*(?::[^{;=]*)?\{/.test(code.slice(i, i + 300));
}

/** Whether the key at `index` is an entry of an `after: { … }`: it names the delay it uses. */
function isDelayKeyAt(code: string, index: number): boolean {
  let depth = 0;
  for (let i = index - 1; i >= Math.max(0, index - 4000); i--) {
    const char = code[i];
    if (char === "}") depth += 1;
    else if (char === "{") {
      if (depth === 0) return /\bafter\s*:\s*$/.test(code.slice(Math.max(0, i - 20), i));
      depth -= 1;
    }
  }
  return false;
}

/** The top-level statements of a module and, per line, the statement it belongs to. */
function chunksOf(code: string): { chunks: Chunk[]; lineChunk: number[] } {
  const chunks: Chunk[] = [];
  const lineChunk: number[] = [];
  for (const line of code.split("\n")) {
    // A statement starts at column 0 with anything but a closing bracket or a continuation.
    if (/^[^\s})\]*.|&?:]/.test(line)) {
      const declared = TOP_LEVEL_DECLARATION.exec(line)?.[1] ?? null;
      chunks.push({ declares: declared, imports: /^import\b/.test(line) });
    } else if (chunks.length === 0) {
      chunks.push({ declares: null, imports: false });
    }
    lineChunk.push(chunks.length - 1);
  }
  return { chunks, lineChunk };
}

function nameIndex(code: Codebase): NameIndex {
  const cached = indexCache.get(code);
  if (cached) return cached;
  const chunks: Chunk[][] = [];
  const mentions = new Map<string, Mention[]>();
  code.sources.forEach((source, module) => {
    const text = source.code;
    const { chunks: own, lineChunk } = chunksOf(text);
    chunks.push(own);
    const lineStarts = [0];
    for (let i = 0; i < text.length; i++) if (text[i] === "\n") lineStarts.push(i + 1);
    let line = 0;
    for (const match of text.matchAll(/(?<![\w$])[A-Za-z_$][\w$]*/g)) {
      const index = match.index ?? 0;
      while (line + 1 < lineStarts.length && (lineStarts[line + 1] ?? 0) <= index) line += 1;
      const name = match[0];
      // A key (an entry, a type's member, a parameter, a method) names no use, but for a
      // delay's name in a machine's `after`, which is how a machine uses the delay.
      const key = isKeyAt(text, index, name.length) || isMethodAt(text, index, name.length);
      if (key && !isDelayKeyAt(text, index)) continue;
      // A declared effect's own label (`notify: unprovided("notify")`) is no use either.
      if (UNPROVIDED_LABEL.test(text.slice(Math.max(0, index - 200), index))) continue;
      const list = mentions.get(name) ?? [];
      list.push({
        module,
        chunk: lineChunk[line] ?? 0,
        declaration: DECLARATION_BEFORE.test(text.slice(Math.max(0, index - 20), index)),
      });
      mentions.set(name, list);
    }
  });
  const index = { chunks, mentions };
  indexCache.set(code, index);
  return index;
}

const dependencyTypesCache = new Map<string, string>();

/**
 * The type declarations of the project's dependencies (and theirs), as one text: where a
 * framework's options (`beforeLoad`, `staleTime`, `defaultPendingMinMs`) are declared.
 */
function dependencyTypes(root: string): string {
  const cached = dependencyTypesCache.get(root);
  if (cached !== undefined) return cached;
  const dependenciesOf = (dir: string): string[] => {
    const manifest = join(dir, "package.json");
    if (!existsSync(manifest)) return [];
    const json = JSON.parse(readFileSync(manifest, "utf8")) as { dependencies?: object };
    return Object.keys(json.dependencies ?? {});
  };
  const packages = new Set(dependenciesOf(root));
  for (const name of [...packages])
    for (const inner of dependenciesOf(join(root, "node_modules", name))) packages.add(inner);
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === "node_modules") continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.d\.m?ts$/.test(name)) texts.push(readFileSync(path, "utf8"));
    }
  };
  for (const name of packages) {
    const dir = join(root, "node_modules", name);
    if (existsSync(dir)) walk(dir);
  }
  const text = texts.join("\n");
  dependencyTypesCache.set(root, text);
  return text;
}

/** Whether a dependency declares `name` as a member of its types: an option it reads. */
const isDependencyOption = (root: string, name: string): boolean =>
  new RegExp(`(^|[\\s{;,(])(readonly\\s+)?${escapeRegExp(name)}\\??\\s*:`, "m").test(
    dependencyTypes(root),
  );

/**
 * Whether production code (src or server, comments aside) uses `name`. A declared function,
 * constant, class or type is used when it is referenced (called, passed, read) by:
 * - a production module that does not declare it, or
 * - its own module, from top-level code that runs (a call, an export list), or from inside
 *   another top-level declaration that is itself used by this same rule.
 * A key of the same name (`{ name: … }`, a type's member, a parameter) is no reference, and
 * neither is the declaration's own body (a recursion). A name that is only ever a key (a
 * machine's action, guard, actor, delay or state; an adapter's method) is used where it is
 * referenced: by a string, a property read, or (a delay) an `after` entry; a key that a
 * dependency's types declare is an option of that dependency, which reads it.
 */
export function usedInProduction(code: Codebase, name: string): boolean {
  const { chunks, mentions } = nameIndex(code);
  const seen = new Set<string>();
  const used = (target: string): boolean => {
    if (seen.has(target)) return false;
    seen.add(target);
    const all = mentions.get(target) ?? [];
    const declarations = all.filter((m) => m.declaration);
    // Only ever a key (a machine's action, guard, actor or state; an adapter's method): used
    // where it is referenced, by a string (`"notify"`, `target: "loading"`), a property read
    // (`api.fetchPage(…)`) or an `after`'s delay.
    // A framework's option (a key its types declare) is read by the framework.
    if (declarations.length === 0) return all.length > 0 || isDependencyOption(code.root, target);
    const declaringModules = new Set(declarations.map((m) => m.module));
    return all.some((m) => {
      if (m.declaration) return false;
      if (!declaringModules.has(m.module)) return true;
      const chunk = chunks[m.module]?.[m.chunk];
      // Its own body is no use (a recursion); a helper declared inside a top-level
      // declaration is used where that declaration is.
      if (chunk === undefined || chunk.imports || chunk.declares === target) return false;
      return chunk.declares === null || used(chunk.declares);
    });
  };
  return used(name);
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
