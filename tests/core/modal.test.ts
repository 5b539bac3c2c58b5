import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { closesOnOutsideClick } from "../../src/core/modal.ts";

describe("the generic closable modal (spec 000 §2)", () => {
  it("(P) closes on a press outside the dialog unless that is disabled; never on a press inside", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (pressedBackdrop, disabled) => {
        expect(closesOnOutsideClick(pressedBackdrop, disabled)).toBe(pressedBackdrop && !disabled);
      }),
    );
    expect(closesOnOutsideClick(true, false)).toBe(true);
    expect(closesOnOutsideClick(true, true)).toBe(false);
  });
});
