/** The art's randomness: a stable hash of the slug and a small generator seeded by it. */

/** FNV-1a: a stable 32-bit hash of a text. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Numbers in [0, 1), always the same sequence for the same seed (mulberry32). */
export type Rand = () => number;

export function rand(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [min, max) from `r`. */
export const between = (r: Rand, min: number, max: number) => min + r() * (max - min);

/** One item of a non-empty list from `r`. */
export const pick = <T>(r: Rand, list: readonly [T, ...T[]]): T =>
  list[Math.floor(r() * list.length)] ?? list[0];

/** A coordinate as the SVG writes it: whole pixels (the art is drawn at its pixel size). */
export const px = (v: number) => Math.round(v);

/** An opacity as the SVG writes it: one decimal, no leading zero (".6"). */
export const op = (v: number) => v.toFixed(1).replace(/^0\./, ".");
