import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUTTON_SIZES,
  BUTTON_THEMES,
  BUTTON_TYPES,
  buttonClassName,
  buttonType,
} from "../../src/core/button.ts";

const theme = fc.constantFrom(...BUTTON_THEMES);
const size = fc.constantFrom(...BUTTON_SIZES);
/** Anything a caller outside the type system could hand in. */
const stray = fc.oneof(fc.string(), fc.constant(undefined), fc.integer(), fc.constant(null));

const tokens = (className: string) => className.split(" ");
const themeClasses = BUTTON_THEMES.map((t) => `btn-${t}`);
const sizeClasses = BUTTON_SIZES.map((s) => `btn-${s}`);

describe("buttonClassName (theme and size from the allowed sets, spec 000 §5)", () => {
  it("is btn, the theme's class (none for neutral) and the size's class", () => {
    fc.assert(
      fc.property(theme, size, (t, s) => {
        expect(tokens(buttonClassName({ theme: t, size: s }))).toEqual(
          t === "neutral" ? ["btn", `btn-${s}`] : ["btn", `btn-${t}`, `btn-${s}`],
        );
      }),
    );
  });

  it("has exactly one size class and at most one theme class, whatever it is given", () => {
    fc.assert(
      fc.property(stray, stray, (t, s) => {
        const list = tokens(buttonClassName({ theme: t, size: s }));
        expect(list[0]).toBe("btn");
        expect(list.filter((c) => sizeClasses.includes(c))).toHaveLength(1);
        expect(list.filter((c) => themeClasses.includes(c)).length).toBeLessThanOrEqual(1);
        const known = ["btn", ...themeClasses, ...sizeClasses];
        expect(list.filter((c) => !known.includes(c))).toEqual([]);
      }),
    );
  });

  it("reads a theme or size outside its set as primary and md", () => {
    const outside = (set: readonly string[]) => stray.filter((v) => !set.includes(String(v)));
    fc.assert(
      fc.property(outside(BUTTON_THEMES), outside(BUTTON_SIZES), (t, s) => {
        expect(buttonClassName({ theme: t, size: s })).toBe("btn btn-primary btn-md");
      }),
    );
  });

  it("draws the four square icon sizes", () => {
    expect(BUTTON_SIZES.filter((s) => s.startsWith("squared-"))).toEqual([
      "squared-xs",
      "squared-sm",
      "squared-md",
      "squared-lg",
    ]);
  });
});

describe("buttonType (a native button's type)", () => {
  it("keeps an allowed type and reads anything else as button", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...BUTTON_TYPES), stray), (type) => {
        const allowed = (BUTTON_TYPES as readonly unknown[]).includes(type);
        expect(buttonType(type)).toBe(allowed ? type : "button");
      }),
    );
  });
});
