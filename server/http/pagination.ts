import { Schema } from "effect";
import { errors } from "../../src/core/messages.ts";
import type { PageMeta } from "../../src/core/schema/common.ts";
import { notFound } from "./errors.ts";
import { IntInput } from "./fields.ts";

export const MAX_PER_PAGE = 100;

/** `page` and `perPage` query fields (numbers as text). */
export const PageFields = {
  page: Schema.optional(
    IntInput.check(
      Schema.isBetween({ minimum: -1_000_000, maximum: 1_000_000 }, { message: "Invalid page" }),
    ),
  ),
  perPage: Schema.optional(
    IntInput.check(
      Schema.isBetween(
        { minimum: 1, maximum: MAX_PER_PAGE },
        { message: `Must be between 1 and ${MAX_PER_PAGE}` },
      ),
    ),
  ),
};

/**
 * The slice of a list to answer. Page 0 or 1 is page 1, a negative page its absolute
 * value (spec 001 §2), and a page above the last a 404 'Page does not exist'.
 */
export function paginate(total: number, page: number | undefined, perPage: number) {
  const requested = Math.max(1, Math.abs(page ?? 1));
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  if (requested > lastPage) throw notFound(errors.pageDoesNotExist);
  const meta: PageMeta = { current_page: requested, last_page: lastPage, total };
  return { limit: perPage, offset: (requested - 1) * perPage, meta };
}
