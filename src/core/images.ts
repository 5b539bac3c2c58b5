/**
 * Image requests (spec 001 §3 "Image request parameters", §9 "Images"): the query an image
 * URL carries (`ar`, `fit` default crop, `crop` default edges, `auto`, `width`, and the
 * quality `q`), the spec's widths and breakpoints, and the `srcset` of each kind of art.
 * Pure: URLs are built as text.
 */
import { isPhoneWidth } from "./viewport.ts";

export const IMAGE_FITS = [
  "crop",
  "clip",
  "clamp",
  "facearea",
  "fill",
  "fillmax",
  "max",
  "min",
  "scale",
] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];
export const IMAGE_CROPS = [
  "edges",
  "faces",
  "entropy",
  "center",
  "top",
  "bottom",
  "left",
  "right",
] as const;
export type ImageCrop = (typeof IMAGE_CROPS)[number];
export const IMAGE_AUTOS = ["format", "compress", "enhance", "redeye"] as const;
export type ImageAuto = (typeof IMAGE_AUTOS)[number];

export const DEFAULT_IMAGE_FIT: ImageFit = "crop";
export const DEFAULT_IMAGE_CROP: ImageCrop = "edges";

/** Image quality (spec 001 §9): 30 on phones, 40 otherwise. */
export const IMAGE_QUALITY_PHONE = 30;
export const IMAGE_QUALITY_DEFAULT = 40;

/** The widest image ever asked for (the last of the spec's widths). */
export const IMAGE_MAX_WIDTH_PX = 4_742;
export const IMAGE_MIN_WIDTH_PX = 328;

/** An aspect ratio `W:H` (or a plain number), within these bounds. */
const ASPECT_RATIO = /^(\d{1,4}(?:\.\d{1,4})?)(?::(\d{1,4}(?:\.\d{1,4})?))?$/;
const RATIO_MIN = 0.1;
const RATIO_MAX = 10;

export interface ImageParams {
  /** Aspect ratio, `16:9` or `1.5`. */
  readonly ar?: string;
  readonly fit?: ImageFit;
  readonly crop?: readonly ImageCrop[];
  readonly auto?: readonly ImageAuto[];
  /** Width in px. */
  readonly width?: number;
  /** Quality 1 to 100. */
  readonly q?: number;
}

/** Width over height of an `ar` value, or null when it is not one (or out of bounds). */
export const parseAspectRatio = (ar: string): number | null => {
  const match = ASPECT_RATIO.exec(ar.trim());
  if (!match) return null;
  const w = Number(match[1]);
  const h = match[2] === undefined ? 1 : Number(match[2]);
  if (!(w > 0 && h > 0)) return null;
  const ratio = w / h;
  return ratio >= RATIO_MIN && ratio <= RATIO_MAX ? ratio : null;
};

/** The query of an image request: fit and crop always (their defaults when not given). */
export const imageQuery = (params: ImageParams): readonly (readonly [string, string])[] => {
  const out: [string, string][] = [];
  if (params.ar !== undefined && parseAspectRatio(params.ar) !== null) {
    out.push(["ar", params.ar.trim()]);
  }
  out.push(["fit", params.fit ?? DEFAULT_IMAGE_FIT]);
  const crop = params.crop && params.crop.length > 0 ? params.crop : [DEFAULT_IMAGE_CROP];
  out.push(["crop", [...new Set(crop)].join(",")]);
  if (params.auto && params.auto.length > 0)
    out.push(["auto", [...new Set(params.auto)].join(",")]);
  if (params.width !== undefined && Number.isFinite(params.width) && params.width >= 1) {
    out.push(["width", String(Math.min(IMAGE_MAX_WIDTH_PX, Math.round(params.width)))]);
  }
  if (params.q !== undefined && Number.isFinite(params.q)) {
    out.push(["q", String(Math.min(100, Math.max(1, Math.round(params.q))))]);
  }
  return out;
};

/**
 * `src` with the image request parameters. Keys the image parameters set replace those of
 * `src`; its other keys and its hash are kept.
 */
export const imageUrl = (src: string, params: ImageParams): string => {
  const hashAt = src.indexOf("#");
  const hash = hashAt < 0 ? "" : src.slice(hashAt);
  const beforeHash = hashAt < 0 ? src : src.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = new URLSearchParams(queryAt < 0 ? "" : beforeHash.slice(queryAt + 1));
  for (const [key, value] of imageQuery(params)) search.set(key, value);
  return `${path}?${search.toString()}${hash}`;
};

/** An even number of pixels near `w`. */
const even = (w: number) => 2 * Math.round(w / 2);

/**
 * The spec's widths "from 328 to 4742": from 100 px, each 16 % above the one before (twice an
 * 8 % tolerance), rounded to an even number of pixels, those from 328 to 4742: 328, 380, 442,
 * 512, 594, 688, 798, 926, 1074, 1246, 1446, 1678, 1946, 2258, 2618, 3038, 3524, 4088, 4742.
 */
