/** A value a form-encoded body or query string can carry; null and undefined are left out. */
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly FormValue[]
  | { readonly [key: string]: FormValue };

export type FormFields = { readonly [key: string]: FormValue };

const scalar = (value: string | number | boolean): string =>
  typeof value === "boolean" ? (value ? "1" : "0") : String(value);

function append(params: URLSearchParams, key: string, value: FormValue): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) append(params, `${key}[]`, item);
  } else if (typeof value === "object") {
    for (const [sub, item] of Object.entries(value)) append(params, `${key}[${sub}]`, item);
  } else {
    params.append(key, scalar(value as string | number | boolean));
  }
}

/**
 * Form encoding as PHP-style APIs read it: nested objects as `key[sub]=value`, lists as
 * `key[]=value`, booleans as 1/0.
 */
export function formEncode(fields: FormFields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) append(params, key, value);
  return params;
}
