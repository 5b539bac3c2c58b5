/**
 * Moods and colours of the art: a title's categories (its visible tags, or for the site's own
 * content the words of its title) give a mood; the mood gives the scene, the colours and the
 * title treatment. The slug's randomness moves the hues a little, so two films of one
 * category share a look without being the same picture.
 */
import { between, pick, type Rand } from "./seed.ts";

export const MOODS = [
  "romance",
  "coastal",
  "noir",
  "drama",
  "period",
  "comedy",
  "road",
  "documentary",
  "light",
] as const;
export type Mood = (typeof MOODS)[number];

/** Words of a category (or a title) and the mood they call for; the first match wins. */
const CATEGORY_MOODS: readonly (readonly [RegExp, Mood])[] = [
  [/roman|love|heart|valentine|kiss|wedding/i, "romance"],
  [/coast|sea\b|harbou?r|ocean|beach|island|shore|tide/i, "coastal"],
  [/thrill|noir|myster|crime|detective|suspense|night|after dark/i, "noir"],
  [/comed|laugh|funny|family|summer/i, "comedy"],
  [/documentar|true stor|real|cities|city/i, "documentary"],
  [/period|histor|classic|costume/i, "period"],
  [/road|journey|travel|drive/i, "road"],
  [/drama|award/i, "drama"],
  [/original|light|glow/i, "light"],
];

/** The mood a category title calls for, or null when none does. */
export function moodOfCategory(category: string): Mood | null {
  for (const [words, mood] of CATEGORY_MOODS) if (words.test(category)) return mood;
  return null;
}

/**
 * The mood of a title with these categories: one of the moods its categories call for,
 * chosen by `seed` when there are several; "light" (abstract light) when none does.
 */
export function moodOf(categories: readonly string[], seed: number): Mood {
  const moods = categories.map(moodOfCategory).filter((m): m is Mood => m !== null);
  return moods[seed % Math.max(1, moods.length)] ?? "light";
}

/** The colours of one picture. */
export interface Palette {
  /** Sky (or wall) from top to bottom. */
  readonly skyTop: string;
  readonly skyBottom: string;
  /** Sun, moon, lamp: the picture's light source. */
  readonly glow: string;
  /** Layers from far to near. */
  readonly far: string;
  readonly mid: string;
  readonly near: string;
  /** Lit windows, lamp light, highlights. */
  readonly light: string;
  /** Water, floor or street. */
  readonly ground: string;
  /** The title's colour and the shade behind it. */
  readonly ink: string;
  readonly shade: string;
}

