/**
 * The sample film's pictures (used by make-media.mjs): still plates drawn here, pixel by pixel
 * and the same on every run, and the ffmpeg graph that moves them into shots.
 *
 * Shots: dusk over the hills (the sun sinks, three ridges drift at their own speeds), a
 * boat crossing the sea at last light (the sun's reflection sways), the harbour at night
 * (a slow pan along the lit town); a title card and an end card; 2.39:1 letterbox bars.
 * The picture carries no timecode and no rendition name.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

/** The size every shot is drawn at; renditions scale it down. */
export const MASTER = { width: 1280, height: 720 };
/** Height of each letterbox bar: the picture inside is 2.39:1. */
const BAR = Math.round((MASTER.height - MASTER.width / 2.39) / 2);
/** The horizon of the sea and the harbour (the hills sit lower). */
const HORIZON = 446;

const hex = (c) => [1, 3, 5].map((i) => Number.parseInt(c.slice(i, i + 2), 16) / 255);
const clamp01 = (v) => (v < 0 ? 0 : v > 1 ? 1 : v);
const mix = (a, b, f) => a.map((v, i) => v + (b[i] - v) * f);

/** A deterministic generator of numbers in [0, 1) (mulberry32). */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An RGBA picture in floats, painted with straight-alpha "over". */
class Plate {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.data = new Float32Array(width * height * 4);
  }

  blend(x, y, color, alpha) {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    const d = this.data;
    const a = d[i + 3] ?? 0;
    const out = alpha + a * (1 - alpha);
    for (let c = 0; c < 3; c++) {
      d[i + c] = (color[c] * alpha + (d[i + c] ?? 0) * a * (1 - alpha)) / out;
    }
    d[i + 3] = out;
  }

  /** Vertical gradient through `stops` ([position 0..1, "#rrggbb"]), opaque. */
  sky(stops) {
    const colors = stops.map(([at, c]) => [at, hex(c)]);
    for (let y = 0; y < this.height; y++) {
      const f = (y + 0.5) / this.height;
      let k = 0;
      while (k < colors.length - 2 && f > colors[k + 1][0]) k++;
      const [a0, c0] = colors[k];
      const [a1, c1] = colors[k + 1];
      const color = mix(c0, c1, clamp01((f - a0) / (a1 - a0)));
      for (let x = 0; x < this.width; x++) this.blend(x, y, color, 1);
    }
    return this;
  }

  /** Everything below the curve `edge(x)` (a ridge, the sea), antialiased along it. */
  below(edge, color, { top = 0, bottom = this.height, alpha = () => 1 } = {}) {
    const rgb = hex(color);
    for (let x = 0; x < this.width; x++) {
      const e = edge(x + 0.5);
      for (let y = Math.max(top, Math.floor(e)); y < bottom; y++) {
        this.blend(x, y, rgb, clamp01(y + 1 - e) * alpha(y));
      }
    }
    return this;
  }

  /** A disc with a soft glow around it fading out at `glow` pixels. */
  disc(cx, cy, r, color, { glow = 0, glowColor = color, glowAlpha = 0.4, clipY = Infinity } = {}) {
    const rgb = hex(color);
    const halo = hex(glowColor);
    const reach = Math.max(r, glow) + 1;
    for (let y = Math.floor(cy - reach); y <= cy + reach && y < clipY; y++) {
      for (let x = Math.floor(cx - reach); x <= cx + reach; x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        if (glow > 0) this.blend(x, y, halo, glowAlpha * clamp01(1 - d / glow) ** 2);
        this.blend(x, y, rgb, clamp01(r - d + 0.5));
      }
    }
    return this;
  }

  /** A rectangle, antialiased on fractional edges. */
  rect(x0, y0, w, h, color, alpha = 1) {
    const rgb = typeof color === "string" ? hex(color) : color;
    for (let y = Math.floor(y0); y < y0 + h; y++) {
      const cy = Math.min(y + 1, y0 + h) - Math.max(y, y0);
      for (let x = Math.floor(x0); x < x0 + w; x++) {
        const cx = Math.min(x + 1, x0 + w) - Math.max(x, x0);
        this.blend(x, y, rgb, alpha * clamp01(cx) * clamp01(cy));
      }
    }
    return this;
  }

  /** A filled polygon ([[x, y], ...]), 4x4 samples a pixel. */
  polygon(points, color) {
    const rgb = hex(color);
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const inside = (px, py) => {
      let hit = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
        const [xi, yi] = points[i];
        const [xj, yj] = points[j];
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) hit = !hit;
      }
      return hit;
    };
    for (let y = Math.floor(Math.min(...ys)); y <= Math.max(...ys); y++) {
      for (let x = Math.floor(Math.min(...xs)); x <= Math.max(...xs); x++) {
        let n = 0;
        for (let sy = 0; sy < 4; sy++)
          for (let sx = 0; sx < 4; sx++) n += inside(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4);
        this.blend(x, y, rgb, n / 16);
      }
    }
    return this;
  }

  /** Writes the plate as a PAM image (ffmpeg reads it with its alpha). */
  save(path) {
    const header = `P7\nWIDTH ${this.width}\nHEIGHT ${this.height}\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n`;
    const bytes = Buffer.alloc(this.data.length);
    for (let i = 0; i < this.data.length; i++) {
      bytes[i] = Math.round(clamp01(this.data[i] ?? 0) * 255);
    }
    writeFileSync(path, Buffer.concat([Buffer.from(header, "latin1"), bytes]));
    return path;
  }
}