export const SRCSET_WIDTHS_PX: readonly number[] = (() => {
  const widths: number[] = [];
  for (let w = 100; even(w) <= IMAGE_MAX_WIDTH_PX; w *= 1.16) {
    if (even(w) >= IMAGE_MIN_WIDTH_PX) widths.push(even(w));
  }
  return widths;
})();

/** Image quality for a viewport: 30 on phones, 40 otherwise. */
export const imageQualityFor = (viewportWidth: number): number =>
  isPhoneWidth(viewportWidth) ? IMAGE_QUALITY_PHONE : IMAGE_QUALITY_DEFAULT;

/** Image breakpoints of spec 001 §9, px. */
export const IMAGE_BREAKPOINTS_PX = [320, 400, 500, 640, 680, 700, 834, 1024, 1280, 1680, 1920];

/** The two pairs the spec gives: a 320 px breakpoint asks 500 px, a 450 px one 790 px. */
const KNOWN = [
  [320, 500],
  [450, 790],
] as const;

/**
 * The image width asked for at a breakpoint: the line through the spec's two pairs
 * (320 → 500, 450 → 790: 29/13 px of image per px of breakpoint, which is about a 1.5x to
 * 2.1x screen), rounded to 10 px, within 328 to 4742. So 400 → 680, 640 → 1210,
 * 1024 → 2070, 1280 → 2640, 1920 → 4070.
 */
export const breakpointImageWidth = (breakpoint: number): number => {
  const [[x0, y0], [x1, y1]] = KNOWN;
  const width = y0 + ((breakpoint - x0) * (y1 - y0)) / (x1 - x0);
  const rounded = Math.round(width / 10) * 10;
  return Math.min(IMAGE_MAX_WIDTH_PX, Math.max(IMAGE_MIN_WIDTH_PX, rounded));
};

/**
 * The widths a picture across the page is offered at: for each of the spec's breakpoints,
 * the image width of that breakpoint (`breakpointImageWidth`), as the first of the spec's
 * widths at least that wide: 512, 688, 926, 1246, 1446, 1678, 2258, 3038, 4088.
 */
export const breakpointWidths = (): readonly number[] => [
  ...new Set(
    IMAGE_BREAKPOINTS_PX.map((bp) => {
      const wanted = breakpointImageWidth(bp);
      return SRCSET_WIDTHS_PX.find((w) => w >= wanted) ?? IMAGE_MAX_WIDTH_PX;
    }),
  ),
];

/**
 * How each kind of art is shown: the widths of the spec's list it is offered at (a short list:
 * every width a card carries is attribute text in the page) and the width it takes on screen,
 * the `sizes` of its `<img>`, on the layout's breakpoints.
 */
export const ART_SLOTS = {
  /** A card's poster: about 2.4 cards across a phone, 4.5 from 768 px, 6 from 1280 px. */
  poster: {
    widths: [328, 442, 594],
    sizes: "(min-width: 1280px) 16vw, (min-width: 768px) 22vw, 42vw",
  },
  /**
   * A cover across the page (the home hero, a film's or a series' cover): the widths of the
   * spec's breakpoints.
   */
  cover: { widths: breakpointWidths(), sizes: "100vw" },
  /** A wide slide or tile: a banner, a category, a landing item. */
  wide: {
    widths: [442, 594, 798, 1074, 1446],
    sizes: "(min-width: 1280px) 33vw, (min-width: 768px) 50vw, 92vw",
  },
  /** A small thumbnail beside a search result. */
  thumb: { widths: [328], sizes: "48px" },
  /** A person's round portrait on a card or the carousel. */
  portrait: { widths: [328, 442], sizes: "(min-width: 768px) 12vw, 30vw" },
} as const satisfies Record<string, { readonly widths: readonly number[]; readonly sizes: string }>;
export type ArtSlot = keyof typeof ART_SLOTS;

export interface ArtSources {
  /** The narrowest width, for a browser that reads no `srcset`. */
  readonly src: string;
  readonly srcSet: string;
  readonly sizes: string;
}

/**
 * The `<img>` sources of art in a slot: every width of the slot at `quality`, as a picture
 * (`auto=format`: WebP where the browser takes it) with `params` (`ar`, `fit`, ...).
 */
export const artSources = (
  src: string,
  slot: ArtSlot,
  quality: number,
  params: ImageParams = {},
): ArtSources => {
  const { widths, sizes } = ART_SLOTS[slot];
  const first = widths[0] ?? IMAGE_MIN_WIDTH_PX;
  const url = imageUrl(src, { ...params, auto: ["format"], width: first, q: quality });
  // The URL is made once (a page draws many cards) and each width set into its text: the
  // slot's widths are whole pixels within bounds, written as the image query writes them.
  const at = (width: number) => url.replace(WIDTH_PARAM, `$1width=${width}`);
  return {
    src: url,
    srcSet: widths.map((width) => `${at(width)} ${width}w`).join(", "),
    sizes,
  };
};

/** The width parameter in an image URL's query. */
const WIDTH_PARAM = /([?&])width=\d+(?=&|#|$)/;
