/**
 * `u_id` in the landing URL is stored locally as userId (spec 000 §2; core `userIdFromQuery`
 * decides what counts as an id). main.tsx loads this module at start only for a landing URL
 * that names `u_id`, so other visits carry none of it.
 */
import { createStorage, type JsonStorage } from "../adapters/storage.ts";
import { USER_ID_QUERY_KEY, USER_ID_STORAGE_KEY, userIdFromQuery } from "../core/urlUserId.ts";

/** The query's `u_id` as core reads a query: one value as a string, repeated ones as a list. */
const userIdParam = (search: string): Record<string, unknown> => {
  const values = new URLSearchParams(search).getAll(USER_ID_QUERY_KEY);
  if (values.length === 0) return {};
  return { [USER_ID_QUERY_KEY]: values.length === 1 ? values[0] : values };
};

/** Stores the URL's `u_id`, if it is an id; answers what was stored (null for nothing). */
export function storeUrlUserId(search: string, storage: JsonStorage): string | null {
  const userId = userIdFromQuery(userIdParam(search));
  if (userId === null) return null;
  return storage.set(USER_ID_STORAGE_KEY, userId) ? userId : null;
}

/** At start: the landing URL's `u_id` stored in local storage. */
export const captureUrlUserId = (search: string): string | null =>
  storeUrlUserId(search, createStorage());
