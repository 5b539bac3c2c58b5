import { Schema, SchemaTransformation } from "effect";
import { validation } from "../../src/core/messages.ts";

/** Longest free-text field accepted (names, keys, sources). */
export const MAX_TEXT = 255;
export const MAX_PASSWORD = 256;

const atMost = (max: number) => Schema.isMaxLength(max, { message: `At most ${max} characters` });

/** Optional text: trimmed, at most `max` characters (may be blank). */
export const Text = (max = MAX_TEXT) => Schema.Trim.check(atMost(max));

/** Required text: trimmed, non-blank, at most `max` characters. */
export const RequiredText = (max = MAX_TEXT) =>
  Schema.Trim.check(Schema.isMinLength(1, { message: validation.required }), atMost(max));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const Email = Schema.Trim.check(
  Schema.isMinLength(1, { message: validation.required }),
  atMost(254),
  Schema.isPattern(EMAIL, { message: validation.invalidEmail }),
);

/** A password: required and bounded, never trimmed by the server (the client trims). */
export const Password = Schema.String.check(
  Schema.isMinLength(1, { message: validation.required }),
  atMost(MAX_PASSWORD),
);

/** An integer from JSON (number) or a form (digits). */
export const IntInput = Schema.Union([
  Schema.Number.check(Schema.isInt({ message: "Must be an integer" })),
  Schema.String.check(
    Schema.isMaxLength(16, { message: "Must be an integer" }),
    Schema.isPattern(/^\s*-?\d+\s*$/, { message: "Must be an integer" }),
  ).pipe(
    Schema.decodeTo(
      Schema.Number,
      SchemaTransformation.transform<number, string>({
        decode: (s) => Number.parseInt(s, 10),
        encode: (n) => String(n),
      }),
    ),
  ),
]);

const TRUE = ["true", "1", "on", "yes"] as const;
const FALSE = ["false", "0", "off", "no"] as const;
type BoolWord = (typeof TRUE)[number] | (typeof FALSE)[number] | 0 | 1;

/** A flag from JSON (boolean, 0/1) or a form ("true", "1", "on", ...). */
export const BoolInput = Schema.Union([
  Schema.Boolean,
  Schema.Literals([...TRUE, ...FALSE, 0, 1])
    .annotate({ message: "Must be true or false" })
    .pipe(
      Schema.decodeTo(
        Schema.Boolean,
        SchemaTransformation.transform<boolean, BoolWord>({
          decode: (v) => v === 1 || (TRUE as readonly unknown[]).includes(v),
          encode: (b) => (b ? "true" : "false"),
        }),
      ),
    ),
]).annotate({ message: "Must be true or false" });
