import { spawnSync } from "node:child_process";
import { chromiumPath, hasChromium } from "./chromium.mjs";

/**
 * Finds a Chromium for the browser tests; where none exists and apt is usable as root,
 * installs Debian's. Returns `{ ok, path }` or `{ ok: false, message }` (one clear line).
 */
export function ensureChromium() {
  if (hasChromium()) return { ok: true, path: chromiumPath() };
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium with apt-get");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    if (hasChromium()) return { ok: true, path: chromiumPath() };
  }
  return {
    ok: false,
    message:
      "Chromium not found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.",
  };
}
