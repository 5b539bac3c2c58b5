/**
 * Small hand-written decoders for what the first render reads before any API answer: the
 * page config (with the start input and the settings), the stored token, the routes' search
 * params. They accept exactly what the Effect schemas they replace accepted (tests/core
 * compares them on arbitrary JSON), so the start-up does not load Effect: the API responses
 * still decode through the Effect schemas of core/schema, loaded with the first request's
 * answer (docs/decisions/0054).
 *
 * A decoder is a pure function of its input: the value it keeps (declared keys only, in their
 * order, as Effect's Struct does) or the reason it refused, with the path of the bad part.
 */
export type Decoded<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly error: string };

export type Decoder<A> = (input: unknown, path?: string) => Decoded<A>;

/** What a decoder gives when it accepts. */
export type DecodedType<D> = D extends Decoder<infer A> ? A : never;

const accept = <A>(value: A): Decoded<A> => ({ ok: true, value });
const refuse = (path: string, expected: string, input: unknown): Decoded<never> => ({
  ok: false,
  error: `${path || "value"}: expected ${expected}, got ${describe(input)}`,
});

const describe = (input: unknown): string => {
  if (input === null) return "null";
  if (Array.isArray(input)) return "an array";
  if (typeof input === "string") return JSON.stringify(input.slice(0, 40));
  if (typeof input === "object") return "an object";
  return String(input);
};

/** A decoder that accepts what `test` says, as is. */
const refine =
  <A>(expected: string, test: (input: unknown) => input is A): Decoder<A> =>
  (input, path = "") =>
    test(input) ? accept(input) : refuse(path, expected, input);

export const string = refine("a string", (v): v is string => typeof v === "string");
/** Any number, NaN and the infinities included (Effect's `Schema.Number`). */
export const number = refine("a number", (v): v is number => typeof v === "number");
export const finite = refine(
  "a finite number",
  (v): v is number => typeof v === "number" && Number.isFinite(v),
);
/** A safe integer (Effect's `Schema.isInt`). */
export const int = refine("an integer", (v): v is number => Number.isSafeInteger(v));
export const boolean = refine("a boolean", (v): v is boolean => typeof v === "boolean");

export const literal = <const L extends readonly (string | number | boolean | null)[]>(
  ...values: L
): Decoder<L[number]> =>
  refine(`one of ${JSON.stringify(values)}`, (v): v is L[number] =>
    values.includes(v as L[number]),
  );

/** `decoder`'s value when it passes `test` as well. */
export const check =
  <A>(decoder: Decoder<A>, expected: string, test: (value: A) => boolean): Decoder<A> =>
  (input, path = "") => {
    const decoded = decoder(input, path);
    return !decoded.ok || test(decoded.value) ? decoded : refuse(path, expected, input);
  };

/** `decoder`'s value, transformed. */
export const map =
  <A, B>(decoder: Decoder<A>, f: (value: A) => B): Decoder<B> =>
  (input, path) => {
    const decoded = decoder(input, path);
    return decoded.ok ? accept(f(decoded.value)) : decoded;
  };

/** The first member that accepts. */
export const union =
  <D extends readonly Decoder<unknown>[]>(...members: D): Decoder<DecodedType<D[number]>> =>
  (input, path = "") => {
    const errors: string[] = [];
    for (const member of members) {
      const decoded = member(input, path);
      if (decoded.ok) return decoded as Decoded<DecodedType<D[number]>>;
      errors.push(decoded.error);
    }
    return { ok: false, error: errors.join(" or ") };
  };

export const nullOr = <A>(decoder: Decoder<A>): Decoder<A | null> =>
  union(
    refine("null", (v): v is null => v === null),
    decoder,
  );

/** A text read as a number the way Effect's `NumberFromString` reads it (`Number(text)`). */
export const numberFromString: Decoder<number> = map(string, Number);

export const array =
  <A>(item: Decoder<A>): Decoder<readonly A[]> =>
  (input, path = "") => {
    if (!Array.isArray(input)) return refuse(path, "an array", input);
    const out: A[] = [];
    for (let i = 0; i < input.length; i++) {
      const decoded = item(input[i], `${path}[${i}]`);
      if (!decoded.ok) return decoded;
      out.push(decoded.value);
    }
    return accept(out);
  };

/** A struct's key that may be absent (Effect's `Schema.optional`: absent or undefined). */
export interface Optional<A> {
  readonly optional: Decoder<A>;
}
export const optional = <A>(decoder: Decoder<A>): Optional<A> => ({ optional: decoder });

type Field = Decoder<unknown> | Optional<unknown>;
type FieldsType<F extends Record<string, Field>> = {
  readonly [K in keyof F as F[K] extends Optional<unknown> ? never : K]: F[K] extends Decoder<
    infer A
  >
    ? A
    : never;
} & {
  readonly [K in keyof F as F[K] extends Optional<unknown> ? K : never]?: F[K] extends Optional<
    infer A
  >
    ? A
    : never;
};
type Simplify<T> = { [K in keyof T]: T[K] } & {};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** An object with these keys; other keys are left out of the value. */
export const struct =
  <F extends Record<string, Field>>(fields: F): Decoder<Simplify<FieldsType<F>>> =>
  (input, path = "") => {
    if (!isRecord(input)) return refuse(path, "an object", input);
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      const at = path === "" ? key : `${path}.${key}`;
      const optionalField = "optional" in field;
      if (optionalField && !Object.hasOwn(input, key)) continue;
      const value = input[key];
      if (optionalField && value === undefined) {
        out[key] = undefined;
        continue;
      }
      const decoded = (optionalField ? field.optional : field)(value, at);
      if (!decoded.ok) return decoded;
      out[key] = decoded.value;
    }
    return accept(out as Simplify<FieldsType<F>>);
  };

/** A record of text keys to `value`s. */
export const record =
  <A>(value: Decoder<A>): Decoder<Readonly<Record<string, A>>> =>
  (input, path = "") => {
    if (!isRecord(input)) return refuse(path, "an object", input);
    const out: Record<string, A> = {};
    for (const [key, item] of Object.entries(input)) {
      const decoded = value(item, `${path}.${key}`);
      if (!decoded.ok) return decoded;
      out[key] = decoded.value;
    }
    return accept(out);
  };

/** A text read as a finite number (Effect's `FiniteFromString`). */
export const finiteFromString: Decoder<number> = check(
  numberFromString,
  "a finite number",
  Number.isFinite,
);
