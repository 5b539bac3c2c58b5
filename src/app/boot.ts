/**
 * The page's entry: the server rendered the page (src/app/entry-server.tsx); this takes the
 * impersonation token out of the address before any request of the app, then starts the app
 * (src/app/main.tsx), which hydrates the server's HTML.
 */
// The app's stylesheet; the build inlines it into index.html (vite.config.ts), so the
// server's HTML paints styled, before any script arrives.
import "../ui/styles/global.css";
import "../ui/styles/pages.css";
import { holdImpersonationToken } from "../ui/account/impersonationAddress.ts";

// An impersonation token leaves the address before any request of the app (issue 23).
holdImpersonationToken(window.location, window.history);

await import("./main.tsx");
