import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ART_SLOTS,
  type ArtSlot,
  artSources,
  breakpointImageWidth,
  breakpointWidths,
  DEFAULT_IMAGE_CROP,
  DEFAULT_IMAGE_FIT,
  IMAGE_AUTOS,
  IMAGE_BREAKPOINTS_PX,
  IMAGE_CROPS,
  IMAGE_FITS,
  type ImageParams,
  imageQualityFor,
  imageUrl,
  parseAspectRatio,
  SRCSET_WIDTHS_PX,
} from "../../src/core/images.ts";
import { listSynopsis, truncate } from "../../src/core/truncate.ts";
import { isPhoneWidth, viewportClassOf } from "../../src/core/viewport.ts";

const paramsArb: fc.Arbitrary<ImageParams> = fc.record(
  {
    ar: fc.constantFrom("16:9", "1:1", "2:3", "1.5", "wide"),
    fit: fc.constantFrom(...IMAGE_FITS),
    crop: fc.subarray([...IMAGE_CROPS], { minLength: 1 }),
    auto: fc.subarray([...IMAGE_AUTOS]),
    width: fc.integer({ min: 1, max: 6000 }),
    q: fc.integer({ min: -5, max: 200 }),
  },
  { requiredKeys: [] },
);
const srcArb = fc
  .tuple(
    fc.stringMatching(/^\/media\/art\/[a-z]{1,8}\/[a-z]{1,8}\.svg$/),
    fc.constantFrom("", "?v=3", "?fit=max", "#frag", "?v=1#frag"),
  )
  .map(([p, s]) => `${p}${s}`);

const query = (url: string) => new URL(url, "https://cinema.invalid").searchParams;

describe("image request parameters", () => {
  it("always carries fit (default crop) and crop (default edges); width, ar, auto, q as asked", () => {
    fc.assert(
      fc.property(srcArb, paramsArb, (src, params) => {
        const q = query(imageUrl(src, params));
        expect(q.get("fit")).toBe(params.fit ?? DEFAULT_IMAGE_FIT);
        expect(q.get("crop")).toBe(
          params.crop && params.crop.length > 0 ? params.crop.join(",") : DEFAULT_IMAGE_CROP,
        );
        expect(q.get("auto")).toBe(
          params.auto && params.auto.length > 0 ? params.auto.join(",") : null,
        );
        expect(q.get("ar")).toBe(
          params.ar !== undefined && parseAspectRatio(params.ar) !== null ? params.ar : null,
        );
        if (params.width === undefined) expect(q.get("width")).toBeNull();
        else expect(Number(q.get("width"))).toBe(Math.min(4742, params.width));
        if (params.q !== undefined) {
          expect(Number(q.get("q"))).toBe(Math.min(100, Math.max(1, params.q)));
        }
      }),
    );
  });

  it("keeps the source's path, other query keys and hash", () => {
    expect(imageUrl("/a.svg?v=1#h", { width: 320 })).toBe(
      "/a.svg?v=1&fit=crop&crop=edges&width=320#h",
    );
    expect(imageUrl("/a.svg?fit=max", {})).toBe("/a.svg?fit=crop&crop=edges");
  });

  it("reads aspect ratios W:H or a number, within 0.1 to 10", () => {
    expect(parseAspectRatio("16:9")).toBeCloseTo(16 / 9);
    expect(parseAspectRatio("1.5")).toBe(1.5);
    for (const bad of ["", "wide", "0:1", "1:0", "100:1", "-1:2", "1:2:3"]) {
      expect(parseAspectRatio(bad), bad).toBeNull();
    }
  });
});

