/**
 * Honest demo media (issue 25): every film and episode plays as long as its page says. The
 * sample film on disk is FILM_LENGTH_S long; a film's rendition playlist repeats its segments,
 * with a discontinuity between passes (the timestamps start again), until the film's own
 * length, then ends. A film without a length plays the sample once.
 *
 * Short start, short playlist (issue 25's first-frame budget, decision 0049): the sample is cut
 * in 2 s files, and a film-long list of them (3,510 for 117 minutes) is text the player parses
 * on the main thread between the press and the first segment. In the film's playlist the
 * first OPENING_FILES files stay segments of their own (the first frame waits for one 2 s
 * file), and the rest of each pass is listed in runs of up to RUN_FILES consecutive files, one
 * segment each (`segment-002-006.mpegts`: the files 002 to 006 one after the other, which the
 * media route serves joined; MPEG-TS files cut from one stream join into that stream). A run
 * never crosses a pass (a discontinuity), and the last run stops at the film's length.
 */
import { FILM_LENGTH_S } from "./mediaPaths.ts";

/** A film's length in seconds: its catalogue length (minutes), else the sample's. */
export const filmLengthS = (lengthMin: number | null): number =>
  lengthMin !== null && Number.isFinite(lengthMin) && lengthMin > 0
    ? Math.round(lengthMin * 60)
    : FILM_LENGTH_S;

/** Files at the film's start listed one segment each: the first frame waits for one file. */
export const OPENING_FILES = 2;
/** At most this many consecutive files are one segment of the film's playlist. */
export const RUN_FILES = 5;

/** A sample file's name (`segment-007.mpegts`): its number's digits. */
const SAMPLE_FILE = /^segment-(\d{1,6})\.mpegts$/;
/** A run of sample files (`segment-002-006.mpegts`): its first and last file's digits. */
const RUN_FILE = /^segment-(\d{1,6})-(\d{1,6})\.mpegts$/;

/**
 * The sample files a run's name stands for (`segment-002-006.mpegts`: segment-002 to -006,
 * padded as the name is), or null when the name is not a run of 2 to RUN_FILES files.
 */
export function runFiles(name: string): readonly string[] | null {
  const match = RUN_FILE.exec(name);
  if (!match) return null;
  const [, firstDigits = "", lastDigits = ""] = match;
  const first = Number(firstDigits);
  const last = Number(lastDigits);
  if (firstDigits.length !== lastDigits.length || last <= first || last - first >= RUN_FILES) {
    return null;
  }
  const files: string[] = [];
  for (let n = first; n <= last; n++) {
    files.push(`segment-${String(n).padStart(firstDigits.length, "0")}.mpegts`);
  }
  return files;
}

interface Segment {
  readonly uri: string;
  readonly seconds: number;
  /** The file's number, when its name is a sample file's (`segment-007.mpegts`). */
  readonly digits: string | null;
}

/** `#EXTINF` of a segment of `seconds`, written as the sample writes it. */
const extinf = (seconds: number) => `#EXTINF:${seconds.toFixed(6)},`;

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
      const seconds = Number.parseFloat(line.slice(8)) || 0;
      segments.push({ uri, seconds, digits: SAMPLE_FILE.exec(uri)?.[1] ?? null });
      i++;
    } else if (segments.length === 0 && line !== "#EXT-X-ENDLIST") {
      head.push(line);
    }
  }
  const passS = segments.reduce((sum, s) => sum + s.seconds, 0);
  if (segments.length === 0 || passS <= 0 || lengthS <= passS) return sample;

  const body: string[] = [];
  let longest = 0;
  let run: Segment[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const seconds = run.reduce((sum, s) => sum + s.seconds, 0);
    const first = run[0]!;
    const last = run[run.length - 1]!;
    body.push(
      extinf(seconds),
      run.length === 1 ? first.uri : `segment-${first.digits}-${last.digits}.mpegts`,
    );
    longest = Math.max(longest, seconds);
    run = [];
  };
  let total = 0;
  let files = 0;
  for (let pass = 0; total < lengthS; pass++) {
    if (pass > 0) body.push("#EXT-X-DISCONTINUITY");
    for (const segment of segments) {
      if (total >= lengthS) break;
      const previous = run[run.length - 1];
      const joins =
        files >= OPENING_FILES &&
        previous !== undefined &&
        previous.digits !== null &&
        segment.digits !== null &&
        segment.digits.length === previous.digits.length &&
        Number(segment.digits) === Number(previous.digits) + 1 &&
        run.length < RUN_FILES;
      if (!joins) flush();
      run.push(segment);
      if (files < OPENING_FILES) flush();
      total += segment.seconds;
      files++;
    }
    flush();
  }
  const target = `#EXT-X-TARGETDURATION:${Math.ceil(longest)}`;
  const out = head.map((line) => (line.startsWith("#EXT-X-TARGETDURATION:") ? target : line));
  out.push(...body, "#EXT-X-ENDLIST");
  return `${out.join("\n")}\n`;
}
