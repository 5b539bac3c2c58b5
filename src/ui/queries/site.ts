/** Query option factories for the site's editorial calls (the SiteApi port of the router context). */
import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../core/ports.ts";

export const helpQuery = (site: SiteApi, query: string) =>
  queryOptions({
    queryKey: ["help", query.trim()],
    queryFn: () => site.help(query.trim() === "" ? undefined : query),
  });

export const helpAnswerQuery = (site: SiteApi, slug: string) =>
  queryOptions({ queryKey: ["help", "answer", slug], queryFn: () => site.helpAnswer(slug) });

export const liveTvCategoriesQuery = (site: SiteApi) =>
  queryOptions({ queryKey: ["live-tv", "categories"], queryFn: () => site.liveTvCategories() });

/** The schedule from the slot running now; kept 60 s, a slot being a film long. */
export const liveTvScheduleQuery = (site: SiteApi, tagId?: number) =>
  queryOptions({
    queryKey: ["live-tv", "next-movies", tagId ?? null],
    queryFn: () => site.liveTvNextMovies(tagId),
    staleTime: 60_000,
  });

/** The seduce-boost items of Explore's menu, asked for when the menu first opens. */
export const seduceBoostItemsQuery = (site: SiteApi) =>
  queryOptions({ queryKey: ["seduce-boost", "items"], queryFn: () => site.seduceBoostItems() });

export const seduceBoostQuery = (site: SiteApi, slug: string) =>
  queryOptions({ queryKey: ["seduce-boost", "item", slug], queryFn: () => site.seduceBoost(slug) });

export const landingQuery = (site: SiteApi, slug: string) =>
  queryOptions({ queryKey: ["landing", slug], queryFn: () => site.landing(slug) });
