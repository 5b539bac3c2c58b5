import { Result, Schema, SchemaIssue } from "effect";
import { validation } from "../../src/core/messages.ts";
import { type FieldErrors, INVALID_DATA, unprocessable } from "./errors.ts";

const formatter = SchemaIssue.makeFormatterStandardSchemaV1({
  leafHook: (issue) => {
    switch (issue._tag) {
      case "MissingKey":
        return validation.required;
      case "InvalidType":
        return "Invalid value";
      case "UnexpectedKey":
        return "Unknown field";
      default:
        return "Invalid value";
    }
  },
});

/** Field errors (dot paths, Laravel style) of a failed decode. */
export function fieldErrors(issue: SchemaIssue.Issue): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of formatter(issue).issues) {
    const key =
      (path ?? [])
        .map((p) => String(typeof p === "object" && p !== null && "key" in p ? p.key : p))
        .join(".") || "_body";
    const list = errors[key] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[key] = list;
  }
  return errors;
}

/** Decodes untrusted input with an Effect schema; any failure is a 422 with field errors. */
export function decodeInput<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  input: unknown,
  message = INVALID_DATA,
): S["Type"] {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" });
  if (Result.isFailure(result)) throw unprocessable(fieldErrors(result.failure.issue), message);
  return result.success;
}
