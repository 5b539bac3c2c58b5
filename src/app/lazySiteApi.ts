import type { SiteApi } from "../core/ports.ts";

const SITE_CALLS = [
  "promoBars",
  "countdowns",
  "banner",
  "ctaBanner",
  "smallBanners",
  "logos",
  "landing",
  "help",
  "helpAnswer",
  "sendContactMessage",
  "sendComplaint",
  "liveTvCategories",
  "liveTvNextMovies",
  "liveTvPlay",
  "seduceBoostItems",
  "seduceBoost",
] as const satisfies readonly (keyof SiteApi)[];

/**
 * A SiteApi whose adapter (and the schemas it decodes with) loads on the first call, so the
 * site's editorial calls stay out of the first load.
 */
export function lazySiteApi(load: () => Promise<SiteApi>): SiteApi {
  let loaded: Promise<SiteApi> | null = null;
  const site = () => {
    loaded ??= load();
    return loaded;
  };
  const api: Record<string, unknown> = {};
  for (const name of SITE_CALLS) {
    api[name] = (...args: unknown[]) =>
      site().then((calls) =>
        (calls[name] as (...callArgs: unknown[]) => Promise<unknown>)(...args),
      );
  }
  return api as unknown as SiteApi;
}
