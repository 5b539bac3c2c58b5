/**
 * Seek-bar thumbnails from a WebVTT file whose cues name a sprite region:
 *
 *   00:00:02.000 --> 00:00:04.000
 *   sprite.jpg#xywh=128,0,128,72
 *
 * Pure: the text in, the cues out (malformed cues are skipped).
 */

export interface ThumbnailCue {
  readonly startS: number;
  readonly endS: number;
  /** The sprite image, absolute. */
  readonly url: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const TIMING =
  /^\s*((?:\d+:)?\d{1,2}:\d{2}(?:\.\d{1,3})?)\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}(?:\.\d{1,3})?)/;
const XYWH = /#xywh=(\d+),(\d+),(\d+),(\d+)\s*$/;

/** Seconds of a VTT timestamp: `mm:ss.ttt` or `hh:mm:ss.ttt`. */
export const vttSeconds = (stamp: string): number =>
  stamp
    .split(":")
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);

export function parseThumbnailsVtt(text: string, baseUrl: string): readonly ThumbnailCue[] {
  const cues: ThumbnailCue[] = [];
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  for (let i = 0; i < lines.length; i++) {
    const timing = TIMING.exec(lines[i]!);
    if (!timing) continue;
    const payload = (lines[i + 1] ?? "").trim();
    const region = XYWH.exec(payload);
    if (!region || payload.length === region[0].length) continue;
    let url: string;
    try {
      url = new URL(payload.slice(0, payload.length - region[0].length), baseUrl).href;
    } catch {
      continue;
    }
    const [x, y, width, height] = region.slice(1).map(Number) as [number, number, number, number];
    const startS = vttSeconds(timing[1]!);
    const endS = vttSeconds(timing[2]!);
    if (!(endS > startS) || width === 0 || height === 0) continue;
    cues.push({ startS, endS, url, x, y, width, height });
  }
  return cues;
}

/** The cue showing at `timeS`, or null. */
export const thumbnailAt = (cues: readonly ThumbnailCue[], timeS: number): ThumbnailCue | null =>
  cues.find((cue) => timeS >= cue.startS && timeS < cue.endS) ?? null;
