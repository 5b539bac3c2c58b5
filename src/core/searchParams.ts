/**
 * The routes' search params (`validateSearch`, routes/-searchParams.ts): hand-written
 * decoders (core/validate.ts), so the route definitions, which every first load evaluates,
 * do not load Effect. Each accepts exactly what the Effect schema it replaced accepted
 * (tests/core/searchParams.test.ts). Values arrive JSON-parsed (2) or as text ("2").
 */
import { LIVE_TV_CATEGORY_SLUG } from "./liveTv.ts";
import { MY_SPACE_TABS, type MySpaceTab } from "./mySpace.ts";
import {
  check,
  type Decoder,
  finite,
  finiteFromString,
  int,
  literal,
  number,
  numberFromString,
  string,
  union,
} from "./validate.ts";

/** `?page=`: a finite number, or a text that reads as one. */
export const pageNumberParam: Decoder<number> = union(finite, finiteFromString);

/** A text with something in it (a coupon, an order id, a cancel token). */
export const nonEmptyTextParam: Decoder<string> = check(
  string,
  "a non-empty text",
  (s) => s !== "",
);

/** `?plan=`: a whole number above 0, as a number or a text. */
export const planNumberParam: Decoder<number> = check(
  union(number, numberFromString),
  "a whole number above 0",
  (n) => Number.isSafeInteger(n) && n > 0,
);

/** `?excluded_gateway=` of a retry: a payment provider's name. */
export const gatewayParam: Decoder<string> = check(string, "a payment provider's name", (s) =>
  /^[a-z0-9_-]{1,40}$/.test(s),
);

/** `?category=` of the live TV pages: a category's slug. */
export const liveTvCategoryParam: Decoder<string> = check(string, "a category slug", (s) =>
  LIVE_TV_CATEGORY_SLUG.test(s),
);

/** `?season=` of a series page: a whole number, or a text that reads as one. */
export const seasonNumberParam: Decoder<number> = union(
  int,
  check(finiteFromString, "an integer", Number.isSafeInteger),
);

/** Any text (`?returnTo=`: the login's return path, checked where it is used). */
export const textParam: Decoder<string> = string;

/** `?tab=` of My Space: one of its tabs. */
export const mySpaceTabParam: Decoder<MySpaceTab> = literal(...MY_SPACE_TABS);
