/**
 * The procedural scenes of the art, one small function each: a city skyline at dusk, a
 * coast and sea, rolling hills (with a road for road movies), an interior with a window and
 * lamp light, a night street with lit windows and a street lamp, abstract light (bokeh), and
 * a person's portrait bust. Each draws into the frame's own pixels (`w` × `h`), puts its
 * light source or subject near `focus` (a fraction of the width), and costs a few dozen
 * shapes: no filters, no rasters, no loops that grow with the size asked.
 */
import type { Palette } from "./palette.ts";
import { between, op, px, type Rand } from "./seed.ts";

export interface SceneFrame {
  readonly w: number;
  readonly h: number;
  readonly p: Palette;
  readonly r: Rand;
  /** Where the light source or subject stands, as a fraction of the width. */
  readonly focus: number;
}

/** A vertical gradient `id` from `top` to `bottom`. */
export const vGrad = (id: string, top: string, bottom: string, bottomOpacity = 1, topOpacity = 1) =>
  `<linearGradient id="${id}" x2="0" y2="1"><stop stop-color="${top}"${topOpacity < 1 ? ` stop-opacity="${op(topOpacity)}"` : ""}/><stop offset="1" stop-color="${bottom}"${bottomOpacity < 1 ? ` stop-opacity="${op(bottomOpacity)}"` : ""}/></linearGradient>`;

