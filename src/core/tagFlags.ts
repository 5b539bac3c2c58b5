/**
 * The flags the featured collections and categories are fetched with (spec 001 §9: "featured
 * collections fetched with flags (1,2,2), featured categories (1,0,2)"; §7 `getTags (featured,
 * hidden flags)`). Read as three-state flags, in the order featured, hidden, then one the spec
 * does not name: 1 asks only tags with it, 0 only tags without it, 2 either (nothing is sent).
 * Both triples leave the third at 2, so it never reaches the wire (docs/decisions/0060).
 */
import type { TagFlags } from "./ports.ts";

export type TriState = 0 | 1 | 2;
export type TagFlagTriple = readonly [featured: TriState, hidden: TriState, third: TriState];

export const FEATURED_COLLECTIONS_FLAGS: TagFlagTriple = [1, 2, 2];
export const FEATURED_CATEGORIES_FLAGS: TagFlagTriple = [1, 0, 2];

const flag = (value: TriState): boolean | undefined => (value === 2 ? undefined : value === 1);

/** The query flags of a triple: 1 true, 0 false, 2 left out. */
export const tagFlagsOf = ([featured, hidden]: TagFlagTriple): TagFlags => {
  const flags: { featured?: boolean; hidden?: boolean } = {};
  const f = flag(featured);
  const h = flag(hidden);
  if (f !== undefined) flags.featured = f;
  if (h !== undefined) flags.hidden = h;
  return flags;
};