/** A ridge line: a sum of slow waves ([amplitude, wavelength, phase]) around `base`. */
const ridge = (base, waves) => (x) =>
  waves.reduce((y, [a, l, p]) => y + a * Math.sin(x / l + p), base);

/** Pines standing on a ridge: dark triangles of random height. */
function pines(plate, edge, color, seed, { every = 26, min = 18, max = 52 } = {}) {
  const next = random(seed);
  for (let x = next() * every; x < plate.width; x += every * (0.5 + next())) {
    const h = min + (max - min) * next();
    const w = h * (0.28 + 0.08 * next());
    const foot = edge(x) + 4;
    plate.polygon(
      [
        [x - w / 2, foot],
        [x, foot - h],
        [x + w / 2, foot],
      ],
      color,
    );
  }
}

/** The plates of every shot, written into `dir`; returns their paths by name. */
export function drawPlates(dir) {
  const { width: W, height: H } = MASTER;
  const paths = {};
  const save = (name, plate) => {
    paths[name] = plate.save(join(dir, `${name}.pam`));
  };

  // Dusk over the hills: sky, a sun to sink behind three ridges that pan at their own speed.
  save(
    "duskSky",
    new Plate(W, H).sky([
      [0, "#18203f"],
      [0.3, "#3e2f5e"],
      [0.5, "#9c4f6e"],
      [0.62, "#e9845a"],
      [0.72, "#f6bf7c"],
      [1, "#f9d59a"],
    ]),
  );
  save(
    "duskSun",
    new Plate(240, 240).disc(120, 120, 34, "#fff3d2", {
      glow: 120,
      glowColor: "#ffc27e",
      glowAlpha: 0.55,
    }),
  );
  const far = ridge(60, [
    [22, 170, 1],
    [10, 61, 2],
  ]);
  save("duskFar", new Plate(1500, 200).below(far, "#7a4a6c"));
  const mid = ridge(70, [
    [30, 240, 0.5],
    [12, 93, 3],
  ]);
  save("duskMid", new Plate(1700, 220).below(mid, "#45294a"));
  const near = ridge(80, [
    [26, 310, 2],
    [9, 71, 0],
  ]);
  const nearPlate = new Plate(2000, 240).below(near, "#170f1d");
  pines(nearPlate, near, "#170f1d", 21);
  save("duskNear", nearPlate);

  // The sea at last light: the sun on the horizon, its reflection, a boat crossing.
  const sea = new Plate(W, H).sky([
    [0, "#1f2a55"],
    [0.32, "#5d3f73"],
    [0.52, "#d9775f"],
    [HORIZON / H, "#ffc98c"],
    [1, "#ffc98c"],
  ]);
  sea.disc(W / 2, HORIZON + 6, 44, "#fff0c8", {
    glow: 210,
    glowColor: "#ffb070",
    glowAlpha: 0.6,
    clipY: HORIZON,
  });
  const water = [hex("#b9675d"), hex("#4a2f4f"), hex("#120d1c")];
  for (let y = HORIZON; y < H; y++) {
    const f = (y - HORIZON) / (H - BAR - HORIZON);
    const c =
      f < 0.35 ? mix(water[0], water[1], f / 0.35) : mix(water[1], water[2], (f - 0.35) / 0.65);
    for (let x = 0; x < W; x++) sea.blend(x, y, c, 1);
  }
  save("seaBack", sea);
  const glints = new Plate(420, H - BAR - HORIZON);
  const glint = random(5);
  for (let y = 2; y < glints.height; y += 3 + Math.floor(glint() * 5)) {
    const spread = 40 + y * 0.9;
    const w = (20 + glint() * 90) * (1 - y / glints.height / 2);
    const x = glints.width / 2 + (glint() - 0.5) * spread - w / 2;
    glints.rect(x, y, w, 2, "#ffd9a0", 0.35 + 0.5 * glint() * (1 - y / glints.height));
  }
  save("seaGlints", glints);
  const boat = new Plate(260, 230);
  boat.polygon(
    [
      [10, 188],
      [250, 188],
      [222, 214],
      [36, 214],
    ],
    "#120c16",
  );
  boat.rect(128, 20, 4, 170, "#120c16");
  boat.polygon(
    [
      [134, 24],
      [134, 180],
      [226, 180],
    ],
    "#1c1220",
  );
  boat.polygon(
    [
      [126, 40],
      [126, 180],
      [56, 180],
    ],
    "#1c1220",
  );
  save("seaBoat", boat);

  // The harbour at night, wider than the screen for a slow pan: stars, moon, the lit town.
  const PAN_W = 1600;
  const night = new Plate(PAN_W, H).sky([
    [0, "#050917"],
    [0.45, "#101c3d"],
    [HORIZON / H, "#27345f"],
    [1, "#27345f"],
  ]);
  const star = random(9);
  for (let i = 0; i < 90; i++) {
    const x = star() * PAN_W;
    const y = BAR + star() * (HORIZON - BAR - 110);
    night.disc(x, y, 0.5 + star() * 0.9, "#e8ecff");
  }
  night.disc(1210, 200, 26, "#f3efdc", { glow: 110, glowColor: "#9fb0e0", glowAlpha: 0.35 });
  night.below(
    ridge(HORIZON - 26, [
      [10, 140, 1],
      [5, 47, 2],
    ]),
    "#121b38",
  );
  const town = random(13);
  const lights = [];
  for (let x = 40; x < PAN_W - 40; ) {
    const w = 34 + town() * 56;
    const h = 26 + town() * (x > 500 && x < 1100 ? 110 : 60);
    const top = HORIZON - h;
    night.rect(x, top, w, h + 2, "#0a0d1b");
    if (town() < 0.4) {
      night.polygon(
        [
          [x - 3, top + 1],
          [x + w / 2, top - w * 0.35],
          [x + w + 3, top + 1],
        ],
        "#0a0d1b",
      );
    }
    for (let wy = top + 8; wy < HORIZON - 8; wy += 11) {
      for (let wx = x + 6; wx < x + w - 8; wx += 10) {
        if (town() < 0.22) {
          night.rect(wx, wy, 4, 6, "#ffcf7a", 0.9);
          lights.push(wx);
        }
      }
    }
    x += w + 2 + town() * 10;
  }
  // A lighthouse at the harbour's mouth.
  night.polygon(
    [
      [140, HORIZON],
      [150, HORIZON - 150],
      [166, HORIZON - 150],
      [176, HORIZON],
    ],
    "#0a0d1b",
  );
  night.disc(158, HORIZON - 158, 6, "#fff4c8", {
    glow: 70,
    glowColor: "#ffd98a",
    glowAlpha: 0.5,
  });
  for (let y = HORIZON; y < H; y++) {
    const f = (y - HORIZON) / (H - HORIZON);
    night.rect(0, y, PAN_W, 1, mix(hex("#18214a"), hex("#04060d"), f));
  }
  save("nightBack", night);
  const ripples = new Plate(PAN_W, H - BAR - HORIZON);
  const ripple = random(17);
  // Some windows shine on the water: a few broken strokes under them, fading with depth.
  for (const x of lights) {
    if (ripple() > 0.35) continue;
    for (let y = 4; y < 60; y += 7 + Math.floor(ripple() * 8)) {
      ripples.rect(
        x - 2 + (ripple() - 0.5) * 6,
        y,
        6 + ripple() * 6,
        1.5,
        "#ffcf7a",
        0.45 * (1 - y / 60),
      );
    }
  }
  for (let y = 6; y < ripples.height; y += 3 + Math.floor(ripple() * 4)) {
    const w = 10 + ripple() * 50;
    ripples.rect(
      1210 - w / 2 + (ripple() - 0.5) * 30,
      y,
      w,
      1.5,
      "#dfe6ff",
      0.45 * (1 - y / ripples.height),
    );
  }
  save("nightRipples", ripples);
  return paths;
}

