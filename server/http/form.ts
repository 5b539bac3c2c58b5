import { unprocessable } from "./errors.ts";

/** Limits of form and query input (the whole body is capped separately). */
export const MAX_FIELDS = 100;
const NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

type FormValue = string | string[] | Record<string, string | string[]>;

const malformed = (name: string) =>
  unprocessable({ [name.slice(0, 64)]: ["Malformed field name"] });

const append = (
  target: Record<string, FormValue | string | string[]>,
  key: string,
  value: string,
  list: boolean,
  name: string,
) => {
  const existing = target[key];
  if (list) {
    if (existing === undefined) target[key] = [value];
    else if (Array.isArray(existing)) existing.push(value);
    else throw malformed(name);
  } else {
    if (existing !== undefined) throw malformed(name);
    target[key] = value;
  }
};

/**
 * Form fields in bracket notation to an object: `a=1`, `a[]=1&a[]=2` (a list),
 * `a[b]=1` (one nested level) and `a[b][]=1`. Anything deeper, names outside
 * [A-Za-z0-9_.-], prototype keys, repeated scalars and shape conflicts are a 422.
 */
export function parseFields(entries: Iterable<[string, string]>): Record<string, FormValue> {
  const out: Record<string, FormValue> = {};
  let count = 0;
  for (const [name, value] of entries) {
    count += 1;
    if (count > MAX_FIELDS) throw unprocessable({ _form: [`At most ${MAX_FIELDS} fields`] });
    const match = /^([^[\]]+)(?:\[([^[\]]*)\])?(\[\])?$/.exec(name);
    if (!match) throw malformed(name);
    const [, base = "", sub, tailList] = match;
    if (!NAME.test(base) || FORBIDDEN.has(base)) throw malformed(name);
    if (sub === undefined) {
      append(out, base, value, false, name);
    } else if (sub === "" && !tailList) {
      append(out, base, value, true, name);
    } else {
      if (sub === "" || !NAME.test(sub) || FORBIDDEN.has(sub)) throw malformed(name);
      const existing = out[base];
      let nested: Record<string, string | string[]>;
      if (existing === undefined) {
        nested = {};
        out[base] = nested;
      } else if (typeof existing === "object" && !Array.isArray(existing)) {
        nested = existing;
      } else {
        throw malformed(name);
      }
      append(nested, sub, value, tailList !== undefined, name);
    }
  }
  return out;
}
