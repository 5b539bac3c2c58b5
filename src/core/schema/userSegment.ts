import { Schema } from "effect";

/** The answer of `GET /smart/user-segment` (spec 001 §7): the user-type cache key. */
export const UserSegment = Schema.Struct({
  user_segment_id: Schema.Number.check(Schema.isInt()),
});
export type UserSegment = typeof UserSegment.Type;
