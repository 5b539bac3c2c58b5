import { decodeUserSegment } from "../../core/userSegment.ts";
import { type HttpClient, withoutEffect } from "./client.ts";

/**
 * `GET /smart/user-segment`: the user-type cache key sent back as `X-User-Segment` (the
 * HTTP client's `userSegment` getter). With the viewer's bearer; without one, a guest's. The
 * browser's first call after hydrating: its answer is decoded without Effect (decision 0058).
 * Asked for the viewer only, never with a title's `id`, `movie_id` or `series_id`: the spec
 * names no place that asks for a title's segment (decision 0082).
 */
export function createUserSegmentApi(http: HttpClient) {
  return {
    userSegment: async (token: string | null): Promise<string> => {
      const answer = await http.get("/smart/user-segment", withoutEffect(decodeUserSegment), {
        token,
      });
      return String(answer.user_segment_id);
    },
  };
}

export type UserSegmentApi = ReturnType<typeof createUserSegmentApi>;
