import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SITE_CHANNEL_ID } from "../../src/core/constants.ts";
import { joinEntry, mayMigrate, SISTER_CHANNEL_IDS } from "../../src/core/sunset.ts";

describe("sunset mode (spec 000 §2 modals; 001 §7 /me/migrate)", () => {
  it("join opens the sunset modal exactly when sunset-modal-enabled is on, else /sign-up (P)", () => {
    fc.assert(
      fc.property(fc.boolean(), (on) => {
        expect(joinEntry(on)).toBe(on ? "sunset" : "sign-up");
      }),
    );
  });

  it("only a logged-in member moves, and only to a sister site, never to this one (P)", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: -5, max: 20 }), (loggedIn, channelId) => {
        expect(mayMigrate(loggedIn, channelId)).toBe(
          loggedIn && channelId !== SITE_CHANNEL_ID && [4, 5, 9].includes(channelId),
        );
      }),
    );
    expect(SISTER_CHANNEL_IDS).toEqual([4, 5, 9]);
  });
});
