import type { Page } from "@playwright/test";
import { axeOn } from "./axe.ts";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal } from "./visitors.ts";

/**
 * Phone and layout polish (issue 14): the floating call to action covers no card title, button
 * or link at the top, in the middle and at the bottom of pages, at 375 and 1440 px; on phones it
 * is a strip docked on the bottom bar. Screenshots in test-results/polish.
 */

test.beforeEach(async ({ context, baseURL }) => acceptedAgeModal(context, baseURL!));

const SHOTS = process.env.POLISH_SHOTS_DIR ?? "test-results/polish";
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };
const PAGES = ["/", "/movies/gentle-orchard", "/movies"];

async function expectNoSeriousViolations(page: Page, where: string) {
  const report = await axeOn(page).analyze();
  const serious = report.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

/** Scrolls to `y` (clamped by the browser) and waits for the CTA to settle (a frame + its fade). */
async function scrollToY(page: Page, y: number) {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await page.waitForTimeout(400);
}

/** The card titles, buttons and links of #main whose centre is on screen and under the CTA. */
const coveredByCta = (page: Page) =>
  page.evaluate(() => {
    const cta = document.querySelector(".floating-cta");
    const targets = document.querySelectorAll<HTMLElement>(
      "#main .card__title, #main button, #main a",
    );
    const covered: string[] = [];
    for (const el of targets) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (cta && hit && cta.contains(hit)) covered.push(el.textContent?.trim() || el.tagName);
    }
    return covered;
  });

/** The CTA's placement and box, and the bottom bar's top edge (null when it is not drawn). */
const ctaBox = (page: Page) =>
  page.evaluate(() => {
    const cta = document.querySelector<HTMLElement>(".floating-cta");
    const nav = document.querySelector<HTMLElement>(".bottom-nav");
    const navBox =
      nav && getComputedStyle(nav).display !== "none" ? nav.getBoundingClientRect() : null;
    if (!cta) return null;
    const box = cta.getBoundingClientRect();
    const main = document.querySelector("#main .home-rows, #main .app-main, #main > *");
    return {
      placement: cta.dataset.placement,
      hidden: cta.dataset.hidden === "true",
      left: box.left,
      right: box.right,
      top: box.top,
      bottom: box.bottom,
      width: box.width,
      navTop: navBox ? navBox.top : null,
      viewportWidth: window.innerWidth,
      viewportHeight: window.innerHeight,
      mainLeft: main ? main.getBoundingClientRect().left : 0,
    };
  });

/**
 * Positions in the middle of the page, where the CTA may show: past half a screen and before
 * the footer (which it steps aside for) reaches the screen; also a third and two thirds down.
 */
const middles = (page: Page) =>
  page.evaluate(() => {
    const footer = document.querySelector(".site-footer");
    const footerTop = (footer?.getBoundingClientRect().top ?? 0) + window.scrollY;
    const from = Math.ceil(window.innerHeight / 2) + 10;
    const to = Math.floor(footerTop - window.innerHeight) - 10;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const open = to > from ? [from, Math.round((from + to) / 2), to] : [];
    return [...open, Math.round(end / 3), Math.round((2 * end) / 3)];
  });

const scrollHeight = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

