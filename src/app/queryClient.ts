/** The catalogue cache (TanStack Query): answers kept 300 s (spec 001 §9). */
import { QueryClient } from "@tanstack/react-query";
import { CACHE_TIME_S } from "../core/constants.ts";

// The HTTP client already retries what the spec allows (network errors, 5xx): `retry: false`.

/** The browser's cache: an answer is fresh for 300 s, and dropped 300 s after its last use. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: CACHE_TIME_S * 1000, gcTime: CACHE_TIME_S * 1000, retry: false },
    },
  });

/**
 * One server render's cache: its answers go into the page and then go with the render. No
 * answer is scheduled for collection: a 300 s timer per query kept every render's whole
 * world (its router, actors, request and socket) alive for five minutes.
 */
export const createRenderQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: CACHE_TIME_S * 1000, gcTime: Number.POSITIVE_INFINITY, retry: false },
    },
  });
