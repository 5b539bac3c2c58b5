/**
 * A page's gzip, written by hand from pieces so that the template's large static parts are
 * compressed once per process, not once per page (docs/decisions/0056, "Render cost cut").
 *
 * A gzip member is a header, a DEFLATE stream, the CRC-32 and length of what it holds. Each
 * piece here is its own raw DEFLATE stream ended by a sync flush: byte-aligned, not final,
 * referring to nothing before it. Such streams laid end to end are one valid DEFLATE stream
 * (what a sync flush in one stream makes too), closed by one empty final block. So a part
 * deflated ahead (`DeflatedPart`) can stand between the page's own pieces as it is.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * zlib's fastest level: a page is compressed on the render's core, so its CPU counts against
 * every page waiting behind it (level 6 cost a tenth of a film page's render); level 1 makes
 * it a few per cent larger.
 */
export const PAGE_GZIP_LEVEL = 1;

/** Text the same on every page, encoded and deflated once. */
export interface DeflatedPart {
  readonly bytes: Uint8Array;
  readonly deflated: Uint8Array;
}

/** A part of a page as it is written: text of this page, its bytes, or a part deflated ahead. */
export type PagePart = string | Uint8Array | DeflatedPart;

const deflatePiece = (bytes: Uint8Array): Uint8Array =>
  deflateRawSync(bytes, { level: PAGE_GZIP_LEVEL, finishFlush: constants.Z_SYNC_FLUSH });

export const deflatedPart = (text: string): DeflatedPart => {
  const bytes = Buffer.from(text, "utf8");
  return { bytes, deflated: deflatePiece(bytes) };
};

export const isDeflatedPart = (part: PagePart): part is DeflatedPart =>
  typeof part !== "string" && !(part instanceof Uint8Array);

const encoder = new TextEncoder();

export const bytesOfPart = (part: PagePart): Uint8Array =>
  typeof part === "string" ? encoder.encode(part) : part instanceof Uint8Array ? part : part.bytes;

/** The member's header: no name, no time, no extra field (RFC 1952). */
const HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3);
/** An empty final block: what ends the DEFLATE stream. */
const FINAL_BLOCK = deflateRawSync(new Uint8Array(0), { level: PAGE_GZIP_LEVEL });

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0] as Uint8Array;
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** What a document stream writes: the bytes for its next parts (`end`: the last). */
export type DocumentOutput = (parts: readonly PagePart[], end: boolean) => Uint8Array;

/** The parts as they are. */
export const plainOutput = (): DocumentOutput => (parts) => concatBytes(parts.map(bytesOfPart));

/**
 * One gzip member over every call's parts: each call's own text is deflated (one piece per
 * run between parts deflated ahead), so what a call returns is decodable as it arrives.
 */
export function gzipOutput(): DocumentOutput {
  let started = false;
  let crc = 0;
  let size = 0;
  return (parts, end) => {
    const out: Uint8Array[] = [];
    if (!started) {
      started = true;
      out.push(HEADER);
    }
    let run: Uint8Array[] = [];
    const endRun = () => {
      if (run.length === 0) return;
      out.push(deflatePiece(concatBytes(run)));
      run = [];
    };
    for (const part of parts) {
      const bytes = bytesOfPart(part);
      crc = crc32(bytes, crc);
      size = (size + bytes.length) % 2 ** 32;
      if (isDeflatedPart(part)) {
        endRun();
        out.push(part.deflated);
      } else run.push(bytes);
    }
    endRun();
    if (end) {
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(size, 4);
      out.push(FINAL_BLOCK, trailer);
    }
    return concatBytes(out);
  };
}