/** A radial glow `id` of `color`, from `opacity` at the centre to nothing at the edge. */
export const glowGrad = (id: string, color: string, opacity = 1) =>
  `<radialGradient id="${id}"><stop stop-color="${color}" stop-opacity="${op(opacity)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

const sky = ({ w, h, p }: SceneFrame) =>
  `${vGrad("s", p.skyTop, p.skyBottom)}<rect width="${w}" height="${h}" fill="url(#s)"/>`;

/** A sun or moon: a wide glow and a disk. */
function sun({ p }: SceneFrame, x: number, y: number, radius: number, glow = 5) {
  return `${glowGrad("g", p.glow, 0.55)}<circle cx="${px(x)}" cy="${px(y)}" r="${px(radius * glow)}" fill="url(#g)"/><circle cx="${px(x)}" cy="${px(y)}" r="${px(radius)}" fill="${p.glow}"/>`;
}

/** A rolling ridge across the frame around `y`, rising and falling by up to `amp`. */
function ridge({ w, h, r }: SceneFrame, y: number, amp: number, humps: number, fill: string) {
  const step = w / humps;
  let d = `M0 ${h}V${px(y)}Q${px(step / 2)} ${px(y - amp * between(r, 0.4, 1))} ${px(step)} ${px(y + amp * between(r, -0.3, 0.3))}`;
  for (let i = 2; i <= humps; i++) d += `T${px(step * i)} ${px(y + amp * between(r, -0.4, 0.4))}`;
  return `<path d="${d}V${h}Z" fill="${fill}"/>`;
}

/**
 * A row of buildings standing on `base`, `min` to `max` tall, with setbacks and masts:
 * about 1/`avg` of the width each, so the count never depends on the pixel size.
 */
function skylinePath({ w, h, r }: SceneFrame, base: number, min: number, max: number, avg: number) {
  let d = `M0 ${px(h)}`;
  let x = 0;
  while (x < w) {
    const bw = w * avg * between(r, 0.6, 1.4);
    const top = base - between(r, min, max);
    const kind = r();
    if (kind < 0.2) {
      const set = (base - top) * 0.12;
      d += `V${px(top + set)}H${px(x + bw * 0.2)}V${px(top)}H${px(x + bw * 0.8)}V${px(top + set)}H${px(x + bw)}`;
    } else if (kind < 0.32) {
      const mid = x + bw / 2;
      d += `V${px(top)}H${px(mid - 1)}V${px(top - (base - top) * 0.25)}H${px(mid + 1)}V${px(top)}H${px(x + bw)}`;
    } else d += `V${px(top)}H${px(x + bw)}`;
    x += bw;
  }
  return `${d}V${px(h)}Z`;
}

/** Lit windows: a tile of a few cells, some lit, repeated over whatever uses `url(#id)`. */
function windows({ h, p, r }: SceneFrame, id: string, share: number) {
  const u = Math.max(3, px(h * 0.011));
  let cells = "";
  for (let col = 0; col < 5; col++)
    for (let row = 0; row < 3; row++)
      if (r() < share)
        cells += `<rect x="${col * u * 2}" y="${row * u * 3}" width="${u}" height="${px(u * 1.6)}" opacity="${op(0.5 + r() * 0.5)}"/>`;
  return `<pattern id="${id}" width="${u * 10}" height="${u * 9}" patternUnits="userSpaceOnUse" fill="${p.light}">${cells}</pattern>`;
}

/** City skyline at dusk (documentaries): a low sun behind two rows of towers. */
export function skyline(c: SceneFrame): string {
  const { w, h, p, r, focus } = c;
  const base = h * 0.8;
  const s = Math.min(w, h);
  return `${sky(c)}${sun(c, w * focus, base - h * between(r, 0.12, 0.3), s * 0.07, 4)}<path d="${skylinePath(c, base, h * 0.12, h * 0.36, 0.05)}" fill="${p.far}" opacity=".8"/>${vGrad("z", p.skyBottom, p.skyBottom, 1, 0)}<rect y="${px(base - h * 0.3)}" width="${w}" height="${px(h * 0.3)}" fill="url(#z)" opacity=".35"/><defs><path id="b" d="${skylinePath(c, h * 0.92, h * 0.08, h * 0.3, 0.08)}"/>${windows(c, "w", 0.3)}</defs><use href="#b" fill="${p.near}"/><use href="#b" fill="url(#w)"/>`;
}

/** Coast and sea (romance, coastal stories): a setting sun, its path on the water, a headland. */
export function coast(c: SceneFrame): string {
  const { w, h, p, r, focus } = c;
  const horizon = h * between(r, 0.58, 0.66);
  const s = Math.min(w, h);
  const sx = w * focus;
  const sr = s * 0.08;
  let path = "";
  for (let i = 0; i < 6; i++) {
    const y = horizon + (h - horizon) * (0.06 + i * 0.14);
    const half = sr * (1.4 - i * 0.17) * between(r, 0.7, 1.2);
    path += `<rect x="${px(sx - half)}" y="${px(y)}" width="${px(half * 2)}" height="${Math.max(1, px(h * 0.006 * (1 + i * 0.4)))}" rx="2"/>`;
  }
  const clouds = [0, 1, 2]
    .map(() => {
      const cy = horizon * between(r, 0.35, 0.85);
      return `<ellipse cx="${px(w * r())}" cy="${px(cy)}" rx="${px(w * between(r, 0.15, 0.35))}" ry="${px(h * 0.008 + 1)}"/>`;
    })
    .join("");
  // The headland rises on the side away from the sun.
  const left = focus > 0.5 || r() < 0.3;
  const hw = w * between(r, 0.3, 0.45);
  const x0 = left ? 0 : w;
  const x1 = left ? hw : w - hw;
  const top = horizon - h * between(r, 0.08, 0.16);
  const land = `M${px(x0)} ${px(h)}V${px(top)}Q${px((x0 + x1) / 2)} ${px(top - h * 0.02)} ${px(x1)} ${px(horizon + h * 0.02)}L${px(x0 + (x1 - x0) * 0.75)} ${px(h)}Z`;
  const lx = px(x0 + (x1 - x0) * 0.35);
  const lh = h * 0.09;
  const lw = Math.max(3, s * 0.018);
  const lighthouse =
    r() < 0.6
      ? `<path d="M${px(lx - lw)} ${px(top + 2)}L${px(lx - lw * 0.7)} ${px(top - lh)}H${px(lx + lw * 0.7)}L${px(lx + lw)} ${px(top + 2)}Z" fill="${p.near}"/>${glowGrad("l", p.light, 0.9)}<circle cx="${lx}" cy="${px(top - lh - lw)}" r="${px(lw * 4)}" fill="url(#l)"/><rect x="${px(lx - lw * 0.6)}" y="${px(top - lh - lw * 1.6)}" width="${px(lw * 1.2)}" height="${px(lw * 1.3)}" fill="${p.light}"/>`
      : "";
  return `${sky(c)}<g fill="${p.light}" opacity=".22">${clouds}</g>${sun(c, sx, horizon - sr * 0.4, sr)}<path d="M0 ${px(horizon)}H${w}" stroke="${p.far}"/>${vGrad("e", p.ground, p.shade)}<rect y="${px(horizon)}" width="${w}" height="${px(h - horizon)}" fill="url(#e)"/><g fill="${p.light}" opacity=".55">${path}</g><path d="${land}" fill="${p.mid}"/>${lighthouse}${ridge(c, h * 0.94, h * 0.03, 3, p.near)}`;
}

/** A tree drawn behind a ridge: its trunk runs down to `foot`, hidden by the ridge after it. */
function tree({ h, r }: SceneFrame, x: number, foot: number, fill: string, slim: boolean) {
  const size = h * between(r, 0.05, 0.09);
  const crown = slim
    ? `<ellipse cx="${px(x)}" cy="${px(foot - size * 2.2)}" rx="${px(size * 0.35)}" ry="${px(size * 1.3)}"/>`
    : `<circle cx="${px(x)}" cy="${px(foot - size * 1.9)}" r="${px(size * 0.8)}"/>`;
  return `<g fill="${fill}">${crown}<rect x="${px(x - size * 0.08)}" y="${px(foot - size * 1.6)}" width="${Math.max(1, px(size * 0.16))}" height="${px(size * 1.6)}"/></g>`;
}

/** A white summer cloud. */
function cloud({ w, h, r }: SceneFrame) {
  const x = w * r();
  const y = h * between(r, 0.08, 0.35);
  const s = Math.min(w, h) * between(r, 0.05, 0.09);
  return `<g fill="#fff" opacity=".85"><ellipse cx="${px(x)}" cy="${px(y)}" rx="${px(s * 2.2)}" ry="${px(s * 0.6)}"/><circle cx="${px(x - s * 0.6)}" cy="${px(y - s * 0.4)}" r="${px(s * 0.8)}"/><circle cx="${px(x + s * 0.5)}" cy="${px(y - s * 0.6)}" r="${px(s)}"/></g>`;
}

/** Rolling hills in daylight (comedies), or at golden hour with a road (road movies). */
export function hills(c: SceneFrame, road: boolean): string {
  const { w, h, p, r, focus } = c;
  const s = Math.min(w, h);
  const trees = [0, 1, 2, 3].map(() => tree(c, w * r(), h * 0.76, p.mid, road)).join("");
  let way = "";
  if (road) {
    const vx = w * focus;
    const vy = h * 0.66;
    const x0 = w * between(r, 0.2, 0.45);
    const x1 = x0 + w * 0.45;
    const bend = w * between(r, -0.25, 0.25);
    way = `<path d="M${px(x0)} ${h}Q${px(vx + bend)} ${px(h * 0.8)} ${px(vx - 1)} ${px(vy)}H${px(vx + 1)}Q${px(vx + bend + w * 0.05)} ${px(h * 0.8)} ${px(x1)} ${h}Z" fill="${p.ground}"/><path d="M${px((x0 + x1) / 2)} ${h}Q${px(vx + bend + w * 0.025)} ${px(h * 0.8)} ${px(vx)} ${px(vy)}" fill="none" stroke="${p.light}" stroke-width="${Math.max(1, px(s * 0.008))}" stroke-dasharray="${px(s * 0.04)} ${px(s * 0.04)}" opacity=".7"/>`;
  }
  return `${sky(c)}${sun(c, w * focus, h * (road ? 0.6 : between(r, 0.14, 0.26)), s * 0.07, road ? 6 : 3)}${road ? "" : cloud(c) + cloud(c)}${ridge(c, h * 0.6, h * 0.06, 3, p.far)}${trees}${ridge(c, h * 0.7, h * 0.05, 4, p.mid)}${way ? "" : ridge(c, h * 0.84, h * 0.05, 3, p.near)}${way}`;
}

/** An interior (dramas, period pieces): a window on the evening, curtains, a lamp's warm light. */
export function interior(c: SceneFrame, period: boolean): string {
  const { w, h, p, r, focus } = c;
  const s = Math.min(w, h);
  const floor = h * 0.8;
  const ww = Math.min(w * 0.34, h * 0.3);
  const wh = ww * between(r, 1.15, 1.7);
  const wx = Math.min(w - ww - s * 0.05, Math.max(s * 0.05, w * focus - ww / 2));
  const wy = floor - wh - h * 0.2;
  const bar = Math.max(2, px(s * 0.012));
  let city = "";
  for (let i = 0; i < 5; i++) {
    const bh = wh * between(r, 0.1, 0.45);
    city += `<rect x="${px(wx + (ww * i) / 5)}" y="${px(wy + wh - bh)}" width="${px(ww / 5 + 1)}" height="${px(bh)}"/>`;
  }
  const dusk = r() < 0.45;
  const pane = `<rect x="${px(wx)}" y="${px(wy)}" width="${px(ww)}" height="${px(wh)}" fill="url(#${dusk ? "d" : "s"})"/>${dusk ? "" : `<circle cx="${px(wx + ww * between(r, 0.25, 0.75))}" cy="${px(wy + wh * 0.25)}" r="${px(ww * 0.08)}" fill="${p.light}" opacity=".85"/>`}<g fill="${p.near}" opacity=".8">${city}</g><path d="M${px(wx + ww / 2)} ${px(wy)}v${px(wh)}M${px(wx)} ${px(wy + wh * 0.45)}h${px(ww)}" stroke="${p.near}" stroke-width="${bar}"/><rect x="${px(wx)}" y="${px(wy)}" width="${px(ww)}" height="${px(wh)}" fill="none" stroke="${p.near}" stroke-width="${bar * 2}"/>`;
  const cw = ww * 0.32;
  const curtain = (x: number, dir: number) =>
    `<path d="M${px(x)} ${px(wy - h * 0.04)}h${px(dir * cw)}Q${px(x + dir * cw * 0.4)} ${px(wy + wh * 0.6)} ${px(x + dir * cw * 0.9)} ${px(floor)}H${px(x)}Z"/>`;
  const spill = `<path d="M${px(wx)} ${px(wy + wh)}h${px(ww)}l${px(ww * 0.8)} ${px(h - wy - wh)}H${px(wx - ww * 0.3)}Z" fill="${p.light}" opacity=".07"/>`;
  // The lamp stands beside the window, on the side with more room.
  const lampLeft = wx + ww / 2 > w / 2;
  const lx = lampLeft ? Math.max(s * 0.12, wx - ww * 0.75) : Math.min(w - s * 0.12, wx + ww * 1.75);
  const tableTop = floor - h * 0.14;
  const sh = h * 0.07;
  // A table lamp on a side table, or a floor lamp standing on its own.
  const standing = r() < 0.4;
  const shadeTop = standing ? floor - h * 0.42 : tableTop - sh * 2.2;
  const stand = standing
    ? `<rect x="${px(lx - 2)}" y="${px(shadeTop + sh)}" width="4" height="${px(floor - shadeTop - sh)}"/><rect x="${px(lx - sh * 0.5)}" y="${px(floor - 4)}" width="${px(sh)}" height="4"/>`
    : `<rect x="${px(lx - s * 0.09)}" y="${px(tableTop)}" width="${px(s * 0.18)}" height="${px(floor - tableTop)}"/><rect x="${px(lx - 2)}" y="${px(tableTop - sh * 1.2)}" width="4" height="${px(sh * 1.2)}"/>`;
  const lamp = `${glowGrad("g", p.glow, 0.6)}<circle cx="${px(lx)}" cy="${px(shadeTop + sh * 0.6)}" r="${px(s * 0.42)}" fill="url(#g)"/><g fill="${p.near}">${stand}</g><path d="M${px(lx - sh * 0.5)} ${px(shadeTop)}h${px(sh)}l${px(sh * 0.35)} ${px(sh)}H${px(lx - sh * 0.85)}Z" fill="${p.light}"/>`;
  const ax = lampLeft ? lx + s * 0.14 : lx - s * 0.14 - s * 0.3;
  const chair = `<g fill="${p.near}"><rect x="${px(ax)}" y="${px(floor - h * 0.2)}" width="${px(s * 0.3)}" height="${px(h * 0.2)}" rx="${px(s * 0.04)}"/><rect x="${px(ax - s * 0.03)}" y="${px(floor - h * 0.1)}" width="${px(s * 0.36)}" height="${px(h * 0.07)}" rx="${px(s * 0.03)}"/></g>`;
  const frame =
    period || r() < 0.5
      ? `<rect x="${px(lx - s * 0.1)}" y="${px(h * 0.12)}" width="${px(s * 0.2)}" height="${px(s * 0.26)}" fill="none" stroke="${p.light}" stroke-width="${bar}" opacity=".35"/>`
      : "";
  // Or a table for two under a hanging lamp, in front of the window.
  const tx = w * focus + (lampLeft ? -1 : 1) * s * 0.2;
  const tw = s * 0.5;
  const top = floor - h * 0.12;
  const pendant = `${glowGrad("g", p.glow, 0.65)}<circle cx="${px(tx)}" cy="${px(top - h * 0.14)}" r="${px(s * 0.38)}" fill="url(#g)"/><path d="M${px(tx)} 0V${px(top - h * 0.22)}" stroke="${p.near}" stroke-width="2"/><path d="M${px(tx - sh * 0.3)} ${px(top - h * 0.22)}h${px(sh * 0.6)}l${px(sh * 0.5)} ${px(sh * 0.7)}H${px(tx - sh * 0.8)}Z" fill="${p.light}"/><ellipse cx="${px(tx)}" cy="${px(top)}" rx="${px(tw * 0.45)}" ry="${px(h * 0.012)}" fill="${p.light}" opacity=".25"/><g fill="${p.near}"><rect x="${px(tx - tw / 2)}" y="${px(top)}" width="${px(tw)}" height="${px(h * 0.015 + 2)}"/><rect x="${px(tx - tw * 0.4)}" y="${px(top)}" width="${px(s * 0.015 + 2)}" height="${px(floor - top)}"/><rect x="${px(tx + tw * 0.4 - s * 0.015 - 2)}" y="${px(top)}" width="${px(s * 0.015 + 2)}" height="${px(floor - top)}"/><path d="M${px(tx - tw * 0.75)} ${px(floor)}v${px(-h * 0.2)}h${px(s * 0.03 + 2)}v${px(h * 0.11)}h${px(s * 0.1)}v${px(h * 0.09)}ZM${px(tx + tw * 0.75)} ${px(floor)}v${px(-h * 0.2)}h${px(-s * 0.03 - 2)}v${px(h * 0.11)}h${px(-s * 0.1)}v${px(h * 0.09)}Z"/></g>`;
  const furniture = r() < 0.5 ? pendant : lamp + chair;
  return `${vGrad("s", p.skyTop, p.skyBottom)}${dusk ? vGrad("d", p.skyBottom, p.glow) : ""}${vGrad("a", p.far, p.mid)}<rect width="${w}" height="${h}" fill="url(#a)"/>${frame}${pane}<g fill="${p.mid}" opacity=".95">${curtain(wx - cw * 0.4, -1)}${curtain(wx + ww + cw * 0.4, 1)}</g><rect y="${px(floor)}" width="${w}" height="${px(h - floor)}" fill="${p.ground}"/>${spill}${furniture}`;
}

/** A figure in hat and coat, `size` tall, standing at `x` on `y`. */
function figure(x: number, y: number, size: number, fill: string) {
  const u = size / 10;
  return `<path d="M${px(x - u * 1.6)} ${px(y)}L${px(x - u * 1.2)} ${px(y - u * 6.6)}Q${px(x)} ${px(y - u * 7.6)} ${px(x + u * 1.2)} ${px(y - u * 6.6)}L${px(x + u * 1.6)} ${px(y)}Z" fill="${fill}"/><circle cx="${px(x)}" cy="${px(y - u * 8)}" r="${px(u * 0.8)}" fill="${fill}"/><path d="M${px(x - u * 1.4)} ${px(y - u * 8.5)}h${px(u * 2.8)}M${px(x - u * 0.7)} ${px(y - u * 8.6)}v${px(-u * 1.1)}h${px(u * 1.4)}v${px(u * 1.1)}" stroke="${fill}" stroke-width="${Math.max(1, px(u * 0.5))}" fill="${fill}"/>`;
}

/** A night street (thrillers, noir, mysteries): lit windows, a street lamp, a lone figure, rain. */
export function nightStreet(c: SceneFrame): string {
  const { w, h, p, r, focus } = c;
  const s = Math.min(w, h);
  const street = h * 0.78;
  const lx = w * focus;
  const top = street - h * 0.42;
  const head = Math.max(3, s * 0.02);
  const lamp = `<path d="M${px(lx)} ${px(street)}V${px(top)}h${px(s * 0.06)}" stroke="${p.near}" stroke-width="${Math.max(2, px(s * 0.012))}" fill="none"/>${vGrad("c", p.light, p.light, 0)}<path d="M${px(lx + s * 0.05)} ${px(top + head)}L${px(lx + s * 0.05 + h * 0.2)} ${px(street)}H${px(lx + s * 0.05 - h * 0.2)}Z" fill="url(#c)" opacity=".3"/>${glowGrad("g", p.glow, 0.8)}<circle cx="${px(lx + s * 0.05)}" cy="${px(top + head)}" r="${px(s * 0.16)}" fill="url(#g)"/><rect x="${px(lx + s * 0.05 - head)}" y="${px(top)}" width="${px(head * 2)}" height="${px(head)}" fill="${p.light}"/><ellipse cx="${px(lx + s * 0.05)}" cy="${px(street + (h - street) * 0.35)}" rx="${px(h * 0.18)}" ry="${px((h - street) * 0.2)}" fill="${p.light}" opacity=".18"/>`;
  let glints = "";
  for (let i = 0; i < 5; i++)
    glints += `M${px(w * r())} ${px(street + 2)}v${px((h - street) * between(r, 0.3, 0.8))}`;
  const fx = lx + s * 0.05 + (r() < 0.5 ? -1 : 1) * s * between(r, 0.08, 0.16);
  // A neon sign across the street from the lamp: magenta, cyan or red.
  const nx = lx > w / 2 ? lx - w * between(r, 0.25, 0.4) : lx + w * between(r, 0.15, 0.3);
  const ny = street - h * between(r, 0.18, 0.3);
  const neonColour = ["#ff3fa4", "#3fe0ff", "#ff4a3a"][Math.floor(r() * 3)];
  const nw = s * 0.16;
  const neon =
    r() < 0.7
      ? `${glowGrad("n", neonColour ?? "#ff3fa4", 0.5)}<ellipse cx="${px(nx)}" cy="${px(ny)}" rx="${px(nw * 1.3)}" ry="${px(nw * 0.8)}" fill="url(#n)"/><rect x="${px(nx - nw / 2)}" y="${px(ny - nw * 0.18)}" width="${px(nw)}" height="${px(nw * 0.36)}" rx="${px(nw * 0.06)}" fill="none" stroke="${neonColour}" stroke-width="${Math.max(1, px(s * 0.006))}"/><rect x="${px(nx - nw / 2)}" y="${px(street + (h - street) * 0.15)}" width="${px(nw)}" height="${px((h - street) * 0.5)}" fill="${neonColour}" opacity=".12"/>`
      : "";
  // Rain on the streets without a neon sign.
  const rain =
    neon === ""
      ? `<pattern id="r" width="${px(s * 0.08)}" height="${px(s * 0.14)}" patternUnits="userSpaceOnUse"><path d="M${px(s * 0.02)} 0l-${px(s * 0.015)} ${px(s * 0.05)}M${px(s * 0.06)} ${px(s * 0.07)}l-${px(s * 0.015)} ${px(s * 0.05)}" stroke="${p.light}" stroke-width="1"/></pattern><rect width="${w}" height="${h}" fill="url(#r)" opacity=".16"/>`
      : "";
  return `${sky(c)}${r() < 0.5 ? `<circle cx="${px(w * (1 - focus))}" cy="${px(h * 0.16)}" r="${px(s * 0.04)}" fill="${p.glow}" opacity=".5"/>` : ""}<defs><path id="f" d="${skylinePath(c, street, h * 0.2, h * 0.5, 0.09)}"/>${windows(c, "w", 0.3)}</defs><use href="#f" fill="${p.far}"/><use href="#f" fill="url(#w)" opacity=".45"/><path d="${skylinePath(c, street, h * 0.08, h * 0.28, 0.15)}" fill="${p.mid}"/>${vGrad("e", p.ground, p.shade)}<rect y="${px(street)}" width="${w}" height="${px(h - street)}" fill="url(#e)"/><path d="${glints}" stroke="${p.light}" stroke-width="${Math.max(1, px(s * 0.01))}" opacity=".2"/>${neon}${lamp}${figure(fx, street + (h - street) * 0.3, h * 0.17, p.near)}${rain}`;
}

/**
 * Light (anything without a category): out-of-focus lights and a soft beam behind a figure in
 * silhouette, so a cover reads as a film still, not a blur.
 */
export function bokeh(c: SceneFrame): string {
  const { w, h, p, r, focus } = c;
  const s = Math.min(w, h);
  let lights = "";
  for (let i = 0; i < 14; i++) {
    const x = w * Math.min(1, Math.max(0, focus + (r() + r() - 1) * 0.5));
    const y = h * between(r, 0.1, 0.95);
    const fill = ["a", "b", "g"][i % 3];
    lights += `<circle cx="${px(x)}" cy="${px(y)}" r="${px(s * between(r, 0.04, 0.2))}" fill="url(#${fill})" opacity="${op(between(r, 0.35, 0.95))}"/>`;
  }
  const x0 = w * focus;
  return `<linearGradient id="s" x2="1" y2="1"><stop stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient><rect width="${w}" height="${h}" fill="url(#s)"/>${glowGrad("a", p.far, 0.7)}${glowGrad("b", p.mid, 0.7)}${glowGrad("g", p.light, 0.9)}${vGrad("c", p.light, p.light, 0)}<path d="M${px(x0 - s * 0.1)} 0h${px(s * 0.2)}L${px(x0 + w * 0.3)} ${h}H${px(x0 - w * 0.2)}Z" fill="url(#c)" opacity=".12"/>${lights}${bust(c, Math.min(w * 0.06, h * 0.1))}`;
}

/** A bust in silhouette: head, neck and shoulders at the focus, rim-lit from one side. */
function bust(c: SceneFrame, hr: number): string {
  const { w, h, p, r, focus } = c;
  const cx = w * focus;
  const cy = h - hr * 3.6;
  const sy = cy + hr * 1.9;
  const hair = r();
  const hairPath =
    hair < 0.4
      ? `<ellipse cx="${px(cx)}" cy="${px(cy - hr * 0.3)}" rx="${px(hr * 0.92)}" ry="${px(hr * 0.8)}"/>`
      : hair < 0.75
        ? `<path d="M${px(cx - hr * 1.05)} ${px(cy + hr * 1.6)}Q${px(cx - hr * 1.3)} ${px(cy - hr * 1.5)} ${px(cx)} ${px(cy - hr * 1.15)}Q${px(cx + hr * 1.3)} ${px(cy - hr * 1.5)} ${px(cx + hr * 1.05)} ${px(cy + hr * 1.6)}Z"/>`
        : `<circle cx="${px(cx + hr * 0.2)}" cy="${px(cy - hr * 1.1)}" r="${px(hr * 0.45)}"/><ellipse cx="${px(cx)}" cy="${px(cy - hr * 0.35)}" rx="${px(hr * 0.88)}" ry="${px(hr * 0.72)}"/>`;
  const side = r() < 0.5 ? 1 : -1;
  return `<g fill="${p.near}"><path d="M${px(cx - hr * 3)} ${h}Q${px(cx - hr * 2.9)} ${px(sy)} ${px(cx - hr * 1.1)} ${px(sy - hr * 0.25)}H${px(cx + hr * 1.1)}Q${px(cx + hr * 2.9)} ${px(sy)} ${px(cx + hr * 3)} ${h}Z"/><rect x="${px(cx - hr * 0.42)}" y="${px(cy + hr * 0.5)}" width="${px(hr * 0.84)}" height="${px(hr * 1.3)}"/><ellipse cx="${px(cx)}" cy="${px(cy)}" rx="${px(hr * 0.8)}" ry="${px(hr)}"/>${hairPath}</g><path d="M${px(cx - hr * 0.7)} ${px(sy - hr * 0.25)}L${px(cx)} ${px(sy + hr * 0.9)}L${px(cx + hr * 0.7)} ${px(sy - hr * 0.25)}" fill="${p.mid}"/><path d="M${px(cx + side * hr * 0.45)} ${px(cy - hr * 0.85)}A${px(hr * 0.8)} ${px(hr)} 0 0 ${side > 0 ? 1 : 0} ${px(cx + side * hr * 0.55)} ${px(cy + hr * 0.72)}M${px(cx + side * hr * 1.3)} ${px(sy - hr * 0.2)}Q${px(cx + side * hr * 2.6)} ${px(sy)} ${px(cx + side * hr * 2.9)} ${px(h)}" fill="none" stroke="${p.light}" stroke-width="${Math.max(1, px(hr * 0.06))}" opacity=".55"/>`;
}

/** A portrait bust: head, neck and shoulders against a backdrop, lit from one side. */
export function portrait(c: SceneFrame, initials: string | null): string {
  const { w, h, p, focus } = c;
  const hr = Math.min(w * 0.19, h * 0.15);
  const cx = w * focus;
  const cy = h - hr * 3.6;
  const letters = initials
    ? `<text x="${px(w / 2)}" y="${px(cy - hr * 1.3)}" font-family="Georgia,'DejaVu Serif',serif" font-size="${px(Math.min(w * 0.3, h * 0.2, (cy - hr * 1.3) * 0.95))}" font-weight="700" text-anchor="middle" fill="${p.light}" opacity=".3">${initials}</text>`
    : "";
  return `${sky(c)}${glowGrad("g", p.glow, 0.6)}<circle cx="${px(cx)}" cy="${px(cy)}" r="${px(hr * 4)}" fill="url(#g)"/>${letters}${bust(c, hr)}`;
}
