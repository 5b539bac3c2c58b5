import { decodeUserSegment } from "../../core/userSegment.ts";
import { type HttpClient, withoutEffect } from "./client.ts";

/** What the segment may be asked about (spec 001 §7: id, movie_id or series_id). */
export interface UserSegmentQuery {
  readonly id?: number;
  readonly movie_id?: number;
  readonly series_id?: number;
}

/**
 * `GET /smart/user-segment`: the user-type cache key sent back as `X-User-Segment` (the
 * HTTP client's `userSegment` getter). With the viewer's bearer; without one, a guest's. The
 * browser's first call after hydrating: its answer is decoded without Effect (decision 0058).
 */
export function createUserSegmentApi(http: HttpClient) {
  return {
    userSegment: async (token: string | null, query: UserSegmentQuery = {}): Promise<string> => {
      const answer = await http.get("/smart/user-segment", withoutEffect(decodeUserSegment), {
        token,
        query: { ...query },
      });
      return String(answer.user_segment_id);
    },
  };
}

export type UserSegmentApi = ReturnType<typeof createUserSegmentApi>;