for (const viewport of [PHONE, DESKTOP]) {
  for (const path of PAGES) {
    test(`at ${viewport.width} px the floating CTA covers no title, button or link on ${path}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.locator("#main h1, #main h2").first()).toBeVisible();
      await expect(page.locator(".floating-cta")).toHaveCount(1);
      const end = await scrollHeight(page);
      expect(end, `${path} scrolls`).toBeGreaterThan(0);

      await scrollToY(page, 0);
      expect(await coveredByCta(page), `${path} at the top`).toEqual([]);
      // At the very top the header and the hero offer the same action.
      expect((await ctaBox(page))?.hidden, `${path}: no CTA at the top`).toBe(true);

      let sawBar = false;
      for (const y of await middles(page)) {
        await scrollToY(page, y);
        const box = await ctaBox(page);
        if (box && !box.hidden && box.placement === "strip") {
          // Phones: the strip is part of the bottom bar, full width, sitting on the bar.
          expect(box.left).toBe(0);
          expect(box.width).toBe(box.viewportWidth);
          expect(box.navTop).not.toBeNull();
          expect(Math.abs(box.bottom - (box.navTop ?? 0))).toBeLessThanOrEqual(1);
          await page.screenshot({
            path: `${SHOTS}/${path.replaceAll("/", "_") || "_"}-${viewport.width}-middle.png`,
          });
        } else if (box && !box.hidden && box.placement === "bar") {
          // Wider windows whose margin cannot hold the pill: a full-width bar docked on the
          // window's bottom edge, as the phone's bottom bar is.
          expect(box.left).toBe(0);
          expect(box.width).toBe(box.viewportWidth);
          expect(Math.abs(box.bottom - box.viewportHeight)).toBeLessThanOrEqual(1);
          sawBar = true;
        } else {
          expect(await coveredByCta(page), `${path} at ${y} px`).toEqual([]);
        }
      }

      // At 1440 px the margin is too narrow for the pill: the bar shows in the middle (issue 26).
      if (viewport.width === DESKTOP.width && (await middles(page)).length > 0)
        expect(sawBar, `${path}: the bar shows mid-page at ${viewport.width} px`).toBe(true);

      await scrollToY(page, end);
      expect(await coveredByCta(page), `${path} at the bottom`).toEqual([]);
      await page.screenshot({
        path: `${SHOTS}/${path.replaceAll("/", "_") || "_"}-${viewport.width}-bottom.png`,
      });
    });
  }
}

test("on a phone the strip shows once the hero is scrolled past, and passes axe", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await expect(page.locator("#main h2").first()).toBeVisible();
  const cta = page.locator(".floating-cta");
  await expect(cta).toHaveAttribute("data-hidden", "true");
  await scrollToY(page, (await middles(page))[1] ?? 0);
  await expect(cta).toHaveAttribute("data-placement", "strip");
  await expect(page.getByRole("link", { name: "watch free" })).toBeVisible();
  await expectNoSeriousViolations(page, "/ with the strip");
  await page.screenshot({ path: `${SHOTS}/strip-375.png` });
  await page.getByRole("link", { name: "watch free" }).click();
  await expect(page).toHaveURL(/\/sign-up/);
});

test("on a wide desktop the pill sits in the gutter once the header is away, never over text", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto("/movies/gentle-orchard");
  await expect(page.locator("#main h1").first()).toBeVisible();
  const end = await scrollHeight(page);
  await scrollToY(page, Math.round(end / 2));
  const box = await ctaBox(page);
  if (end / 2 > 200) {
    expect(box?.placement).toBe("gutter");
    expect(box?.hidden).toBe(false);
    // Right of every line of the page's content that shows: a card scrolled out of its row's
    // strip is clipped by the strip, so only the part inside every clipping box counts.
    const contentRight = await page.evaluate(() => {
      const shownRight = (el: Element) => {
        const box = el.getBoundingClientRect();
        let right = box.right;
        for (let parent = el.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== "visible") {
            right = Math.min(right, parent.getBoundingClientRect().right);
          }
        }
        return right > box.left ? right : null;
      };
      return Math.max(
        ...[...document.querySelectorAll("#main p, #main h1, #main h2, #main a, #main button")]
          .filter((el) => el.getBoundingClientRect().width > 0)
          .map(shownRight)
          .filter((right): right is number => right !== null && right <= window.innerWidth),
      );
    });
    expect(box?.left ?? 0).toBeGreaterThanOrEqual(contentRight);
  }
  expect(await coveredByCta(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/film-1920-gutter.png` });
});

