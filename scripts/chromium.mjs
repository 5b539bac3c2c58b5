import { existsSync } from "node:fs";

/** The Chromium the tests and benchmarks drive: CHROMIUM_PATH, else Debian's. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p) => p && existsSync(p)) ?? "/usr/bin/chromium";
}

export function hasChromium() {
  return [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].some(
    (p) => p && existsSync(p),
  );
}

/** Flags for Chromium on these machines: no sandbox as root, no GPU, no network of its own. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
