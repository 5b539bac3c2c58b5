/**
 * Fetches the code a press on Play runs without running it. A page whose main Play is likely
 * to be pressed (a film's or a series' page) calls this once the browser is idle: the play
 * gate's flow, the video adapter's chunk, video.js's (~190 KB gzip) and the chunks they import
 * are downloaded and parsed into the module map through `<link rel="modulepreload">`, so a
 * press (a tap with no hover first included) only evaluates them. Evaluating them is long
 * work on a phone (video.js one long task, the gate's machine another); it is left to intent
 * (hover, focus, press), so a page that is only looked at never pays it (docs/decisions/0049,
 * 0058, 0073).
 *
 * The list of files is the build's: `vite.config.ts` (`playerCodeMeta`) names them in the page's
 * head, in the meta tag {@link PLAYER_CODE_META}. In development and tests nothing is bundled,
 * the tag is absent, and the list is empty.
 */

/** The name of the page's meta tag whose content lists Play's files, comma-separated. */
export const PLAYER_CODE_META = "cinema-player-code";

/** Play's files as the build named them in the page (site paths), none outside a build. */
export function playerCodeUrls(doc: Document = document): readonly string[] {
  const list = doc.querySelector<HTMLMetaElement>(`meta[name="${PLAYER_CODE_META}"]`)?.content;
  return (list ?? "").split(",").filter((url) => url !== "");
}

/**
 * How many module preload links one task adds: Chrome starts each link's request as it is
 * added (~1 ms). The build's preload helper adds an import's links at the same pace.
 */
export const LINKS_PER_TASK = 4;

/** The files asked for per document, so a second call adds nothing still waiting its turn. */
const asked = new WeakMap<Document, Set<string>>();

/**
 * Adds a module preload link (low priority: the page's own requests and a press's play call
 * come first) for each of `urls` the document does not link yet, four per task (`later` runs
 * the next four), as the build's preload helper does for an import (vite.config.ts).
 */
export function fetchPlayerCode(
  doc: Document = document,
  urls: readonly string[] = playerCodeUrls(doc),
  later: (run: () => void) => void = (run) => setTimeout(run, 0),
): void {
  const linked = asked.get(doc) ?? new Set<string>();
  asked.set(doc, linked);
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
    linked.add(link.getAttribute("href") ?? "");
  }
  const waiting = urls.filter((url) => !linked.has(url));
  for (const url of waiting) linked.add(url);
  const addSome = () => {
    for (const url of waiting.splice(0, LINKS_PER_TASK)) {
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.href = url;
      link.setAttribute("fetchpriority", "low");
      doc.head.appendChild(link);
    }
    if (waiting.length > 0) later(addSome);
  };
  addSome();
}
