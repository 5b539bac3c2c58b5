/**
 * The head the server wrote for the first page (its description, canonical and prev/next
 * links, Open Graph and Twitter tags, JSON-LD: server/pages/seo.ts) describes that page only.
 * Once the viewer has moved to another path, it goes: a wrong canonical or preview is worse
 * than none.
 */
const FIRST_PAGE_HEAD = [
  'script[type="application/ld+json"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="prev"]',
  'link[rel="next"]',
].join(",");

export function dropFirstPageHead(head: ParentNode): void {
  for (const element of head.querySelectorAll(FIRST_PAGE_HEAD)) element.remove();
}
