/**
 * The page's leading picture in the boot shell (index.html's `#root`), before the app's
 * script runs: the largest paint of the home page, a film's, a series' and a person's page
 * comes with the HTML, and the image is preloaded. The markup uses the app's own classes
 * (src/ui/pages/Home.tsx `Hero`, MovieDetail.tsx and SeriesDetail.tsx `detail-cover`,
 * PersonPage.tsx `person-page__head`), so the app's first render replaces it in place.
 */
import { escapeHtml } from "../http/html.ts";
import type { PageLead } from "./content.ts";

/** Cover art is 16:9 (as the app's pages declare it). */
const COVER = 'width="1280" height="720"';

/** What follows the boot header inside `#root` for this lead. */
export function leadMarkup(lead: PageLead): string {
  const src = escapeHtml(lead.image);
  const title = escapeHtml(lead.title);
  if (lead.kind === "home") {
    return (
      `<main class="app-main"><section class="hero"><div class="hero__media">` +
      `<img class="hero__image" src="${src}" alt="" ${COVER} fetchpriority="high">` +
      `<div class="hero__shade"></div></div><div class="hero__content">` +
      `<p class="hero__eyebrow">Featured film</p><h1>${title}</h1></div></section></main>`
    );
  }
  if (lead.kind === "person") {
    // As src/ui/pages/people/PersonPage.tsx draws the head: the round portrait and the name.
    return (
      `<main class="app-main"><article class="container person-page"><div class="person-page__head">` +
      `<img class="person-page__portrait" src="${src}" alt="" width="220" height="220" fetchpriority="high">` +
      `<div><h1 class="page-title">${title}</h1></div></div></article></main>`
    );
  }
  return (
    `<main class="app-main"><article><div class="detail-cover">` +
    `<img src="${src}" alt="" ${COVER} fetchpriority="high"></div></article></main>`
  );
}

const BOOT_HEADER = /(<div id="root">\s*<div class="boot-header">[\s\S]*?<\/div>)/;

/** index.html with the lead's cover drawn in the boot shell, preloaded unless inline. */
export function withLead(html: string, lead: PageLead | undefined): string {
  if (lead === undefined || !BOOT_HEADER.test(html)) return html;
  // An image that comes inline (a data URL) needs no preload.
  const preload = lead.image.startsWith("data:")
    ? ""
    : `<link rel="preload" as="image" href="${escapeHtml(lead.image)}" fetchpriority="high">`;
  return html
    .replace(/<\/head\s*>/i, (end) => `${preload}${end}`)
    .replace(BOOT_HEADER, (shell) => `${shell}${leadMarkup(lead)}`);
}
