/**
 * The Top 10 (spec 001 §7 `/movies/most-seen`, §9 "top movies 10"): the films seen most lately,
 * ranked from 1, ten at the most.
 */
import { TOP_MOVIES_COUNT } from "./constants.ts";

export interface Ranked<T> {
  readonly rank: number;
  readonly item: T;
}

/** The first TOP_MOVIES_COUNT of `mostSeen` (in the API's order), each with its place from 1. */
export const topMovies = <T>(mostSeen: readonly T[]): readonly Ranked<T>[] =>
  mostSeen.slice(0, TOP_MOVIES_COUNT).map((item, i) => ({ rank: i + 1, item }));
