/**
 * The art of one picture: the scene of the title's mood (or a person's portrait, or a
 * logo), the shades a page's heading needs on backdrops, and on posters the title set in its
 * genre's treatment. Deterministic: the slug seeds every choice, so a film's poster and its
 * cover show the same place in the same colours, and the variant only changes the framing.
 */
import { escapeHtml } from "../http/html.ts";
import type { ArtVariant } from "../mediaPaths.ts";
import {
  type Mood,
  moodOf,
  moodOfCategory,
  type Palette,
  paletteOf,
  portraitPalette,
} from "./palette.ts";
import {
  bokeh,
  coast,
  hills,
  interior,
  nightStreet,
  portrait,
  type SceneFrame,
  skyline,
  vGrad,
} from "./scenes.ts";
import { between, hash, px, rand } from "./seed.ts";
import { initialsOf, titleMarkup } from "./titleTreatment.ts";

/** What a picture shows: a title's scene, a person, a category's scene, a logo. */
export type ArtSubject = "title" | "person" | "category" | "logo";

export interface ArtSpec {
  readonly variant: ArtVariant;
  readonly slug: string;
  readonly title: string;
  readonly size: { readonly width: number; readonly height: number };
  readonly subject: ArtSubject;
  /** The title's visible categories (tag titles); one of them names the poster's genre. */
  readonly categories: readonly string[];
  /** Words that stand for the mood when there are no categories (a banner's title). */
  readonly hint?: string;
}

/** Art that pages show behind their own heading: no text drawn on it, as on real covers. */
export const BACKDROPS: ReadonlySet<ArtVariant> = new Set([
  "cover",
  "detail",
  "banner",
  "banner-mobile",
  "mobile",
]);

/** The scene of each mood, and its name (the SVG's `data-scene`). */
const SCENES: Readonly<Record<Mood, readonly [string, (c: SceneFrame) => string]>> = {
  romance: ["coast", coast],
  coastal: ["coast", coast],
  noir: ["night-street", nightStreet],
  drama: ["interior", (c) => interior(c, false)],
  period: ["interior", (c) => interior(c, true)],
  comedy: ["hills", (c) => hills(c, false)],
  road: ["road", (c) => hills(c, true)],
  documentary: ["skyline", skyline],
  light: ["light", bokeh],
};

/** Characters XML 1.0 cannot carry (control characters, lone surrogates): dropped. */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Backdrops: darker on the left of wide frames (the page's heading), at the bottom of tall ones. */
function headingShade(w: number, h: number, p: Palette) {
  return w / h > 1.25
    ? `<linearGradient id="x"><stop stop-color="${p.shade}" stop-opacity=".85"/><stop offset=".6" stop-color="${p.shade}" stop-opacity="0"/></linearGradient><rect width="${w}" height="${h}" fill="url(#x)"/>`
    : `${vGrad("x", p.shade, p.shade, 0.85, 0)}<rect y="${px(h * 0.45)}" width="${w}" height="${px(h * 0.55)}" fill="url(#x)"/>`;
}

const vignette = (w: number, h: number, p: Palette) =>
  `<radialGradient id="v" r=".75"><stop offset=".55" stop-color="${p.shade}" stop-opacity="0"/><stop offset="1" stop-color="${p.shade}" stop-opacity=".6"/></radialGradient><rect width="${w}" height="${h}" fill="url(#v)"/>`;

/** The SVG of one picture. */
export function drawArt(spec: ArtSpec): string {
  const { variant, slug, subject } = spec;
  const title = spec.title.replace(NOT_XML, "");
  const w = spec.size.width;
  const h = spec.size.height;
  const seed = hash(slug);
  const r = rand(seed);
  const backdrop = BACKDROPS.has(variant);
  const focus = backdrop && w / h > 1.25 ? between(r, 0.64, 0.76) : between(r, 0.35, 0.65);
  const mood: Mood =
    subject === "logo"
      ? "light"
      : moodOf(spec.categories.length > 0 ? spec.categories : [spec.hint ?? ""], seed);
  const p = subject === "person" ? portraitPalette(r) : paletteOf(mood, r);
  const frame: SceneFrame = { w, h, p, r, focus };
  let scene: string;
  let body: string;
  if (subject === "person") {
    scene = "portrait";
    body = portrait(frame, backdrop ? null : initialsOf(title));
  } else if (subject === "logo") {
    scene = "logo";
    body = `${vGrad("s", p.skyTop, p.skyBottom)}<rect width="${w}" height="${h}" fill="url(#s)"/>`;
  } else {
    const [name, draw] = SCENES[mood];
    scene = name;
    body = draw(frame);
  }
  if (backdrop) body += headingShade(w, h, p);
  if (subject !== "logo") body += vignette(w, h, p);
  const titled =
    !backdrop && subject !== "person" && !(subject === "category" && variant === "icon");
  if (titled) {
    const label =
      subject === "title"
        ? (spec.categories.find((c) => moodOfCategory(c) === mood) ?? null)
        : null;
    body += titleMarkup(title, mood, frame, label);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeHtml(title)}" data-scene="${scene}">${body}</svg>`;
}
