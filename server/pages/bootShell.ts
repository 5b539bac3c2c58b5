/**
 * The page's leading picture in the boot shell (index.html's `#root`), before the app's
 * script runs: the largest paint of the home page, a film's, a series' and a person's page
 * comes with the HTML, and the image is preloaded. The markup uses the app's own classes
 * (src/ui/pages/Home.tsx `Hero`, MovieDetail.tsx and SeriesDetail.tsx `detail-cover`,
 * PersonPage.tsx `person-page__head`), so the app's first render replaces it in place.
 */

import { LEAD_PICTURE_TIMING } from "../../src/app/bootShell.ts";
import { artSources, IMAGE_QUALITY_DEFAULT, IMAGE_QUALITY_PHONE } from "../../src/core/images.ts";
import { VIEWPORT_CLASS_FROM_PX } from "../../src/core/viewport.ts";
import { escapeHtml } from "../http/html.ts";
import type { ListLead, PageLead } from "./content.ts";

/**
 * A lead picture (the page's largest paint): asked for first, and timed, so that the entry
 * asks for the app's code once it is painted (src/app/bootShell.ts).
 */
const LEAD = ` fetchpriority="high" elementtiming="${LEAD_PICTURE_TIMING}"`;

/** Cover art is 16:9 (as the app's pages declare it). */
const COVER = 'width="1280" height="720"';

/** Below this width the app asks its pictures at the phone's quality (core `isPhoneWidth`). */
const PHONE_MEDIA = `(max-width: ${VIEWPORT_CLASS_FROM_PX.tablet - 1}px)`;

/**
 * The posters asked for first: a phone's first row. Either can be the page's largest paint
 * (they are the same size), so neither waits behind the other or behind the scripts.
 */
const FIRST_ROW_POSTERS = 2;

/**
 * A list card's poster with the sources the app's `<Art>` gives it (the same candidates at
 * the viewer's quality), so the app's own image finds the picture already loaded.
 */
function posterMarkup(image: string, firstRow: boolean): string {
  const phone = artSources(image, "poster", IMAGE_QUALITY_PHONE);
  const other = artSources(image, "poster", IMAGE_QUALITY_DEFAULT);
  return (
    `<picture><source media="${PHONE_MEDIA}" srcset="${escapeHtml(phone.srcSet)}" sizes="${escapeHtml(phone.sizes)}">` +
    `<img class="card__img" src="${escapeHtml(other.src)}" srcset="${escapeHtml(other.srcSet)}" ` +
    `sizes="${escapeHtml(other.sizes)}" alt="" width="400" height="600"${firstRow ? LEAD : ""}></picture>`
  );
}

/**
 * A list page's title and first cards. Its elements are not the app's (a section, plain
 * divs): the app's first render draws its own list in their place rather than moving these,
 * so the swap shifts nothing. Its cards are links, as the app's are: a tap before the app
 * runs opens the film (a page load) instead of doing nothing.
 */
function listMarkup(lead: ListLead): string {
  const cards = lead.cards
    .map((card, i) => {
      const face =
        `<div class="card__art">${posterMarkup(card.image, i < FIRST_ROW_POSTERS)}</div>` +
        `<p class="card__title">${escapeHtml(card.title)}</p>`;
      return card.href === null
        ? `<div><div class="card">${face}</div></div>`
        : `<div><a class="card" href="${escapeHtml(card.href)}">${face}</a></div>`;
    })
    .join("");
  return (
    `<main class="app-main"><section class="container"><h1 class="page-title">${escapeHtml(lead.title)}</h1>` +
    `<div class="grid">${cards}</div></section></main>`
  );
}

/** What follows the boot header inside `#root` for this lead. */
export function leadMarkup(lead: PageLead): string {
  if (lead.kind === "list") return listMarkup(lead);
  const src = escapeHtml(lead.image);
  const title = escapeHtml(lead.title);
  if (lead.kind === "home") {
    return (
      `<main class="app-main"><section class="hero"><div class="hero__media">` +
      `<img class="hero__image" src="${src}" alt="" ${COVER}${LEAD}>` +
      `<div class="hero__shade"></div></div><div class="hero__content">` +
      `<p class="hero__eyebrow">Featured film</p><h1>${title}</h1></div></section></main>`
    );
  }
  if (lead.kind === "person") {
    // As src/ui/pages/people/PersonPage.tsx draws the head: the round portrait and the name.
    return (
      `<main class="app-main"><article class="container person-page"><div class="person-page__head">` +
      `<img class="person-page__portrait" src="${src}" alt="" width="220" height="220"${LEAD}>` +
      `<div><h1 class="page-title">${title}</h1></div></div></article></main>`
    );
  }
  return (
    `<main class="app-main"><article><div class="detail-cover">` +
    `<img src="${src}" alt="" ${COVER}${LEAD}></div></article></main>`
  );
}

const BOOT_HEADER = /(<div id="root">\s*<div class="boot-header">[\s\S]*?<\/div>)/;

/** index.html with the lead's cover drawn in the boot shell, preloaded unless inline. */
export function withLead(html: string, lead: PageLead | undefined): string {
  if (lead === undefined || !BOOT_HEADER.test(html)) return html;
  // An image that comes inline (a data URL) needs no preload, nor do a list's posters (the
  // HTML names them, so the browser finds them as it reads it).
  const preload =
    lead.kind === "list" || lead.image.startsWith("data:")
      ? ""
      : `<link rel="preload" as="image" href="${escapeHtml(lead.image)}" fetchpriority="high">`;
  return html
    .replace(/<\/head\s*>/i, (end) => `${preload}${end}`)
    .replace(BOOT_HEADER, (shell) => `${shell}${leadMarkup(lead)}`);
}
