/**
 * The page's entry: lets the browser paint the server's boot shell (the header and the page's
 * lead picture), then starts the app (src/app/main.tsx). The app's modules are preloaded by
 * index.html and evaluate only after that paint: evaluated first, as the entry's own imports
 * are, they held the first paint back by their whole evaluation whenever they had arrived
 * before the page was parsed.
 */
// The app's stylesheet; the build inlines it into index.html (vite.config.ts), so the
// boot shell paints styled, before any script arrives.
import "../ui/styles/global.css";

/**
 * How long the app waits for the shell's lead pictures (the page's largest paint) before
 * starting anyway: a picture that is slow to come must not keep the page from working.
 */
const LEAD_PICTURE_WAIT_MS = 1500;
/** How long the app waits for the browser's frame before starting anyway (hidden tabs). */
const FRAME_WAIT_MS = 100;

const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// The lead pictures (the cover, or a list's first row of posters) are painted before the app
// starts: the app's first tasks would otherwise keep a picture that has arrived from being
// drawn until they end.
const leads = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
const decoding = leads.filter((lead) => !lead.complete).map((lead) => lead.decode());
if (decoding.length > 0) {
  await Promise.race([Promise.allSettled(decoding), timeout(LEAD_PICTURE_WAIT_MS)]);
}
await Promise.race([
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  timeout(FRAME_WAIT_MS),
]);
// The response schemas (and the packages under them) evaluate in a task of their own: with
// the rest of the first half they made one long task on a phone. Importing one of them
// evaluates their whole chunk (vite.config.ts groups them). A timer, not ui/yieldToBrowser:
// the entry imports nothing of the app's chunks.
await import("../core/schema/common.ts");
await timeout(0);
await import("./main.tsx");
