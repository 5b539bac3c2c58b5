/**
 * The shared setup of every journey (issue 24): `test` and `expect` as Playwright's, with
 * a fixture that fails the journey on any React hydration warning or recoverable error in
 * the console of any page it opens (its own context's and any context it makes), so every
 * journey proves that the browser's first render equals the server's.
 */
import {
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  type Page,
} from "@playwright/test";

export { expect } from "@playwright/test";

/** React's hydration reports: a mismatch, a boundary switched to client rendering. */
export const HYDRATION_MESSAGE =
  /hydrat|did(n't| not) match|Minified React error #(418|419|420|421|422|423|425)\b|server could not finish this Suspense boundary|Switched to client rendering/i;

/** How long a first load may take to hydrate before the journey goes on anyway. */
const HYDRATION_WAIT_MS = 15_000;

/**
 * After `page.goto` and `page.reload` of an app page, waits until the app has hydrated
 * (`<html data-hydrated>`, src/ui/hydrated.ts): before that, the server's buttons are plain
 * HTML that a click would miss.
 */
function waitForHydrationOnLoad(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  for (const name of ["goto", "reload"] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await original(...args);
      const isApp = await page
        .evaluate(() => document.getElementById("root") !== null)
        .catch(() => false);
      if (isApp)
        await page
          .waitForSelector("html[data-hydrated]", { state: "attached", timeout: HYDRATION_WAIT_MS })
          .catch(() =>
            // Said in the journey's output: a failed journey's report then shows the wait.
            console.error(`${page.url()} had not hydrated ${HYDRATION_WAIT_MS} ms after ${name}`),
          );
      return response;
    };
  }
}

export const test = base.extend<{ hydrationErrors: string[] }>({
  hydrationErrors: [
    async ({ browser, context, javaScriptEnabled }, use) => {
      const found: string[] = [];
      const watchPage = (page: Page) => {
        waitForHydrationOnLoad(page, javaScriptEnabled);
        page.on("console", (message: ConsoleMessage) => {
          if (message.type() !== "error" && message.type() !== "warning") return;
          const text = message.text();
          if (HYDRATION_MESSAGE.test(text)) found.push(`${page.url()}: ${text.slice(0, 500)}`);
        });
        page.on("pageerror", (error) => {
          if (HYDRATION_MESSAGE.test(error.message))
            found.push(`${page.url()}: ${error.message.slice(0, 500)}`);
        });
      };
      const watchContext = (watched: BrowserContext) => {
        for (const page of watched.pages()) watchPage(page);
        watched.on("page", watchPage);
      };
      watchContext(context);
      // Journeys that open contexts of their own (visitors from a country, two browsers).
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        watchContext(created);
        return created;
      };
      await use(found);
      browser.newContext = newContext;
      base.expect(found, "React hydration warnings or recoverable errors").toEqual([]);
    },
    { auto: true },
  ],
});
