/**
 * Query options of the default layout's promotions (spec 001 §7 `/top-header-promos`,
 * `/countdown-promos`). Keyed by the viewer: the server answers countdowns by who asks, so
 * both are fetched again at login and logout.
 */
import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../core/ports.ts";

export const promoBarsQuery = (site: SiteApi, viewerKey: string) =>
  queryOptions({
    queryKey: ["promos", "top-header", viewerKey],
    queryFn: () => site.promoBars(),
  });

export const countdownsQuery = (site: SiteApi, viewerKey: string) =>
  queryOptions({
    queryKey: ["promos", "countdowns", viewerKey],
    queryFn: () => site.countdowns(),
  });

/** The sister sites' logos (spec 001 §7 `/logos`), read by the cross-selling bar. */
export const logosQuery = (site: SiteApi) =>
  queryOptions({
    queryKey: ["logos"],
    queryFn: () => site.logos(),
  });
