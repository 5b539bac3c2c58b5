/**
 * The title as a poster sets it, per genre: a font stack (system fonts only), weight, case,
 * letter spacing and place. Noir and thrillers: condensed capitals at the bottom; romance:
 * an italic serif in the middle; comedy: rounded bold with an outline at the top; drama: a
 * spaced serif in capitals at the bottom; and so on. The title is wrapped on up to 3 lines
 * and sized to fit the frame.
 */
import { escapeHtml } from "../http/html.ts";
import type { Mood, Palette } from "./palette.ts";
import { px } from "./seed.ts";

export interface Treatment {
  readonly family: string;
  readonly weight: number;
  readonly italic: boolean;
  readonly upper: boolean;
  /** Letter spacing, in em. */
  readonly spacing: number;
  readonly place: "top" | "centre" | "bottom";
  readonly align: "middle" | "start";
  /** Average advance of one character of this face and case, in em (to fit the width). */
  readonly advance: number;
  /** Drawn with a dark outline instead of over a shade (bright scenes). */
  readonly outline: boolean;
}

const CONDENSED = "'Liberation Sans Narrow','Arial Narrow','Roboto Condensed',sans-serif";
const SERIF = "Georgia,'Times New Roman','Liberation Serif',serif";

export const TREATMENTS: Readonly<Record<Mood, Treatment>> = {
  noir: {
    family: CONDENSED,
    weight: 700,
    italic: false,
    upper: true,
    spacing: 0.1,
    place: "bottom",
    align: "middle",
    advance: 0.6,
    outline: false,
  },
  romance: {
    family: `Didot,'Bodoni 72',${SERIF}`,
    weight: 400,
    italic: true,
    upper: false,
    spacing: 0.01,
    place: "centre",
    align: "middle",
    advance: 0.5,
    outline: false,
  },
  coastal: {
    family: "'Gill Sans','Gill Sans MT',Optima,Candara,'DejaVu Sans',sans-serif",
    weight: 300,
    italic: false,
    upper: true,
    spacing: 0.22,
    place: "top",
    align: "middle",
    advance: 0.75,
    outline: false,
  },
  comedy: {
    family: "'Arial Rounded MT Bold','Varela Round',Nunito,'Trebuchet MS','DejaVu Sans',sans-serif",
    weight: 800,
    italic: false,
    upper: false,
    spacing: 0,
    place: "top",
    align: "middle",
    advance: 0.66,
    outline: true,
  },
  drama: {
    family: SERIF,
    weight: 400,
    italic: false,
    upper: true,
    spacing: 0.16,
    place: "bottom",
    align: "middle",
    advance: 0.8,
    outline: false,
  },
  period: {
    family: `'Palatino Linotype',Palatino,'Book Antiqua',${SERIF}`,
    weight: 400,
    italic: false,
    upper: true,
    spacing: 0.12,
    place: "top",
    align: "middle",
    advance: 0.8,
    outline: false,
  },
  road: {
    family: "'Trebuchet MS','Helvetica Neue',Arial,'Liberation Sans',sans-serif",
    weight: 800,
    italic: true,
    upper: true,
    spacing: 0.02,
    place: "top",
    align: "middle",
    advance: 0.74,
    outline: true,
  },
  documentary: {
    family: "'Helvetica Neue',Helvetica,Arial,'Liberation Sans',sans-serif",
    weight: 700,
    italic: false,
    upper: true,
    spacing: 0.03,
    place: "bottom",
    align: "start",
    advance: 0.72,
    outline: false,
  },
  light: {
    family: "Futura,'Century Gothic','Avenir Next','DejaVu Sans',sans-serif",
    weight: 300,
    italic: false,
    upper: true,
    spacing: 0.24,
    place: "centre",
    align: "middle",
    advance: 0.74,
    outline: false,
  },
};

/** `words` on at most `count` lines, as even as the words allow. */
function wrap(words: readonly string[], count: number): string[] {
  const total = words.join(" ").length;
  let limit = Math.max(Math.ceil(total / count), ...words.map((w) => w.length));
  for (;;) {
    const out: string[] = [];
    let line = "";
    for (const word of words) {
      if (line && line.length + 1 + word.length > limit) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) out.push(line);
    if (out.length <= count) return out;
    limit++;
  }
}

/**
 * The lines and font size of `text` in a `w` × `h` frame: the fewest lines (at most 3) that
 * give the largest size, the size at most 15% of the width and the block at most 30% of the
 * height.
 */
