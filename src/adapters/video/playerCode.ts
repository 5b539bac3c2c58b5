/**
 * Fetches the player's code without running it. A page whose main Play is likely to be pressed
 * (a film's or a series' page) calls this once the browser is idle: the video adapter's chunk,
 * video.js's (~190 KB gzip) and the chunks they import are downloaded and parsed into the
 * module map through `<link rel="modulepreload">`, so a press (a tap with no hover first
 * included) only evaluates them. Evaluating video.js is one long task; it is left to intent
 * (hover, focus, press: `preloadPlayer`), so a page that is only looked at never pays it
 * (docs/decisions/0049, 0058).
 *
 * The list of files is the build's: `vite.config.ts` (`playerCodeList`) gives
 * {@link BUILT_LIST} a marker as the module is built and writes the list in its place when the
 * bundle is written (padded to the marker's length). In development and tests nothing is
 * bundled, and the list is empty.
 */

/** The player's files, comma-separated (padded with spaces), as the build wrote them. */
const BUILT_LIST = "";

/** The player's files as the build wrote them (site paths), none outside a build. */
export function playerCodeUrls(built: string = BUILT_LIST): readonly string[] {
  return built
    .trim()
    .split(",")
    .filter((url) => url !== "");
}

/**
 * Adds a module preload link (low priority: the page's own requests and a press's play call
 * come first) for each of `urls` the document does not link yet.
 */
export function fetchPlayerCode(
  doc: Document = document,
  urls: readonly string[] = playerCodeUrls(),
): void {
  const linked = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href"),
    ),
  );
  for (const url of urls) {
    if (linked.has(url)) continue;
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    link.setAttribute("fetchpriority", "low");
    doc.head.appendChild(link);
  }
}
