import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PERSON_TYPES_AT, personPagePath, personPathOf } from "../../src/core/personPages.ts";
import { matchRoute } from "../../src/core/routeTable.ts";
import type { PersonType } from "../../src/core/schema/person.ts";

const TYPES: readonly PersonType[] = [
  "performers",
  "directors",
  "producers",
  "photographers",
  "ambassadors",
  "guest-stars",
  "couples",
  "artists",
];

describe("every credit role has a page (spec 000 §2 route names, §3 credit roles)", () => {
  it("each type's page, as the spec names the routes", () => {
    expect(TYPES.map((type) => personPagePath(type, "a-b"))).toEqual([
      "/cast/a-b",
      "/directors/a-b",
      "/producers/a-b",
      "/collaborators/photographers/a-b",
      null,
      "/collaborators/guest-stars/a-b",
      "/cast/a-b",
      "/collaborators/artist-gallery/a-b",
    ]);
  });

  it("a person's page is a route of the table, and that route shows their type (P)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TYPES.filter((t) => t !== "ambassadors")),
        fc.string({ minLength: 1, maxLength: 12 }),
        (type, slug) => {
          const path = personPagePath(type, slug) ?? "";
          expect(matchRoute(path)).not.toBeNull();
          expect(decodeURIComponent(path.split("/").at(-1) ?? "")).toBe(slug);
          const prefix = path.slice(0, path.lastIndexOf("/"));
          expect(PERSON_TYPES_AT[prefix]).toContain(type);
        },
      ),
    );
  });

  it("the route names of the first render each show their kind of person", () => {
    expect(PERSON_TYPES_AT).toEqual({
      "/cast": ["performers", "couples"],
      "/performers": ["performers"],
      "/directors": ["directors"],
      "/collaborators/directors": ["directors"],
      "/producers": ["producers"],
      "/collaborators/producers": ["producers"],
      "/collaborators/guest-stars": ["guest-stars"],
      "/collaborators/photographers": ["photographers"],
      "/collaborators/artist-gallery": ["artists"],
    });
    for (const prefix of Object.keys(PERSON_TYPES_AT)) {
      expect(matchRoute(`${prefix}/someone`), prefix).not.toBeNull();
    }
  });

  it("a wire type the product does not know is cast", () => {
    expect(personPathOf(null, "x")).toBe("/cast/x");
    expect(personPathOf("stunt-doubles", "x")).toBe("/cast/x");
    expect(personPathOf("producers", "x")).toBe("/producers/x");
  });
});
