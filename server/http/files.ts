import { readFile, stat } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";

/** Keyed by the request's file extension: a Map, so no name reaches an object prototype. */
export const CONTENT_TYPES: ReadonlyMap<string, string> = new Map([
  [".m3u8", "application/vnd.apple.mpegurl"],
  [".ts", "video/mp2t"],
  [".mpegts", "video/mp2t"],
  [".vtt", "text/vtt; charset=utf-8"],
  [".svg", "image/svg+xml"],
  [".jpg", "image/jpeg"],
  [".jpeg", "image/jpeg"],
  [".png", "image/png"],
  [".webp", "image/webp"],
  [".avif", "image/avif"],
  [".gif", "image/gif"],
  [".ico", "image/x-icon"],
  [".mp4", "video/mp4"],
  [".webm", "video/webm"],
  [".mp3", "audio/mpeg"],
  [".js", "text/javascript; charset=utf-8"],
  [".mjs", "text/javascript; charset=utf-8"],
  [".css", "text/css; charset=utf-8"],
  [".html", "text/html; charset=utf-8"],
  [".json", "application/json"],
  [".webmanifest", "application/manifest+json"],
  [".map", "application/json"],
  [".txt", "text/plain; charset=utf-8"],
  [".xml", "application/xml"],
  [".woff", "font/woff"],
  [".woff2", "font/woff2"],
]);

export const contentTypeOf = (path: string) =>
  CONTENT_TYPES.get(extname(path).toLowerCase()) ?? "application/octet-stream";

/**
 * The file at URL path `urlPath` under `root`, or null when it does not exist, is not a
 * file, or the path tries to leave `root` (.., encoded separators, NUL).
 */
export async function readStaticFile(
  root: string,
  urlPath: string,
): Promise<{ body: Buffer; type: string; mtimeMs: number } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\") || decoded.split("/").includes("..")) {
    return null;
  }
  const base = resolve(root);
  const full = resolve(base, `.${decoded.startsWith("/") ? decoded : `/${decoded}`}`);
  if (!full.startsWith(base + sep)) return null;
  try {
    const info = await stat(full);
    if (!info.isFile()) return null;
    return { body: await readFile(full), type: contentTypeOf(full), mtimeMs: info.mtimeMs };
  } catch {
    return null;
  }
}
