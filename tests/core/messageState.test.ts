import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messageState, toastsShown } from "../../src/core/messageState.ts";

const type = fc.constantFrom("success", "error", "info", "warning" as const);

describe("messageState (spec 000 §3, 001 §9)", () => {
  it("keeps a message's own duration, else 20000 ms; keeps type, text and class name", () => {
    fc.assert(
      fc.property(
        type,
        fc.string(),
        fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        (t, message, durationMs, className) => {
          const state = messageState({
            type: t,
            message,
            ...(durationMs !== undefined && { durationMs }),
            ...(className !== undefined && { className }),
          });
          expect(state).toEqual({
            type: t,
            message,
            durationMs: durationMs ?? 20000,
            className: className ?? "",
          });
        },
      ),
    );
  });
});

describe("toastsShown (spec 001 §5)", () => {
  it("shows toasts only when the show-errors flag is on; unset is on", () => {
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: undefined }), (flag) => {
        expect(toastsShown(flag)).toBe(flag !== false);
      }),
    );
    expect(toastsShown(false)).toBe(false);
  });
});