/** A colour given as hue, saturation and lightness, written as #rrggbb (the shortest form). */
function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 30;
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h) % 12;
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The palette of `mood`, its hues moved by `r` (up to about ±15°). */
export function paletteOf(mood: Mood, r: Rand): Palette {
  const j = between(r, -15, 15);
  const k = between(r, -6, 6);
  switch (mood) {
    case "romance":
      return {
        skyTop: hsl(320 + j, 40, 22 + k / 2),
        skyBottom: hsl(24 + j / 2, 88, 64 + k),
        glow: hsl(38 + j / 3, 100, 78),
        far: hsl(318 + j, 26, 36),
        mid: hsl(310 + j, 30, 22),
        near: hsl(300 + j, 35, 10),
        light: hsl(40, 100, 80),
        ground: hsl(300 + j, 32, 26),
        ink: "#fff4ec",
        shade: hsl(300 + j, 40, 8),
      };
    case "coastal":
      return {
        skyTop: hsl(208 + j, 55, 38 + k),
        skyBottom: hsl(28 + j, 75, 80),
        glow: hsl(44, 100, 86),
        far: hsl(210 + j, 25, 52),
        mid: hsl(205 + j, 30, 30),
        near: hsl(215 + j, 35, 13),
        light: hsl(46, 100, 88),
        ground: hsl(200 + j, 55, 30 + k / 2),
        ink: "#ffffff",
        shade: hsl(215 + j, 50, 10),
      };
    case "noir":
      return {
        skyTop: hsl(222 + j, 45, 6),
        skyBottom: hsl(212 + j, 38, 22 + k / 2),
        glow: hsl(42 + j / 3, 95, 70),
        far: hsl(218 + j, 28, 15),
        mid: hsl(220 + j, 26, 10),
        near: hsl(225 + j, 30, 5),
        light: hsl(44 + j / 2, 95, 66),
        ground: hsl(215 + j, 30, 11),
        ink: "#e8eef7",
        shade: hsl(225, 40, 4),
      };
    case "drama": {
      // The wall: brown, slate blue, green, burgundy, ochre or violet.
      const wall = pick(r, [24, 204, 150, 350, 36, 262]) + j / 2;
      return {
        skyTop: hsl(214 + j, 45, 22),
        skyBottom: hsl(200 + j, 40, 46),
        glow: hsl(36 + j / 3, 95, 66),
        far: hsl(wall, 26, 25 + k / 2),
        mid: hsl(wall - 4, 26, 14),
        near: hsl(18 + j, 30, 7),
        light: hsl(38, 100, 72),
        ground: hsl(20 + j, 25, 11),
        ink: "#f7efe4",
        shade: hsl(20, 35, 5),
      };
    }
    case "period": {
      const wall = pick(r, [34, 150, 352, 210]) + j / 2;
      return {
        skyTop: hsl(36 + j / 2, 40, 30),
        skyBottom: hsl(44 + j / 2, 50, 62),
        glow: hsl(40, 100, 70),
        far: hsl(wall, 30, 32 + k / 2),
        mid: hsl(wall + 120, 18, 18),
        near: hsl(28 + j, 32, 9),
        light: hsl(42, 100, 74),
        ground: hsl(30 + j, 30, 14),
        ink: "#f6ead2",
        shade: hsl(28, 40, 6),
      };
    }
    case "comedy":
      return {
        skyTop: hsl(198 + j, 78, 58 + k / 2),
        skyBottom: hsl(48 + j / 2, 90, 86),
        glow: hsl(50, 100, 72),
        far: hsl(120 + j, 35, 62),
        mid: hsl(100 + j, 50, 44),
        near: hsl(88 + j, 55, 30),
        light: hsl(50, 100, 92),
        ground: hsl(80 + j, 55, 36),
        ink: "#ffffff",
        shade: hsl(200 + j, 60, 18),
      };
    case "road":
      return {
        skyTop: hsl(22 + j, 70, 50 + k / 2),
        skyBottom: hsl(44 + j / 2, 92, 78),
        glow: hsl(46, 100, 84),
        far: hsl(20 + j, 35, 52),
        mid: hsl(16 + j, 38, 34),
        near: hsl(12 + j, 40, 16),
        light: hsl(48, 100, 90),
        ground: hsl(20 + j, 20, 20),
        ink: "#fffaf0",
        shade: hsl(14, 45, 8),
      };
    case "documentary":
      return {
        skyTop: hsl(222 + j, 50, 20 + k / 2),
        skyBottom: hsl(18 + j, 70, 62),
        glow: hsl(30, 100, 76),
        far: hsl(230 + j, 20, 34),
        mid: hsl(228 + j, 26, 20),
        near: hsl(226 + j, 32, 9),
        light: hsl(44, 95, 72),
        ground: hsl(226 + j, 32, 9),
        ink: "#ffffff",
        shade: hsl(226, 40, 6),
      };
    case "light": {
      // Blues, violets, magentas, teal, crimson: never the olive of a dark yellow.
      const h = pick(r, [212, 248, 278, 318, 188, 346]) + j;
      return {
        skyTop: hsl(h, 45, 8),
        skyBottom: hsl(h + 40, 55, 22 + k / 2),
        glow: hsl(h + 30, 90, 70),
        far: hsl(h + 180, 80, 66),
        mid: hsl(h + 50, 85, 64),
        near: hsl(h, 40, 6),
        light: hsl(h + 20, 100, 84),
        ground: hsl(h, 40, 10),
        ink: "#ffffff",
        shade: hsl(h, 45, 5),
      };
    }
  }
}

/** Studio backdrops of a person's portrait: rust, ochre, teal, steel, violet, plum, green. */
const PORTRAIT_HUES = [12, 34, 176, 206, 262, 328, 146] as const;

/** The palette of a person's portrait: a coloured backdrop, a dark bust, a warm rim light. */
export function portraitPalette(r: Rand): Palette {
  const h = PORTRAIT_HUES[Math.floor(r() * PORTRAIT_HUES.length)] ?? 12;
  const k = between(r, -5, 5);
  return {
    skyTop: hsl(h, 42, 40 + k),
    skyBottom: hsl(h + 12, 48, 14),
    glow: hsl(h + 20, 70, 72),
    far: hsl(h, 30, 30),
    mid: hsl(h, 30, 18),
    near: hsl(h + 8, 30, 8),
    light: hsl(h + 30, 90, 86),
    ground: hsl(h, 30, 12),
    ink: "#ffffff",
    shade: hsl(h, 40, 6),
  };
}
