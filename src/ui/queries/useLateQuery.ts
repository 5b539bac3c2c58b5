/**
 * A read whose answer comes after the page is drawn (a row or banner the server leaves to the
 * browser), drawn at transition priority. TanStack Query hands its answer to React through
 * `useSyncExternalStore`, which React renders at once in one task; deferred, the part draws
 * its previous answer (nothing, at first) in that task and the new one in a render React cuts
 * into slices that yield to a press, and answers that land together are drawn in one pass.
 */
import {
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from "@tanstack/react-query";
import { useDeferredValue } from "react";

export function useLateQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useDeferredValue(useQuery(options));
}
