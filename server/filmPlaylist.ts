/**
 * Honest demo media (issue 25): every film and episode plays as long as its page says. The
 * sample film on disk is FILM_LENGTH_S long; a film's rendition playlist repeats its segments,
 * with a discontinuity between passes (the timestamps start again), until the film's own
 * length, then ends. A film without a length plays the sample once.
 */
import { FILM_LENGTH_S } from "./mediaPaths.ts";

/** A film's length in seconds: its catalogue length (minutes), else the sample's. */
export const filmLengthS = (lengthMin: number | null): number =>
  lengthMin !== null && Number.isFinite(lengthMin) && lengthMin > 0
    ? Math.round(lengthMin * 60)
    : FILM_LENGTH_S;

interface Segment {
  readonly info: string;
  readonly uri: string;
  readonly seconds: number;
}

/** The sample's rendition playlist repeated to `lengthS` seconds (the sample when shorter). */
export function filmPlaylist(sample: string, lengthS: number): string {
  const lines = sample.split(/\r?\n/).filter((line) => line.trim() !== "");
  const head: string[] = [];
  const segments: Segment[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith("#EXTINF:")) {
      const uri = lines[i + 1];
      if (uri === undefined || uri.startsWith("#")) continue;
      segments.push({ info: line, uri, seconds: Number.parseFloat(line.slice(8)) || 0 });
      i++;
    } else if (segments.length === 0 && line !== "#EXT-X-ENDLIST") {
      head.push(line);
    }
  }
  const passS = segments.reduce((sum, s) => sum + s.seconds, 0);
  if (segments.length === 0 || passS <= 0 || lengthS <= passS) return sample;
  const out = [...head];
  let total = 0;
  for (let pass = 0; total < lengthS; pass++) {
    if (pass > 0) out.push("#EXT-X-DISCONTINUITY");
    for (const segment of segments) {
      if (total >= lengthS) break;
      out.push(segment.info, segment.uri);
      total += segment.seconds;
    }
  }
  out.push("#EXT-X-ENDLIST");
  return `${out.join("\n")}\n`;
}
