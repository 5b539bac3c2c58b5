/** Long strings cut with an ellipsis (spec 001 §9 "Strings over a limit are truncated"). */

export const ELLIPSIS = "…";

/**
 * The longest synopsis shown in a list (an episode, an upcoming title) before it is cut: the
 * spec names no limit, ours (two to three lines of a list item).
 */
export const LIST_SYNOPSIS_MAX_CHARS = 180;

/** A synopsis as a list shows it: cut with an ellipsis past `LIST_SYNOPSIS_MAX_CHARS`. */
export const listSynopsis = (text: string): string => truncate(text, LIST_SYNOPSIS_MAX_CHARS);

/**
 * `text` if it has at most `max` characters (code points, so no emoji is split), else its
 * first characters, trailing spaces dropped, and "…", `max` characters at most in all.
 */
export const truncate = (text: string, max: number): string => {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max < 1) return "";
  return `${chars
    .slice(0, max - 1)
    .join("")
    .trimEnd()}${ELLIPSIS}`;
};
