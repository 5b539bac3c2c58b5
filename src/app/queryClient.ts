/** The catalogue cache (TanStack Query): answers kept 300 s (spec 001 §9). */
import { QueryClient } from "@tanstack/react-query";
import { CACHE_TIME_S } from "../core/constants.ts";

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_TIME_S * 1000,
        gcTime: CACHE_TIME_S * 1000,
        // The HTTP client already retries what the spec allows (network errors, 5xx).
        retry: false,
      },
    },
  });
