/**
 * Search params for `validateSearch`: each one decodes through a decoder of core (a
 * hand-written one: core/searchParams.ts, no Effect in the route definitions), so it is typed
 * and validated once; a value that does not decode becomes the param's `invalid` (undefined:
 * as if absent), and the route's rule takes it from there.
 */
import type { Decoder } from "../core/validate.ts";

export function searchParam<A>(
  decode: Decoder<A>,
  invalid: A | undefined = undefined,
): (value: unknown) => A | undefined {
  return (value) => {
    if (value === undefined) return undefined;
    const decoded = decode(value);
    return decoded.ok ? decoded.value : invalid;
  };
}

/** `{ key: value }`, or `{}` when the value is absent (so links need not name it). */
export const optionalKey = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
