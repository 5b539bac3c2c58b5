/**
 * The page's entry: lets the browser paint the server's boot shell (the header and the page's
 * lead picture), then asks for the app's modules and starts it (src/app/main.tsx). Evaluated
 * first, as the entry's own imports are, the modules held the first paint back by their whole
 * evaluation whenever they had arrived before the page was parsed; asked for first, they
 * shared the lead picture's connection (src/app/bootShell.ts).
 */
// The app's stylesheet; the build inlines it into index.html (vite.config.ts), so the
// boot shell paints styled, before any script arrives.
import "../ui/styles/global.css";
import { holdImpersonationToken } from "../ui/account/impersonationAddress.ts";
import { leadPicturesPainted, requestStartUpModules } from "./bootShell.ts";

// An impersonation token leaves the address before any request of the app (issue 23).
holdImpersonationToken(window.location, window.history);

/**
 * How long the app waits for the shell's lead pictures (the page's largest paint) before
 * starting anyway: a picture that is slow to come must not keep the page from working.
 */
const LEAD_PICTURE_WAIT_MS = 1500;
/** How long the app waits for the browser's frame before starting anyway (hidden tabs). */
const FRAME_WAIT_MS = 100;

const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// The lead pictures (the cover, or a list's first row of posters) are painted before the app's
// code is asked for and runs: its requests would share their connection, and its first tasks
// would keep a picture that has arrived from being drawn until they end.
const leads = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
await Promise.race([
  leadPicturesPainted(leads),
  timeout(leads.length > 0 ? LEAD_PICTURE_WAIT_MS : FRAME_WAIT_MS),
]);
await requestStartUpModules();
// The response schemas (and the packages under them) evaluate in a task of their own: with
// the rest of the first half they made one long task on a phone. Importing one of them
// evaluates their whole chunk (vite.config.ts groups them). A timer, not ui/yieldToBrowser:
// the entry imports nothing of the app's chunks.
await import("../core/schema/common.ts");
await timeout(0);
await import("./main.tsx");
