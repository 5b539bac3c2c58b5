#!/usr/bin/env node
/**
 * Generates the committed sample media of the reference server (server/media):
 * a ~40 s H.264/AAC HLS film, a ~12 s HLS trailer, WebVTT subtitles (es, fr, de, en)
 * and a thumbnails VTT with its sprite. Test pattern plus tone, nothing else.
 * Needs ffmpeg on PATH. Run once: `npm run media`; the output is committed.
 * MPEG-TS segments are named `.mpegts`, not `.ts`: the repo's tsconfig includes server/**
 * and TypeScript would try to compile `.ts` video. The server answers them as video/mp2t.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "server", "media");
const FILM_S = 40;
const TRAILER_S = 12;
const SEGMENT_S = 4;
const FPS = 24;
const WIDTH = 426;
const HEIGHT = 240;

const ffmpeg = (args) =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: "inherit",
  });

function fresh(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

/** An HLS clip of the test pattern with a tone: baseline H.264, yuv420p, AAC mono. */
function hlsClip(name, seconds, pattern, toneHz) {
  const dir = join(root, name);
  fresh(dir);
  ffmpeg(
    [
      ["-f", "lavfi", "-i", `${pattern}=size=${WIDTH}x${HEIGHT}:rate=${FPS}:duration=${seconds}`],
      ["-f", "lavfi", "-i", `sine=frequency=${toneHz}:sample_rate=44100:duration=${seconds}`],
      ["-c:v", "libx264", "-profile:v", "baseline", "-level", "3.0", "-pix_fmt", "yuv420p"],
      ["-preset", "veryslow", "-crf", "34", "-maxrate", "160k", "-bufsize", "320k"],
      ["-g", String(FPS * SEGMENT_S), "-keyint_min", String(FPS * SEGMENT_S)],
      ["-sc_threshold", "0"],
      ["-c:a", "aac", "-b:a", "32k", "-ac", "1"],
      ["-f", "hls", "-hls_time", String(SEGMENT_S), "-hls_playlist_type", "vod"],
      ["-hls_segment_filename", join(dir, "segment-%03d.mpegts")],
      join(dir, "index.m3u8"),
    ].flat(),
  );
}

const timestamp = (s) => {
  const hh = String(Math.floor(s / 3600)).padStart(2, "0");
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, "0");
  const ss = String(s % 60).padStart(2, "0");
  return `${hh}:${mm}:${ss}.000`;
};

const LINES = {
  en: ["The harbour is quiet tonight.", "Did you hear the bell?", "Let us wait for the tide."],
  es: ["El puerto está tranquilo esta noche.", "¿Oíste la campana?", "Esperemos la marea."],
  fr: ["Le port est calme ce soir.", "As-tu entendu la cloche ?", "Attendons la marée."],
  de: [
    "Der Hafen ist heute Nacht still.",
    "Hast du die Glocke gehört?",
    "Warten wir auf die Flut.",
  ],
};

function subtitles() {
  const dir = join(root, "subtitles");
  fresh(dir);
  for (const [lang, lines] of Object.entries(LINES)) {
    const cues = [];
    for (let start = 2, i = 0; start + 3 <= FILM_S; start += 5, i++) {
      cues.push(
        `${i + 1}\n${timestamp(start)} --> ${timestamp(start + 3)}\n${lines[i % lines.length]}`,
      );
    }
    writeFileSync(join(dir, `film.${lang}.vtt`), `WEBVTT\n\n${cues.join("\n\n")}\n`);
  }
}

function thumbnails() {
  const dir = join(root, "thumbnails");
  fresh(dir);
  const every = 4;
  const count = FILM_S / every;
  const cols = 5;
  const rows = Math.ceil(count / cols);
  const w = 96;
  const h = 54;
  ffmpeg(
    [
      ["-f", "lavfi", "-i", `testsrc2=size=${WIDTH}x${HEIGHT}:rate=${FPS}:duration=${FILM_S}`],
      ["-vf", `fps=1/${every},scale=${w}:${h},tile=${cols}x${rows}`],
      ["-frames:v", "1", "-q:v", "6", join(dir, "sprite.jpg")],
    ].flat(),
  );
  const cues = [];
  for (let i = 0; i < count; i++) {
    const x = (i % cols) * w;
    const y = Math.floor(i / cols) * h;
    cues.push(
      `${timestamp(i * every)} --> ${timestamp((i + 1) * every)}\nsprite.jpg#xywh=${x},${y},${w},${h}`,
    );
  }
  writeFileSync(join(dir, "film.vtt"), `WEBVTT\n\n${cues.join("\n\n")}\n`);
}

function totalBytes(dir) {
  let sum = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    const stat = statSync(path);
    sum += stat.isDirectory() ? totalBytes(path) : stat.size;
  }
  return sum;
}

mkdirSync(root, { recursive: true });
hlsClip("film", FILM_S, "testsrc2", 440);
hlsClip("trailer", TRAILER_S, "smptebars", 660);
subtitles();
thumbnails();
console.log(`server/media: ${(totalBytes(root) / 1024).toFixed(0)} KiB`);