/** Text for drawtext: its own escaping of `:` `'` `\` and `%`. */
const drawtextEscape = (text) => text.replace(/[\\':%]/g, (c) => `\\${c}`);

/** A card on black: a small spaced line above a title in serif. */
function card({ seconds, kicker, title, fonts, fps }) {
  const { width: W, height: H } = MASTER;
  const parts = [`color=c=black:s=${W}x${H}:r=${fps}:d=${seconds}`, "format=rgb24"];
  const text = (font, value, size, y, color) =>
    `drawtext=fontfile=${font}:text='${drawtextEscape(value)}':fontsize=${size}:fontcolor=${color}:x=(w-text_w)/2:y=${y}`;
  if (fonts.sans)
    parts.push(text(fonts.sans, kicker.split("").join(" "), 20, H / 2 - 78, "0xc9b28a"));
  if (fonts.serif) parts.push(text(fonts.serif, title, 76, "(h-text_h)/2", "0xf4ead8"));
  parts.push(`drawbox=x=${W / 2 - 40}:y=${H / 2 + 62}:w=80:h=1:color=0xc9b28a@0.8:t=fill`);
  return parts.join(",");
}

/**
 * The ffmpeg arguments that draw a cut of the film: `shots` in order, each
 * `{ kind, seconds, from }` where `from` is how far into its motion the shot starts (the
 * trailer shows other moments than the film). Inputs first, then the graph ending in [v].
 */
export function cutArgs(plates, shots, { fps, fonts }) {
  const inputs = [];
  const input = (path, loop) => {
    if (loop) inputs.push("-loop", "1", "-framerate", String(fps), "-t", String(loop));
    inputs.push("-i", path);
    return `[${inputs.filter((a) => a === "-i").length - 1}:v]`;
  };
  const chains = shots.map((shot, i) => {
    const { seconds: d, from: s = 0 } = shot;
    const at = (expr) => `'${expr.replaceAll("T", `(t+${s})`)}'`;
    const over = (base, path, x, y) =>
      `${base}${input(path)}overlay=x=${at(x)}:y=${at(y)}:format=rgb`;
    let chain;
    if (shot.kind === "dusk") {
      chain = [
        `${input(plates.duskSky, d)}format=rgb24[d${i}a]`,
        `${over(`[d${i}a]`, plates.duskSun, "700", "225+T*9")}[d${i}b]`,
        `${over(`[d${i}b]`, plates.duskFar, "-T*3", "430")}[d${i}c]`,
        `${over(`[d${i}c]`, plates.duskMid, "-T*9", "470")}[d${i}d]`,
        `${over(`[d${i}d]`, plates.duskNear, "-T*22", "505")}`,
      ].join(";");
    } else if (shot.kind === "sea") {
      chain = [
        `${input(plates.seaBack, d)}format=rgb24[s${i}a]`,
        `${over(`[s${i}a]`, plates.seaGlints, "430+4*sin(T*1.9)", `${HORIZON + 1}`)}[s${i}b]`,
        `${over(`[s${i}b]`, plates.seaBoat, "120+T*30", `${HORIZON - 170}+3*sin(T*1.7)`)}`,
      ].join(";");
    } else if (shot.kind === "night") {
      chain = [
        `${input(plates.nightBack, d)}format=rgb24[n${i}a]`,
        `${over(`[n${i}a]`, plates.nightRipples, "3*sin(T*2.3)", `${HORIZON + 2}`)},crop=${MASTER.width}:${MASTER.height}:x=${at("T*22")}:y=0`,
      ].join(";");
    } else {
      chain = card({ seconds: d, kicker: shot.kicker, title: shot.title, fonts, fps });
    }
    const fade = Math.min(0.8, d / 5);
    return `${chain},fade=t=in:st=0:d=${fade},fade=t=out:st=${d - fade}:d=${fade},format=yuv444p,setsar=1[c${i}]`;
  });
  const joined = `${shots.map((_, i) => `[c${i}]`).join("")}concat=n=${shots.length}:v=1:a=0`;
  const bars = `drawbox=x=0:y=0:w=iw:h=${BAR}:color=black:t=fill,drawbox=x=0:y=ih-${BAR}:w=iw:h=${BAR}:color=black:t=fill`;
  return [...inputs, "-filter_complex", `${chains.join(";")};${joined},${bars}[v]`, "-map", "[v]"];
}
