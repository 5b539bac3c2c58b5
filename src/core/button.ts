/**
 * Buttons (spec 000 §5): a button's theme, tag, native type and size come from allowed sets;
 * the cinema sizes are sm, md, lg, xl and the square icon sizes squared-xs to squared-lg.
 */

/** The looks of a button: `neutral` is the plain surface button. */
export const BUTTON_THEMES = ["primary", "secondary", "outline", "ghost", "neutral"] as const;
export type ButtonTheme = (typeof BUTTON_THEMES)[number];

export const BUTTON_SIZES = [
  "sm",
  "md",
  "lg",
  "xl",
  "squared-xs",
  "squared-sm",
  "squared-md",
  "squared-lg",
] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

/** What a button is drawn as: a native button, a plain anchor, or a router link. */
export const BUTTON_TAGS = ["button", "a", "link"] as const;
export type ButtonTag = (typeof BUTTON_TAGS)[number];

export const BUTTON_TYPES = ["button", "submit", "reset"] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

export const DEFAULT_BUTTON_THEME: ButtonTheme = "primary";
export const DEFAULT_BUTTON_SIZE: ButtonSize = "md";
/** A native button that does not say otherwise never submits its form. */
export const DEFAULT_BUTTON_TYPE: ButtonType = "button";

const isOneOf = <T extends string>(set: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (set as readonly string[]).includes(value);

export interface ButtonLook {
  readonly theme?: unknown;
  readonly size?: unknown;
}

/**
 * The class list of a button: `btn`, its theme's class (none for neutral) and its size's
 * class, each outside its allowed set read as the default.
 */
export function buttonClassName(look: ButtonLook): string {
  const theme = isOneOf(BUTTON_THEMES, look.theme) ? look.theme : DEFAULT_BUTTON_THEME;
  const size = isOneOf(BUTTON_SIZES, look.size) ? look.size : DEFAULT_BUTTON_SIZE;
  return theme === "neutral" ? `btn btn-${size}` : `btn btn-${theme} btn-${size}`;
}

/** The native type of a button: one of the allowed types, else "button". */
export const buttonType = (type: unknown): ButtonType =>
  isOneOf(BUTTON_TYPES, type) ? type : DEFAULT_BUTTON_TYPE;
