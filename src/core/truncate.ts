/** Long strings cut with an ellipsis (spec 001 §9 "Strings over a limit are truncated"). */

export const ELLIPSIS = "…";

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