test("desktop rows page by previous and next buttons, reachable by keyboard with whole focus rings", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  const row = page.getByRole("region", { name: "Latest films" });
  const previous = row.getByRole("button", { name: "Previous: Latest films" });
  const next = row.getByRole("button", { name: "Next: Latest films" });
  await expect(next).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  const track = row.getByRole("list");
  const firstCard = track.locator(".card").first();
  const cardWidth = (await firstCard.boundingBox())?.width ?? 0;

  // Keyboard: Tab reaches Next, Enter pages the row by (about) the cards on screen.
  await row.getByRole("link", { name: /See all/ }).focus();
  await page.keyboard.press("Tab");
  await expect(next, "Tab from 'See all' skips the disabled Previous").toBeFocused();
  expect(await next.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect
    .poll(() => track.evaluate((el) => el.scrollLeft), { message: "the row moved a page" })
    .toBeGreaterThan(cardWidth * 4);
  await expect(previous).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/rows-1440-paged.png` });

  // The last page: Next is disabled. Paged until it is: a click can find Next already
  // disabled when the row's smooth scroll reaches the end after the enabled check.
  await expect(async () => {
    if (await next.isEnabled()) await next.click({ timeout: 1000 });
    await expect(next).toBeDisabled({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // A card's focus ring (outline + offset) fits inside the track's scroll box.
  await track.evaluate((el) => el.scrollTo({ left: 0, behavior: "instant" }));
  await firstCard.focus();
  const fits = await firstCard.evaluate((card) => {
    const style = getComputedStyle(card);
    const ring = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
    const box = card.getBoundingClientRect();
    const clip = (card.closest(".row__track") as HTMLElement).getBoundingClientRect();
    return {
      ring,
      left: box.left - ring >= clip.left,
      top: box.top - ring >= clip.top,
      right: box.right + ring <= clip.right,
    };
  });
  expect(fits.ring).toBeGreaterThan(0);
  expect(fits).toMatchObject({ left: true, top: true });
  await page.screenshot({ path: `${SHOTS}/rows-1440-focus.png` });
  await expectNoSeriousViolations(page, "/ at 1440 px");
});

/** How many of a row's cards fit in its track's width (the track's inner width over a slide). */
const slidesInView = (page: Page, row: string) =>
  page
    .getByRole("region", { name: row })
    .getByRole("list")
    .evaluate((track) => {
      const slide = track.querySelector("li") as HTMLElement;
      const style = getComputedStyle(track);
      const inner =
        track.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight);
      const gap = Number.parseFloat(style.columnGap);
      return Math.round(((inner + gap) / (slide.getBoundingClientRect().width + gap)) * 10) / 10;
    });

for (const [viewport, expected] of [
  // spec 000 §9: main carousel 1/3/6/6/6, the others 2/3/4; a shorter row shows all it has.
  [PHONE, { "Latest films": 1, "Top 10 films": 1, Series: 1, Highlights: 2, "Don't miss": 2 }],
  [
    { width: 800, height: 900 },
    { "Latest films": 3, "Top 10 films": 3, Series: 3, Highlights: 3, "Don't miss": 2 },
  ],
  [
    DESKTOP,
    { "Latest films": 6, "Top 10 films": 6, "Featured films": 4, Highlights: 4, "Don't miss": 2 },
  ],
] as const) {
  test(`at ${viewport.width} px the home's rows show the spec's slides per view and fill the width`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    for (const [row, slides] of Object.entries(expected)) {
      await expect(page.getByRole("region", { name: row }).getByRole("list")).toBeVisible();
      expect(await slidesInView(page, row), row).toBe(slides);
    }
  });
}

test("on a phone rows swipe: no arrows are drawn", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const row = page.getByRole("region", { name: "Latest films" });
  await expect(row.getByRole("list")).toBeVisible();
  await expect(row.getByRole("button", { name: "Next: Latest films" })).toBeHidden();
});

test("a card's name is the text it shows: badge, title, year and length", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  const card = page
    .getByRole("link", { name: "Free Gentle Orchard 2020 · 1h 35min", exact: true })
    .first();
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute("href", "/movies/gentle-orchard");
  // The poster is decorative: the link's name is not doubled by an image caption.
  await expect(card.locator("img")).toHaveAttribute("alt", "");
});

test("a one-season series shows its episodes without a season dropdown", async ({ page }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto("/series/the-orchard-house");
    await expect(page.getByRole("heading", { level: 2, name: "Episodes" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Season" })).toHaveCount(0);
    await expect(
      page.getByRole("list", { name: "Season 1 episodes" }).getByRole("listitem").first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/series-one-season-${viewport.width}.png` });
  }
  await expectNoSeriousViolations(page, "/series/the-orchard-house");
  // Two seasons keep the choice.
  await page.goto("/series/harbour-lights");
  await expect(page.getByRole("combobox", { name: "Season" })).toBeVisible();
});
