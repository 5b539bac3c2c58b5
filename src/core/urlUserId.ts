/** `u_id` in a URL is stored locally as userId (spec 000 §2, spec 001 §2). */

/** The local-storage key the value is kept under. */
export const USER_ID_STORAGE_KEY = "userId";
/** The query key read. */
export const USER_ID_QUERY_KEY = "u_id";

/** An id as links carry it: letters, digits, `-` and `_`, at most 64 characters. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The `u_id` of a URL's query to store, or null when there is none or it is not an id (a
 * list, an empty or over-long value, anything with other characters is ignored).
 */
export const userIdFromQuery = (search: Readonly<Record<string, unknown>>): string | null => {
  const value = search[USER_ID_QUERY_KEY];
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return String(value);
  return typeof value === "string" && USER_ID.test(value) ? value : null;
};
