/**
 * The response decoding of the HTTP client (client.ts), loaded with the first answer: Effect
 * and the schemas stay out of the start-up (docs/decisions/0054).
 */
import { Result, Schema } from "effect";
import { ApiErrorBody } from "../../core/schema/common.ts";

/** The body decoded through `schema`, or null when it does not decode. */
export const decodeBody = <A>(schema: Schema.Decoder<A>, json: unknown): { value: A } | null => {
  const decoded = Schema.decodeUnknownResult(schema)(json);
  return Result.isSuccess(decoded) ? { value: decoded.success } : null;
};

const decodeErrorResult = Schema.decodeUnknownResult(ApiErrorBody);

/** An error answer's body (message and field errors), or null when it has none. */
export const decodeErrorBody = (json: unknown): ApiErrorBody | null => {
  const decoded = decodeErrorResult(json);
  return Result.isSuccess(decoded) ? decoded.success : null;
};