export function fitTitle(text: string, t: Treatment, w: number, h: number) {
  const words = text.split(/\s+/).filter(Boolean);
  let best = { lines: [text], size: 0 };
  for (let count = 1; count <= Math.min(3, words.length); count++) {
    const lines = wrap(words, count);
    const longest = Math.max(...lines.map((l) => l.length));
    const size = Math.min(
      (w * 0.84) / (longest * (t.advance + t.spacing)),
      w * 0.15,
      (h * 0.3) / lines.length,
    );
    // A third line only for a clearly larger title: two lines read as a title, three as a list.
    if (size > best.size * (count === 3 ? 1.25 : 1.12)) best = { lines, size };
  }
  return { lines: best.lines, size: Math.max(6, Math.floor(best.size)) };
}

/** Shade behind the title so it reads over any scene. */
function scrim(place: Treatment["place"], w: number, h: number, p: Palette) {
  if (place === "centre")
    return `<linearGradient id="t" x2="0" y2="1"><stop stop-color="${p.shade}" stop-opacity="0"/><stop offset=".5" stop-color="${p.shade}" stop-opacity=".5"/><stop offset="1" stop-color="${p.shade}" stop-opacity="0"/></linearGradient><rect y="${px(h * 0.25)}" width="${w}" height="${px(h * 0.5)}" fill="url(#t)"/>`;
  const top = place === "top";
  return `<linearGradient id="t" x2="0" y2="1"><stop stop-color="${p.shade}" stop-opacity="${top ? ".8" : 0}"/><stop offset="1" stop-color="${p.shade}" stop-opacity="${top ? 0 : ".9"}"/></linearGradient><rect y="${top ? 0 : px(h * 0.5)}" width="${w}" height="${px(h * 0.5)}" fill="url(#t)"/>`;
}

/**
 * The title set in the treatment of `mood` (capitals by CSS `text-transform`), with a small `label` (the category) above it
 * when given.
 */
export function titleMarkup(
  title: string,
  mood: Mood,
  frame: { readonly w: number; readonly h: number; readonly p: Palette },
  label: string | null,
): string {
  const t = TREATMENTS[mood];
  const { w, h, p } = frame;
  // Capitals by style: the text keeps the title's own case (what search and readers find).
  const { lines, size } = fitTitle(title, t, w, h);
  const lead = size * (t.upper ? 1.05 : 1.15);
  const labelSize = Math.max(6, px(Math.min(size * 0.32, w * 0.035)));
  const labelGap = label ? labelSize * 1.8 : 0;
  const block = (lines.length - 1) * lead;
  const firstBaseline =
    t.place === "top"
      ? h * 0.07 + labelGap + size * 0.8
      : t.place === "bottom"
        ? h * 0.92 - block
        : h / 2 - block / 2 + size * 0.35;
  const x = t.align === "start" ? px(w * 0.08) : px(w / 2);
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${x}" y="${px(firstBaseline + i * lead)}">${escapeHtml(line)}</tspan>`,
    )
    .join("");
  const outline = t.outline
    ? ` stroke="${p.shade}" stroke-width="${Math.max(1, px(size * 0.09))}" stroke-linejoin="round" paint-order="stroke"`
    : "";
  const eyebrow = label
    ? `<text x="${x}" y="${px(firstBaseline - size * 0.95)}" font-family="'Helvetica Neue',Arial,sans-serif" font-size="${labelSize}" letter-spacing="${(labelSize * 0.3).toFixed(1)}" text-anchor="${t.align}" fill="${p.ink}" opacity=".8" style="text-transform:uppercase">${escapeHtml(label)}</text>`
    : "";
  return `${t.outline ? "" : scrim(t.place, w, h, p)}${eyebrow}<text font-family="${t.family}" font-size="${size}" font-weight="${t.weight}"${t.italic ? ' font-style="italic"' : ""}${t.spacing ? ` letter-spacing="${(size * t.spacing).toFixed(1)}"` : ""} text-anchor="${t.align}" fill="${p.ink}"${t.upper ? ' style="text-transform:uppercase"' : ""}${outline}>${tspans}</text>`;
}

/** A person's initials: the first letter of their first two names. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? "")
    .filter(Boolean)
    .slice(0, 2)
    .join("");
  return escapeHtml(letters.toUpperCase() || "?");
}
