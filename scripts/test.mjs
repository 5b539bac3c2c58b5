#!/usr/bin/env node
// `npm test`: typecheck, lint, unit/property/machine/adapter/server tests (the dependency
// rule among them), the production build, and the Playwright journeys in Chromium.
// Every step runs; the last line totals them as `N passed, N failed`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.mjs";

const results = [];

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const child = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return child.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

/** A check that is not a test runner counts as one test. */
function check(name, command, args) {
  const ok = run(name, command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  return ok;
}

mkdirSync("test-results", { recursive: true });

check("typecheck", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]);
check("lint", "npx", ["biome", "check", "--error-on-warnings", "."]);

rmSync("test-results/unit.json", { force: true });
const unitOk = run("unit, property, machine, adapter and server tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile=test-results/unit.json",
]);
const unit = readJson("test-results/unit.json");
// Named now: Playwright empties test-results/ when it starts.
const unitFailures = [];
for (const file of unit?.testResults ?? []) {
  const failedHere = (file.assertionResults ?? []).filter((test) => test.status === "failed");
  for (const test of failedHere) unitFailures.push(`vitest  ${test.fullName}`);
  // A file that failed outside its tests (it did not load, a hook timed out).
  if (file.status === "failed" && failedHere.length === 0) {
    const why = String(file.message ?? "").split("\n")[0];
    unitFailures.push(`vitest  ${file.name}: ${why}`);
  }
}
if (!unitOk && unitFailures.length === 0) {
  unitFailures.push(
    "vitest  exited non-zero with no failed test: an unhandled error (see its output)",
  );
}
results.push(
  unit
    ? {
        name: "vitest",
        passed: unit.numPassedTests,
        failed: unit.numFailedTests + (unitOk || unit.numFailedTests > 0 ? 0 : 1),
        skipped: unit.numPendingTests + unit.numTodoTests,
      }
    : { name: "vitest", passed: 0, failed: 1, skipped: 0 },
);

// The browser build and the server render (npm run build): the journeys run on the
// server-rendered site, as `npm start` serves it.
const built = check("build", "npm", ["run", "build"]);

const browser = ensureChromium();
if (!browser.ok) {
  console.error(browser.message);
  results.push({ name: "e2e", passed: 0, failed: 1, skipped: 0 });
} else if (!built) {
  console.error("e2e: not run, the build failed");
  results.push({ name: "e2e", passed: 0, failed: 1, skipped: 0 });
} else {
  rmSync("test-results/e2e.json", { force: true });
  const e2eOk = run("end-to-end journeys (Playwright, Chromium)", "npx", ["playwright", "test"], {
    CHROMIUM_PATH: browser.path,
  });
  const e2e = readJson("test-results/e2e.json");
  results.push(
    e2e && existsSync("test-results/e2e.json")
      ? {
          name: "e2e",
          passed: e2e.stats.expected + e2e.stats.flaky,
          failed: e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected > 0 ? 0 : 1),
          skipped: e2e.stats.skipped,
        }
      : { name: "e2e", passed: 0, failed: 1, skipped: 0 },
  );
}

/** The names of the failed tests, so the end of the output says which failed. */
function failedTests() {
  const names = [...unitFailures];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) names.push(`e2e     ${file}: ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of readJson("test-results/e2e.json")?.suites ?? []) walk(suite, suite.file);
  return names;
}

const failed = failedTests();
if (failed.length > 0) console.log(`\nFailed\n${failed.map((name) => `  ${name}`).join("\n")}`);

console.log("\nSummary");
for (const r of results) {
  console.log(`  ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
}
const total = results.reduce(
  (t, r) => ({
    passed: t.passed + r.passed,
    failed: t.failed + r.failed,
    skipped: t.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 ? 0 : 1);
