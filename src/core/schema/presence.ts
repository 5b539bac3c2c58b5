import { Schema } from "effect";

/**
 * A presence member's `user_info`, as the auth endpoint signs it: the server's join
 * timestamp (epoch ms) and sequence number (spec 001 §4: the lowest join timestamp plays).
 */
export const PresenceMemberInfo = Schema.Struct({
  joined_at: Schema.Number,
  seq: Schema.Number,
});
export type PresenceMemberInfo = typeof PresenceMemberInfo.Type;

/** The data of a `client-takeover` event: when the chooser claimed, on the server's clock. */
export const TakeoverEventData = Schema.Struct({ at: Schema.Number });

/**
 * The data of a `client-handover` event: the screen sent home tells the winner (`to`, its
 * member id) where it stopped in what (`media`, core `mediaKey`), in seconds.
 */
export const HandoverEventData = Schema.Struct({
  to: Schema.String,
  media: Schema.String,
  position_s: Schema.Number,
});
