import { notFound } from "../http/errors.ts";

const SLUG = /^[A-Za-z0-9][A-Za-z0-9-]{0,149}$/;

/** A slug path parameter: anything that cannot be a slug is simply not found. */
export function slugParam(value: string | undefined): string {
  if (!value || !SLUG.test(value)) throw notFound();
  return value.toLowerCase();
}

/** A numeric id path parameter (routes only match digits; this bounds the size). */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

/** Route pattern of a numeric id. */
export const ID = "{[0-9]{1,15}}";
