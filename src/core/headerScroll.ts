/**
 * The header hides while the page scrolls down and shows again on scroll up (spec 000 §2
 * "The header hides while scrolling"). Pure: the caller feeds it scroll positions.
 */

/** Scrolled further than this before the header changes (px): small jitters do nothing. */
export const HEADER_SCROLL_THRESHOLD_PX = 8;

export interface HeaderScroll {
  /** The last position that counted (px from the top). */
  readonly y: number;
  readonly hidden: boolean;
}

export const HEADER_SHOWN: HeaderScroll = { y: 0, hidden: false };

/**
 * After scrolling to `y`: hidden when the page went down and is past the header's height
 * (`offsetPx`), shown when it went up; a move under the threshold changes nothing.
 */
export const headerAfterScroll = (
  state: HeaderScroll,
  y: number,
  offsetPx: number,
): HeaderScroll =>
  Math.abs(y - state.y) < HEADER_SCROLL_THRESHOLD_PX
    ? state
    : { y, hidden: y > state.y && y > offsetPx };
