/** `?category=` of the live TV pages: a category's slug; anything else is every channel. */
import { liveTvCategoryParam } from "../core/searchParams.ts";
import { optionalKey, searchParam } from "./-searchParams.ts";

const categoryParam = searchParam(liveTvCategoryParam);

export const liveTvSearch = (search: Record<string, unknown>) =>
  optionalKey("category", categoryParam(search.category));
