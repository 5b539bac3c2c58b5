/**
 * Whether a page keeps a line for its breadcrumbs while they load: not on the home page
 * (`/` or a locale's `/{xx}`), nor on the player's pages (`.../watch/...`), where there are
 * none (`breadcrumbTrail`). Nothing imported: it is in the first load of every page.
 */
const HOME = /^\/(?:[a-z]{2}\/?)?$/;

export const hasBreadcrumbSlot = (pathname: string): boolean =>
  !HOME.test(pathname) && !/\/watch(\/|$)/.test(pathname);
