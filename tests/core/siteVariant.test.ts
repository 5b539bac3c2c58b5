import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CINEMA_VARIANT_ID,
  isTranslatedVariant,
  SITE_VARIANT_IDS,
} from "../../src/core/siteVariant.ts";
import { USER_ID_STORAGE_KEY, userIdFromQuery } from "../../src/core/urlUserId.ts";

describe("translated mode", () => {
  it("is on for variant id 2 only, among 4, 5, 9 and 2 and any other id", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...SITE_VARIANT_IDS), fc.integer()), (id) => {
        expect(isTranslatedVariant(id)).toBe(id === 2);
      }),
    );
    expect(SITE_VARIANT_IDS.filter(isTranslatedVariant)).toEqual([2]);
  });

  it("the cinema variant (site id 2) runs translated", () => {
    expect(isTranslatedVariant(CINEMA_VARIANT_ID)).toBe(true);
  });
});

describe("u_id", () => {
  it("an id in the query is stored as userId; anything that is not an id is ignored", () => {
    expect(USER_ID_STORAGE_KEY).toBe("userId");
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), (id) => {
        expect(userIdFromQuery({ u_id: id })).toBe(id);
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const out = userIdFromQuery({ u_id: value });
        if (out !== null) expect(out).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      }),
    );
    expect(userIdFromQuery({ u_id: 42 })).toBe("42");
    expect(userIdFromQuery({ u_id: "a b" })).toBeNull();
    expect(userIdFromQuery({ u_id: ["1", "2"] })).toBeNull();
    expect(userIdFromQuery({})).toBeNull();
  });
});
