/**
 * The answer of `GET /smart/user-segment` (core/schema/userSegment.ts), decoded by hand
 * (core/validate.ts): it is the first call the browser makes after hydrating, and decoding it
 * with Effect evaluated Effect's chunk right after the first paint (decision 0058). Only the
 * call's own chunk imports this, so it is no part of the start-up.
 */
import type { UserSegment } from "./schema/userSegment.ts";
import { type Decoder, int, struct } from "./validate.ts";

export const decodeUserSegment: Decoder<UserSegment> = struct({ user_segment_id: int });
