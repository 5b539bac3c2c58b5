/**
 * The routes' search param decoders (core/searchParams.ts) accept exactly what the Effect
 * schemas they replaced accept, and give the same value (values arrive JSON-parsed or as
 * text).
 */
import { Result, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIVE_TV_CATEGORY_SLUG } from "../../src/core/liveTv.ts";
import {
  liveTvCategoryParam,
  mySpaceTabParam,
  nonEmptyTextParam,
  pageNumberParam,
  planNumberParam,
  seasonNumberParam,
  textParam,
} from "../../src/core/searchParams.ts";
import type { Decoder } from "../../src/core/validate.ts";

const cases: ReadonlyArray<[string, Decoder<unknown>, Schema.Decoder<unknown>]> = [
  ["page", pageNumberParam, Schema.Union([Schema.Finite, Schema.FiniteFromString])],
  ["non-empty text", nonEmptyTextParam, Schema.String.check(Schema.isNonEmpty())],
  [
    "plan",
    planNumberParam,
    Schema.Union([Schema.Number, Schema.NumberFromString]).check(
      Schema.isInt(),
      Schema.isGreaterThan(0),
    ),
  ],
  [
    "live TV category",
    liveTvCategoryParam,
    Schema.String.check(Schema.isPattern(LIVE_TV_CATEGORY_SLUG)),
  ],
  [
    "season",
    seasonNumberParam,
    Schema.Union([Schema.Int, Schema.FiniteFromString.check(Schema.isInt())]),
  ],
  ["text", textParam, Schema.String],
  ["my space tab", mySpaceTabParam, Schema.Literals(["my-list", "continue-watching", "history"])],
];

const searchValue = fc.oneof(
  fc.jsonValue({ maxDepth: 1 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.double(),
  fc.constantFrom(
    "",
    " ",
    " 2 ",
    "0x10",
    "1e3",
    "Infinity",
    "-0",
    "NaN",
    "2.5",
    "-3",
    "my-list",
    "history",
    "continue-watching",
    "drama",
    "drama-2",
    "Drama",
    "-a",
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 60,
    -1,
    0,
  ),
);

describe("search params decode as the Effect schemas did", () => {
  for (const [name, decoder, schema] of cases) {
    it(name, () => {
      const effect = Schema.decodeUnknownResult(schema);
      fc.assert(
        fc.property(searchValue, (value) => {
          const mine = decoder(value);
          const theirs = effect(value);
          expect(mine.ok).toBe(Result.isSuccess(theirs));
          if (mine.ok && Result.isSuccess(theirs)) expect(mine.value).toEqual(theirs.success);
        }),
        { numRuns: 500 },
      );
    });
  }

  it("pins the spec's page rule: numeric text is the page, anything else is no page", () => {
    expect(pageNumberParam("3")).toEqual({ ok: true, value: 3 });
    expect(pageNumberParam(2)).toEqual({ ok: true, value: 2 });
    expect(pageNumberParam("abc").ok).toBe(false);
    expect(planNumberParam("0").ok).toBe(false);
    expect(seasonNumberParam("2.5").ok).toBe(false);
  });
});
