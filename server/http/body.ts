import type { Context } from "hono";
import { badRequest, unsupportedMediaType } from "./errors.ts";
import { parseFields } from "./form.ts";

/** The largest request body accepted (enforced by the bodyLimit middleware in app.ts). */
export const MAX_BODY_BYTES = 64 * 1024;

const isRecord = (u: unknown): u is Record<string, unknown> =>
  typeof u === "object" && u !== null && !Array.isArray(u);

/**
 * The request body as an object, from JSON or a form (url-encoded or multipart, bracket
 * notation allowed). An empty body is `{}`. Malformed JSON is a 400, a JSON body that is
 * not an object a 400, another content type a 415.
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "multipart/form-data") {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw badRequest("Malformed form body");
    }
    const entries: [string, string][] = [];
    for (const [name, value] of form.entries()) {
      if (typeof value !== "string") throw badRequest("Files are not accepted");
      entries.push([name, value]);
    }
    return parseFields(entries);
  }
  const text = await c.req.text();
  if (text.trim() === "") return {};
  if (
    type === "application/json" ||
    type.endsWith("+json") ||
    (type === "" && /^\s*[{[]/.test(text))
  ) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest("Malformed JSON body");
    }
    if (!isRecord(parsed)) throw badRequest("The JSON body must be an object");
    return parsed;
  }
  if (type === "application/x-www-form-urlencoded" || type === "" || type === "text/plain") {
    return parseFields(new URLSearchParams(text).entries());
  }
  throw unsupportedMediaType();
}

/** The query string as an object (bracket notation allowed, same rules as forms). */
export const readQuery = (c: Context) => parseFields(new URL(c.req.url).searchParams.entries());
