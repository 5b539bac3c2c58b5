import { dirname, join, normalize } from "node:path";

export type Layer = "core" | "machines" | "adapters" | "ui" | "routes" | "app";

/** Which layers each layer may import (ARCHITECTURE.md: imports only point downwards). */
const allowedLayers: Record<Layer, readonly Layer[]> = {
  core: ["core"],
  machines: ["machines", "core"],
  adapters: ["adapters", "core"],
  ui: ["ui", "machines", "core"],
  routes: ["routes", "ui", "machines", "core"],
  app: ["app", "routes", "ui", "machines", "adapters", "core"],
};

/** Packages a layer may not import: core is pure, machines know no React and no I/O. */
const forbiddenPackages: Record<Layer, RegExp | null> = {
  core: /^(?!effect(\/|$))/,
  machines: /^(react|react-dom|@xstate\/react|@tanstack|video\.js|pusher-js|js-cookie)(\/|$)/,
  adapters: /^(react|react-dom|@tanstack\/react-router|xstate|@xstate\/react)(\/|$)/,
  // The player's stylesheet (video.js's CSS, no code) comes with the view that draws the player.
  ui: /^(video\.js(?!\/dist\/[\w-]+\.css$)|pusher-js|js-cookie)(\/|$)/,
  routes: /^(video\.js|pusher-js|js-cookie)(\/|$)/,
  app: null,
};

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;

function layerOf(path: string): Layer | null {
  const match = /^src\/(core|machines|adapters|ui|routes|app)\//.exec(path);
  return match ? (match[1] as Layer) : null;
}

/** The imports in `source` (a file at repo-relative `path`) that break the dependency rule. */
export function importViolations(path: string, source: string): string[] {
  const layer = layerOf(path);
  if (!layer) return [];
  const violations: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (!specifier) continue;
    if (specifier.startsWith(".")) {
      const target = normalize(join(dirname(path), specifier));
      const targetLayer = layerOf(target);
      if (!targetLayer) {
        violations.push(`${path} imports ${specifier}, outside src layers`);
      } else if (!allowedLayers[layer].includes(targetLayer)) {
        violations.push(`${path} (${layer}) imports ${specifier} (${targetLayer})`);
      }
    } else {
      const forbidden = forbiddenPackages[layer];
      if (forbidden && !specifier.startsWith("node:") && forbidden.test(specifier)) {
        violations.push(`${path} (${layer}) imports package ${specifier}`);
      }
      if (specifier.startsWith("node:") && layer !== "app") {
        violations.push(
          `${path} (${layer}) imports ${specifier}: browser code has no node modules`,
        );
      }
    }
  }
  return violations;
}

/**
 * What reaches an actor: XState's React hooks, the app's actor hooks (`ui/system.tsx`) and a
 * machine's code. Type-only imports reach nothing at run time.
 */
const actorReach = /^(@xstate\/react|xstate)$|(^|\/)system\.tsx$|\.machine\.ts$/;

/**
 * A view gets props, never an actor (ARCHITECTURE.md, machines/views seam): the imports of
 * `source` (a view's file at repo-relative `path`) that would give it one.
 */
export function actorImportsOfView(path: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (!specifier || /^\s*(import|export)\s+type\s/.test(match[0])) continue;
    if (actorReach.test(specifier)) found.push(`${path} (a view) imports ${specifier}`);
  }
  return found;
}
