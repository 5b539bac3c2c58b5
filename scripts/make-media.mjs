#!/usr/bin/env node
/**
 * Generates the committed sample media of the reference server (server/media), deterministically:
 * - film/: a 40 s H.264/AAC HLS film in three renditions (240p, 360p, 720p) under a master
 *   playlist, 2 s segments: a title card, three generated shots (dusk over the hills, a boat at
 *   sea at last light, the harbour at night) and an end card (film-scenes.mjs), to a soft chord;
 * - trailer/: a 12 s single-rendition HLS trailer (360p) cut from the same shots;
 * - subtitles/: WebVTT in es, fr, de, en; thumbnails/: a sprite and its VTT, every 2 s;
 * - lost/: the 404 page's looping video (spec 000 §2), 12 s of drifting colour that plays
 *   forward then back (so its loop has no seam), VP9 WebM, no sound.
 * Each cut is drawn once at 720p into a lossless file, then scaled for every rendition.
 * Needs ffmpeg on PATH (the cards' text uses DejaVu fonts when installed). `npm run media`; the
 * output is committed.
 * MPEG-TS segments are named `.mpegts`, not `.ts`: the repo's tsconfig includes server/**
 * and TypeScript would try to compile `.ts` video. The server answers them as video/mp2t.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cutArgs, drawPlates } from "./film-scenes.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "server", "media");
const FILM_S = 40;
const TRAILER_S = 12;
const SEGMENT_S = 2;
const FPS = 24;
const AUDIO_KBPS = 24;
const AUDIO_CODEC = "mp4a.40.2";
const font = (...names) =>
  names.map((f) => `/usr/share/fonts/truetype/dejavu/${f}`).find((f) => existsSync(f));
const FONTS = {
  sans: font("DejaVuSans-ExtraLight.ttf", "DejaVuSans.ttf"),
  serif: font("DejaVuSerif-Italic.ttf", "DejaVuSerif.ttf"),
};
const TITLE = "Last Light";
/** The film: a title card, three shots of 12, 12 and 8 s (cuts on segment edges), an end card. */
const FILM_SHOTS = [
  { kind: "card", seconds: 4, kicker: "CINEMA PRESENTS", title: TITLE },
  { kind: "dusk", seconds: 12 },
  { kind: "sea", seconds: 12 },
  { kind: "night", seconds: 8 },
  { kind: "card", seconds: 4, kicker: "CINEMA", title: "The End" },
];
/** The trailer: later moments of the same shots, then the title. */
const TRAILER_SHOTS = [
  { kind: "dusk", seconds: 3, from: 6 },
  { kind: "sea", seconds: 3, from: 7 },
  { kind: "night", seconds: 3, from: 5 },
  { kind: "card", seconds: 3, kicker: "NOW SHOWING", title: TITLE },
];

/**
 * The renditions, lowest first: the master lists them in this order so players that start on
 * the first variant (Safari, hls.js) begin on 240p.
 */
const RENDITIONS = [
  {
    name: "240p",
    width: 426,
    height: 240,
    profile: "baseline",
    level: "3.0",
    kbps: 60,
  },
  {
    name: "360p",
    width: 640,
    height: 360,
    profile: "main",
    level: "3.0",
    kbps: 100,
  },
  {
    name: "720p",
    width: 1280,
    height: 720,
    profile: "main",
    level: "3.1",
    kbps: 190,
  },
];

const ffmpeg = (args) =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: "inherit",
  });

function fresh(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

/** Draws `shots` once at 720p into a lossless file of `seconds` in `work`; returns its path. */
function drawCut(work, plates, shots, seconds, name) {
  const path = join(work, `${name}.mkv`);
  ffmpeg(
    [
      cutArgs(plates, shots, { fps: FPS, fonts: FONTS }),
      ["-t", String(seconds), "-r", String(FPS), "-fflags", "+bitexact", "-flags", "+bitexact"],
      // Lossless: every rendition scales the same pictures.
      ["-c:v", "libx264", "-qp", "0", "-preset", "ultrafast", "-pix_fmt", "yuv444p", path],
    ].flat(),
  );
  return path;
}

/** A soft chord swelling every 4 s, fading in and out, the same on every run. */
const chord = (seconds) =>
  `aevalsrc=exprs='(0.08*sin(2*PI*220*t)+0.05*sin(2*PI*277.18*t)+0.04*sin(2*PI*329.63*t))*(0.6+0.4*sin(2*PI*t/4))':sample_rate=44100:duration=${seconds},afade=t=in:d=1.5,afade=t=out:st=${seconds - 2}:d=2`;

/**
 * One HLS media playlist in `dir` from the drawn `cut`: H.264 at a target bitrate (capped at
 * 1.25 times it) with a keyframe starting every segment, AAC mono.
 */
function encodeHls(dir, { width, height, profile, level, kbps }, cut, seconds) {
  fresh(dir);
  const gop = String(FPS * SEGMENT_S);
  ffmpeg(
    [
      ["-i", cut],
      ["-f", "lavfi", "-i", chord(seconds)],
      ["-map", "0:v", "-map", "1:a", "-t", String(seconds)],
      ["-fflags", "+bitexact", "-flags", "+bitexact"],
      // One encoder thread: x264 with several threads and a bitrate target is not repeatable.
      ["-threads", "1"],
      ["-c:v", "libx264", "-profile:v", profile, "-level", level, "-pix_fmt", "yuv420p"],
      ["-vf", `scale=${width}:${height}:flags=lanczos+accurate_rnd+bitexact`, "-preset", "slow"],
      ["-b:v", `${kbps}k`, "-maxrate", `${Math.round(kbps * 1.25)}k`, "-bufsize", `${kbps * 2}k`],
      ["-g", gop, "-keyint_min", gop, "-sc_threshold", "0"],
      ["-c:a", "aac", "-b:a", `${AUDIO_KBPS}k`, "-ac", "1"],
      ["-f", "hls", "-hls_time", String(SEGMENT_S), "-hls_playlist_type", "vod"],
      ["-hls_flags", "independent_segments"],
      ["-hls_segment_filename", join(dir, "segment-%03d.mpegts")],
      join(dir, "index.m3u8"),
    ].flat(),
  );
}

const segmentsOf = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".mpegts"))
    .map((f) => statSync(join(dir, f)).size);

