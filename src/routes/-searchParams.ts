/**
 * Search params for `validateSearch`: each one decodes through an Effect schema, so it is
 * typed and validated once; a value that does not decode becomes the param's `invalid`
 * (undefined: as if absent), and the route's rule takes it from there.
 */
import { Result, Schema } from "effect";

export function searchParam<S extends Schema.Codec<unknown, unknown>>(
  schema: S,
  invalid: S["Type"] | undefined = undefined,
): (value: unknown) => S["Type"] | undefined {
  const decode = Schema.decodeUnknownResult(schema as Schema.Codec<S["Type"], unknown>);
  return (value) => {
    if (value === undefined) return undefined;
    const decoded = decode(value);
    return Result.isSuccess(decoded) ? decoded.success : invalid;
  };
}

/** `{ key: value }`, or `{}` when the value is absent (so links need not name it). */
export const optionalKey = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
