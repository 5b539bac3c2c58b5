import type { Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal, loginAs } from "./visitors.ts";

/**
 * Phone polish (issue 14), at 375 and 1440 px: a member's header keeps every item on one line
 * and the guest's height (at 320 px too); every My Space tab label is whole, on screen or by
 * scrolling the strip; a series page's poster is not captioned with the title its heading
 * gives. Screenshots in test-results/polish-phone.
 */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

const SHOTS = process.env.POLISH_PHONE_SHOTS_DIR ?? "test-results/polish-phone";
const PHONE = { width: 375, height: 812 };
/** The narrowest phone we draw for: a guest's "Join now" wrapped here. */
const SMALL_PHONE = { width: 320, height: 640 };
/** The phone Lighthouse emulates (a Moto G Power): the guest's WATCH FREE was cut off here. */
const WIDE_PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1440, height: 900 };
const SERIES = { slug: "echoes-of-the-valley", title: "Echoes of the Valley" };
const FILM = { slug: "gentle-orchard", title: "Gentle Orchard" };

/**
 * The header's height, and for each of its drawn links and buttons: its name, how many lines
 * its text takes and whether it lies inside the screen.
 */
const headerLayout = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector<HTMLElement>(".site-header");
    if (!header) throw new Error("no header");
    const items = [...header.querySelectorAll<HTMLElement>("a, button")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
      })
      .map((el) => {
        // A text that wraps draws boxes on more than one line: count its distinct line tops.
        let lines = 0;
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const tops = [...range.getClientRects()]
            .filter((r) => r.width > 0)
            .map((r) => r.top)
            .sort((a, b) => a - b);
          const count = tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 4).length;
          lines = Math.max(lines, count);
        }
        const box = el.getBoundingClientRect();
        return {
          name: el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName,
          lines,
          onScreen: box.left >= 0 && box.right <= window.innerWidth,
        };
      });
    return { height: header.getBoundingClientRect().height, items };
  });

for (const viewport of [SMALL_PHONE, PHONE, WIDE_PHONE, DESKTOP]) {
  test(`at ${viewport.width} px a member's header keeps every item on one line and the guest's height`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    const guestLayout = await headerLayout(page);

    await loginAs(page);
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    const member = await headerLayout(page);
    await page.screenshot({ path: `${SHOTS}/header-member-${viewport.width}.png` });

    expect(member.items.map((i) => i.name)).toContain("Account menu");
    for (const item of [...guestLayout.items, ...member.items]) {
      expect(item.lines, `${item.name} on one line`).toBeLessThanOrEqual(1);
      expect(item.onScreen, `${item.name} inside the screen`).toBe(true);
    }
    // The same height to a hundredth of a pixel: a transform in flight can leave a float's
    // last digits (59.999996 against 60), never a pixel.
    expect(member.height).toBeCloseTo(guestLayout.height, 2);
  });
}

test("at 375 px every My Space tab label is whole, on screen or by scrolling the strip, and by keyboard", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await loginAs(page);
  await page.goto("/my-space?tab=my-list");
  const strip = page.getByRole("navigation", { name: "My Space" });
  const tabs = strip.getByRole("link");
  await expect(tabs).toHaveText(["My List", "Continue Watching", "History", "Watch Again"]);
  await page.screenshot({ path: `${SHOTS}/my-space-375.png` });

  const inStrip = (index: number) =>
    tabs.nth(index).evaluate((tab) => {
      const strip = tab.parentElement!.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      const style = getComputedStyle(tab);
      return {
        whole: tab.scrollWidth <= tab.clientWidth && style.textOverflow !== "ellipsis",
        inside:
          box.left >= Math.max(strip.left, 0) - 0.5 &&
          box.right <= Math.min(strip.right, window.innerWidth) + 0.5,
      };
    });

  // No label is cut at the strip's edge: each tab shows whole or not at all.
  const cutShort = () =>
    strip.evaluate((nav) => {
      const edge = nav.getBoundingClientRect();
      const left = Math.max(edge.left, 0);
      const right = Math.min(edge.right, window.innerWidth);
      return [...nav.querySelectorAll("a")]
        .filter((tab) => {
          const box = tab.getBoundingClientRect();
          const shown = Math.min(box.right, right) - Math.max(box.left, left);
          return shown > 0.5 && shown < box.width - 0.5;
        })
        .map((tab) => tab.textContent);
    });
  expect(await cutShort()).toEqual([]);

  // Each tab reached by keyboard from the first is whole and scrolled inside the strip.
  await tabs.first().focus();
  for (let i = 0; i < 4; i++) {
    if (i > 0) await page.keyboard.press("Tab");
    await expect(tabs.nth(i)).toBeFocused();
    await expect.poll(() => inStrip(i)).toEqual({ whole: true, inside: true });
  }
  // The current tab is marked, and the page does not scroll sideways.
  await expect(tabs.first()).toHaveAttribute("aria-current", "page");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await tabs.nth(3).click();
  await expect(page).toHaveURL(/tab=watch-again/);
  await expect(tabs.nth(3)).toHaveAttribute("aria-current", "page");
  await expect.poll(() => inStrip(3)).toEqual({ whole: true, inside: true });
  expect(await cutShort()).toEqual([]);
});

/** Detail pages whose poster sits beside the heading that names it. */
const DETAIL_PAGES = [
  { kind: "series", path: `/series/${SERIES.slug}`, title: SERIES.title },
  { kind: "film", path: `/movies/${FILM.slug}`, title: FILM.title },
];

for (const viewport of [PHONE, DESKTOP]) {
  for (const detail of DETAIL_PAGES) {
    test(`at ${viewport.width} px a ${detail.kind} page's poster is decorative beside the heading that names it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(detail.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: detail.title })).toBeVisible();
      await expect(main.locator(".detail__poster img")).toHaveAttribute("alt", "");
      await expect(main.getByRole("img", { name: new RegExp(detail.title, "i") })).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/${detail.kind}-${viewport.width}.png` });
    });
  }
}

/** Pages a guest opens on a phone; rows of cards scroll inside their own strip, never the page. */
const PAGES_WITH_ROWS = [
  "/",
  "/movies",
  "/series",
  "/categories",
  `/movies/${FILM.slug}`,
  `/series/${SERIES.slug}`,
];

for (const path of PAGES_WITH_ROWS) {
  test(`at 375 px ${path} does not pan sideways once its rows have loaded`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const pan = await page.evaluate(() => {
      window.scrollTo(1000, 0);
      return {
        scrollX: window.scrollX,
        width: document.documentElement.scrollWidth,
        screen: window.innerWidth,
      };
    });
    expect(pan.width).toBeLessThanOrEqual(pan.screen);
    expect(pan.scrollX).toBe(0);
  });
}