/**
 * The RFC 6381 name of a rendition's H.264 stream (`avc1.PPCCLL`: profile, constraint flags,
 * level), read from the sequence parameter set in its first segment.
 */
function avcCodec(dir) {
  const bytes = readFileSync(join(dir, "segment-000.mpegts"));
  for (let i = 0; i + 6 < bytes.length; i++) {
    if (bytes[i] === 0 && bytes[i + 1] === 0 && bytes[i + 2] === 1 && (bytes[i + 3] & 0x1f) === 7) {
      return `avc1.${bytes.subarray(i + 4, i + 7).toString("hex")}`;
    }
  }
  throw new Error(`no H.264 sequence parameter set in ${dir}`);
}

/** Peak and average bits per second of a rendition's segments (the master's BANDWIDTH). */
function bandwidth(dir, seconds) {
  const sizes = segmentsOf(dir);
  const peak = Math.max(
    ...sizes.map((bytes, i) => {
      const last = i === sizes.length - 1;
      const length = last ? seconds - SEGMENT_S * (sizes.length - 1) : SEGMENT_S;
      return (bytes * 8) / Math.max(length, SEGMENT_S / 2);
    }),
  );
  const average = (sizes.reduce((a, b) => a + b, 0) * 8) / seconds;
  return { peak: Math.ceil(peak), average: Math.ceil(average) };
}

function film(cut) {
  const dir = join(root, "film");
  fresh(dir);
  const variants = [];
  for (const rendition of RENDITIONS) {
    const sub = join(dir, rendition.name);
    encodeHls(sub, rendition, cut, FILM_S);
    const { peak, average } = bandwidth(sub, FILM_S);
    variants.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${average},RESOLUTION=${rendition.width}x${rendition.height},FRAME-RATE=${FPS}.000,CODECS="${avcCodec(sub)},${AUDIO_CODEC}"\n${rendition.name}/index.m3u8`,
    );
  }
  writeFileSync(
    join(dir, "master.m3u8"),
    `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-INDEPENDENT-SEGMENTS\n${variants.join("\n")}\n`,
  );
}

function trailer(cut) {
  const rendition = RENDITIONS[1];
  encodeHls(join(root, "trailer"), { ...rendition, kbps: 100 }, cut, TRAILER_S);
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
    for (let start = 4, i = 0; start + 3 <= FILM_S; start += 5, i++) {
      cues.push(
        `${i + 1}\n${timestamp(start)} --> ${timestamp(start + 3)}\n${lines[i % lines.length]}`,
      );
    }
    writeFileSync(join(dir, `film.${lang}.vtt`), `WEBVTT\n\n${cues.join("\n\n")}\n`);
  }
}

function thumbnails(cut) {
  const dir = join(root, "thumbnails");
  fresh(dir);
  const every = 2;
  const count = FILM_S / every;
  const cols = 5;
  const rows = Math.ceil(count / cols);
  const w = 128;
  const h = 72;
  ffmpeg(
    [
      ["-i", cut],
      ["-fflags", "+bitexact", "-flags", "+bitexact"],
      // The frame in the middle of each interval, so a tile shows what its cue covers.
      [
        "-vf",
        `select='eq(mod(n+${(FPS * every) / 2},${FPS * every}),0)',scale=${w}:${h},tile=${cols}x${rows}`,
      ],
      ["-frames:v", "1", "-q:v", "7", join(dir, "sprite.jpg")],
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

/** The 404 page's loop: 6 s of drifting gradients, then the same reversed. */
function lostLoop() {
  const dir = join(root, "lost");
  mkdirSync(dir, { recursive: true });
  const graph = [
    `gradients=s=480x270:r=${FPS}:d=6:c0=0x0b1020:c1=0x5a1838:c2=0x102048:c3=0x1a0a14:nb_colors=4:speed=0.02:seed=7`,
    "vignette",
    "split[a][b];[b]reverse[r];[a][r]concat=n=2:v=1",
  ].join(",");
  ffmpeg(
    ["-f", "lavfi", "-i", graph, "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "36"].concat([
      "-row-mt",
      "1",
      "-deadline",
      "good",
      "-an",
      join(dir, "loop.webm"),
    ]),
  );
}

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

mkdirSync(root, { recursive: true });
const work = mkdtempSync(join(tmpdir(), "cinema-media-"));
try {
  const plates = drawPlates(work);
  const filmCut = drawCut(work, plates, FILM_SHOTS, FILM_S, "film");
  film(filmCut);
  trailer(drawCut(work, plates, TRAILER_SHOTS, TRAILER_S, "trailer"));
  subtitles();
  thumbnails(filmCut);
  lostLoop();
} finally {
  rmSync(work, { recursive: true, force: true });
}
for (const { name } of RENDITIONS)
  console.log(`film/${name}: ${kib(totalBytes(join(root, "film", name)))}`);
for (const part of ["film", "trailer", "subtitles", "thumbnails", "lost"]) {
  console.log(`${part}: ${kib(totalBytes(join(root, part)))}`);
}
console.log(`server/media: ${kib(totalBytes(root))}`);
