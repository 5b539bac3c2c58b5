/**
 * The page's entry: lets the browser paint the server's boot shell (the header and the page's
 * lead art), then starts the app (src/app/main.tsx). The app's modules are preloaded by
 * index.html and evaluate only after that paint: evaluated first, as the entry's own imports
 * are, they held the first paint back by their whole evaluation whenever they had arrived
 * before the page was parsed.
 */
// The app's stylesheet; the build inlines it into index.html (vite.config.ts), so the
// boot shell paints styled, before any script arrives.
import "../ui/styles/global.css";

/** How long the app waits for the browser's first frame before starting anyway (hidden tabs). */
const FIRST_FRAME_WAIT_MS = 100;

await new Promise<void>((resolve) => {
  const start = () => resolve();
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, FIRST_FRAME_WAIT_MS);
});
await import("./main.tsx");
