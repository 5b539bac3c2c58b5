import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailUndoFailure } from "../../src/core/emailChangeUndo.ts";
import { messageForStatus } from "../../src/core/messages.ts";

describe("emailUndoFailure (what the undo page says when it fails)", () => {
  it("a link that cannot work (422, 404) says so for good", () => {
    for (const status of [422, 404]) {
      expect(emailUndoFailure(status)).toEqual({
        message: "This link has expired or was already used.",
        canRetry: false,
      });
    }
  });

  it("any other status is the status's message, and the viewer may try again", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 599 }).filter((s) => s !== 422 && s !== 404),
        (status) => {
          expect(emailUndoFailure(status)).toEqual({
            message: messageForStatus(status),
            canRetry: true,
          });
        },
      ),
    );
    expect(emailUndoFailure(500).message).toBe(
      "Oops!!!, something went wrong. Please try again later.",
    );
  });
});
