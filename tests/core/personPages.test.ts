import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PERSON_TYPES_AT,
  personPagePath,
  personPathOf,
  personSlugAt,
} from "../../src/core/personPages.ts";
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

describe("a number in a person's address is the person's id (000 §5 by analogy, decision 0068)", () => {
  it("moves to the person's slug only at a route that shows their type", () => {
    expect(personSlugAt(["performers", "couples"], { type: "couples", slug: "eva-and-jon" })).toBe(
      "eva-and-jon",
    );
    expect(personSlugAt(["directors"], { type: "producers", slug: "pia-moss" })).toBeNull();
  });

  it("every route's types: the slug exactly when the type is shown there", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(PERSON_TYPES_AT)),
        fc.constantFrom(...TYPES),
        fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
        (types, type, slug) => {
          const to = personSlugAt(types, { type, slug });
          expect(to).toBe(types.includes(type) ? slug : null);
        },
      ),
    );
  });
});
