/**
 * Art as a picture, the way an image CDN answers `auto=format` (spec 001 §3): the drawn SVG
 * rasterised at the size asked, as WebP at the quality asked. A browser decodes a picture off
 * its main thread; an SVG it parses, lays out and paints there, which on a phone holds up the
 * page. Pictures are kept in memory (bounded), since the same few sizes are asked again and again.
 */
import sharp from "sharp";

/** The quality of a picture asked without `q` (the client always sends 30 or 40). */
export const DEFAULT_PICTURE_QUALITY = 40;
/**
 * libwebp's effort (0-6): 2 makes a card's picture in about 35 ms against the default 4's 55,
 * for at most 5 % more bytes. Pictures are made on their first request, several at once for
 * a page of cards: their time is the page's.
 */
const WEBP_EFFORT = 2;
/** How many bytes of pictures are kept; the oldest asked go first. */
const CACHE_BYTES = 48 * 1024 * 1024;

/** Text the art sets in capitals by style (server/art/titleTreatment.ts). */
const CAPITALS_TEXT = /(<text\b[^>]*style="text-transform:uppercase"[^>]*>)([\s\S]*?)(<\/text>)/g;

/**
 * The SVG with the capitals its titles take by CSS written out: the rasteriser reads no
 * `text-transform`, and a picture keeps no text to search anyway. Tags and character
 * references are kept as they are.
 */
export const withCapitalsSetOut = (svg: string): string =>
  svg.replace(
    CAPITALS_TEXT,
    (_, open: string, body: string, close: string) =>
      `${open}${body.replace(/<[^>]*>|&[#\w]+;|[^<&]+/g, (part) =>
        part.startsWith("<") || part.startsWith("&") ? part : part.toUpperCase(),
      )}${close}`,
  );

export interface PictureRequest {
  /** What identifies the picture: the art's path and every parameter that changes it. */
  readonly key: string;
  readonly svg: () => string;
  readonly width: number;
  readonly height: number;
  readonly quality: number;
}

export interface PictureCache {
  /** The WebP picture, or null when it could not be made (the caller answers the SVG). */
  webp(request: PictureRequest): Promise<Uint8Array<ArrayBuffer> | null>;
}

export function createPictureCache(
  log: (message: string, detail?: unknown) => void,
  capacityBytes = CACHE_BYTES,
): PictureCache {
  const pictures = new Map<string, Uint8Array<ArrayBuffer>>();
  const making = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>();
  let bytes = 0;

  const keep = (key: string, picture: Uint8Array<ArrayBuffer>) => {
    pictures.set(key, picture);
    bytes += picture.byteLength;
    for (const [oldKey, old] of pictures) {
      if (bytes <= capacityBytes) break;
      pictures.delete(oldKey);
      bytes -= old.byteLength;
    }
  };

  const make = async (request: PictureRequest): Promise<Uint8Array<ArrayBuffer> | null> => {
    try {
      const svg = Buffer.from(withCapitalsSetOut(request.svg()));
      const picture = await sharp(svg)
        .resize({ width: request.width, height: request.height, fit: "fill" })
        .webp({ quality: request.quality, effort: WEBP_EFFORT })
        .toBuffer();
      const bytesOf: Uint8Array<ArrayBuffer> = new Uint8Array(picture);
      keep(request.key, bytesOf);
      return bytesOf;
    } catch (error) {
      log("Unable to make a picture of the art", { key: request.key, error });
      return null;
    }
  };

  return {
    webp(request) {
      const kept = pictures.get(request.key);
      if (kept) {
        // Asked again: the most recently asked are kept longest.
        pictures.delete(request.key);
        pictures.set(request.key, kept);
        return Promise.resolve(kept);
      }
      // Two asks of one picture at once make it once.
      let pending = making.get(request.key);
      if (!pending) {
        pending = make(request).finally(() => making.delete(request.key));
        making.set(request.key, pending);
      }
      return pending;
    },
  };
}