describe("srcset and breakpoints", () => {
  it("the widths run from 328 to 4742, each about 16 % above the last", () => {
    expect(SRCSET_WIDTHS_PX[0]).toBe(328);
    expect(SRCSET_WIDTHS_PX.at(-1)).toBe(4742);
    SRCSET_WIDTHS_PX.slice(1).forEach((w, i) => {
      const ratio = w / (SRCSET_WIDTHS_PX[i] ?? 1);
      expect(ratio).toBeGreaterThan(1.14);
      expect(ratio).toBeLessThan(1.18);
    });
  });

  it("320 gives 500 and 450 gives 790; widths grow with the breakpoint, within the widths' range", () => {
    expect(breakpointImageWidth(320)).toBe(500);
    expect(breakpointImageWidth(450)).toBe(790);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(breakpointImageWidth(lo)).toBeLessThanOrEqual(breakpointImageWidth(hi));
        expect(breakpointImageWidth(a)).toBeGreaterThanOrEqual(328);
        expect(breakpointImageWidth(a)).toBeLessThanOrEqual(4742);
        expect(
          breakpointImageWidth(a) % 10 === 0 ||
            breakpointImageWidth(a) === 4742 ||
            breakpointImageWidth(a) === 328,
        ).toBe(true);
      }),
    );
  });

  it("quality 30 on phones, 40 otherwise", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (width) => {
        expect(imageQualityFor(width)).toBe(isPhoneWidth(width) ? 30 : 40);
      }),
    );
    expect(imageQualityFor(375)).toBe(30);
    expect(imageQualityFor(1280)).toBe(40);
  });

  it("a cover is offered at the widths of the spec's breakpoints", () => {
    expect(breakpointWidths()).toEqual([512, 688, 926, 1246, 1446, 1678, 2258, 3038, 4088]);
    expect(ART_SLOTS.cover.widths).toEqual(breakpointWidths());
    expect([...IMAGE_BREAKPOINTS_PX]).toEqual([
      320, 400, 500, 640, 680, 700, 834, 1024, 1280, 1680, 1920,
    ]);
  });
});

describe("art sources", () => {
  const slotArb = fc.constantFrom(...(Object.keys(ART_SLOTS) as ArtSlot[]));

  it("every slot offers a few of the spec's widths, narrowest first", () => {
    for (const { widths } of Object.values(ART_SLOTS)) {
      expect(widths.length).toBeGreaterThan(0);
      expect(widths.length).toBeLessThanOrEqual(9);
      for (const width of widths) expect(SRCSET_WIDTHS_PX).toContain(width);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    }
  });

  it("each candidate asks a picture (auto=format) of its width at the quality, with the params", () => {
    fc.assert(
      fc.property(
        srcArb,
        slotArb,
        fc.constantFrom(30, 40),
        fc.constantFrom(undefined, "16:9", "1:1"),
        (src, slot, quality, ar) => {
          const sources = artSources(src, slot, quality, ar ? { ar } : {});
          const candidates = sources.srcSet.split(", ").map((c) => c.split(" "));
          expect(candidates.map(([, w]) => w)).toEqual(ART_SLOTS[slot].widths.map((w) => `${w}w`));
          for (const [url, w] of candidates) {
            const q = query(url ?? "");
            expect(q.get("auto")).toBe("format");
            expect(q.get("q")).toBe(String(quality));
            expect(`${q.get("width")}w`).toBe(w);
            expect(q.get("ar")).toBe(ar ?? null);
            expect(url?.split("?")[0]).toBe(src.split(/[?#]/)[0]);
            expect(url).toBe(
              imageUrl(src, {
                ...(ar ? { ar } : {}),
                auto: ["format"],
                width: Number(w?.slice(0, -1)),
                q: quality,
              }),
            );
          }
          expect(sources.src).toBe(candidates[0]?.[0]);
          expect(sources.sizes).toBe(ART_SLOTS[slot].sizes);
        },
      ),
    );
  });
});

describe("viewport classes", () => {
  it("classes follow the width in order: mobile, tablet, laptop, desktop, desktop XL", () => {
    const order = ["mobile", "tablet", "laptop", "desktop", "desktopXL"];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(viewportClassOf(lo))).toBeLessThanOrEqual(
          order.indexOf(viewportClassOf(hi)),
        );
      }),
    );
    expect([767, 768, 1023, 1024, 1279, 1280, 1679, 1680].map(viewportClassOf)).toEqual([
      "mobile",
      "tablet",
      "tablet",
      "laptop",
      "laptop",
      "desktop",
      "desktop",
      "desktopXL",
    ]);
  });
});

describe("truncate", () => {
  it("keeps short text, cuts long text to at most max characters ending with an ellipsis", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80, unit: "grapheme-composite" }),
        fc.integer({ min: 1, max: 60 }),
        (text, max) => {
          const out = truncate(text, max);
          const chars = Array.from(text);
          if (chars.length <= max) {
            expect(out).toBe(text);
          } else {
            expect(out.endsWith("…")).toBe(true);
            expect(Array.from(out).length).toBeLessThanOrEqual(max);
            expect(text.startsWith(out.slice(0, -1))).toBe(true);
          }
        },
      ),
    );
    expect(truncate("The Quiet Harbour", 10)).toBe("The Quiet…");
  });

  it("a list's synopsis is cut past 180 characters", () => {
    expect(listSynopsis("a".repeat(180))).toBe("a".repeat(180));
    expect(listSynopsis("a".repeat(181))).toBe(`${"a".repeat(179)}…`);
  });
});
