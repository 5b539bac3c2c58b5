/**
 * Which parts of the layout a page shows (spec 000 §2 "Layouts", §3 "Landing"): the default
 * layout has the header and the footer; a landing page shows the header only when its
 * `show_header` is on and the footer only when its `show_footer` is on.
 */

export interface PageChrome {
  /** The header (and the phone's bottom bar, the header's counterpart on a phone). */
  readonly header: boolean;
  /** The footer. */
  readonly footer: boolean;
}

export const FULL_CHROME: PageChrome = { header: true, footer: true };

/** A landing's chrome: its own `show_header` and `show_footer`. */
export const landingChrome = (landing: {
  readonly show_header: boolean;
  readonly show_footer: boolean;
}): PageChrome => ({ header: landing.show_header, footer: landing.show_footer });

/** The page's chrome: what the deepest route that says says, else header and footer. */
export const pageChrome = (said: readonly (PageChrome | undefined)[]): PageChrome =>
  said.findLast((chrome) => chrome !== undefined) ?? FULL_CHROME;
