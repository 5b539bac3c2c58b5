/** `?category=` of the live TV pages: a category's slug; anything else is every channel. */
import { Schema } from "effect";
import { LIVE_TV_CATEGORY_SLUG } from "../core/liveTv.ts";
import { optionalKey, searchParam } from "./-searchParams.ts";

const categoryParam = searchParam(Schema.String.check(Schema.isPattern(LIVE_TV_CATEGORY_SLUG)));

export const liveTvSearch = (search: Record<string, unknown>) =>
  optionalKey("category", categoryParam(search.category));
