/**
 * The code each page's route needs beyond the first load's, as the build lists it
 * (vite.config.ts `routePreloads` writes ROUTE_CHUNKS_FILE into the built client): a page links
 * its route's chunks as module preloads, so the browser fetches them with the page instead of
 * when the app's router asks for them.
 */
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { escapeHtml } from "../http/html.ts";

/** The build's table: page pattern → the paths of its route's chunks. */
export const ROUTE_CHUNKS_FILE = "route-chunks.json";

/** A chunk path as the build writes it; anything else in the table is ignored. */
const CHUNK_PATH = /^\/assets\/[\w.-]+\.js$/;

type RouteChunkTable = ReadonlyMap<string, readonly string[]>;

/** The table read from its JSON: only string arrays of chunk paths survive. */
function tableFrom(json: unknown): RouteChunkTable {
  if (typeof json !== "object" || json === null) return new Map();
  return new Map(
    Object.entries(json).map(([pattern, paths]) => [
      pattern,
      Array.isArray(paths)
        ? paths.filter((path): path is string => typeof path === "string" && CHUNK_PATH.test(path))
        : [],
    ]),
  );
}

/**
 * The module preload links of a page pattern's route chunks, read from the built client in
 * `clientDir` (once per version of the table). A client built without the table (a development
 * server) links none: the router asks for the code itself.
 */
export function routeChunkLinksFrom(clientDir: string): (pattern: string) => Promise<string> {
  let cached: { mtimeMs: number; table: RouteChunkTable } | null = null;
  const table = async (): Promise<RouteChunkTable> => {
    const path = join(clientDir, ROUTE_CHUNKS_FILE);
    try {
      const { mtimeMs } = await stat(path);
      if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, table: tableFrom(JSON.parse(await readFile(path, "utf8"))) };
      }
      return cached.table;
    } catch {
      return new Map();
    }
  };
  return async (pattern) =>
    ((await table()).get(pattern) ?? [])
      .map(
        (path) =>
          `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(path)}">`,
      )
      .join("");
}
