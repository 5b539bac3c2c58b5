import type { SiteApi } from "../core/ports.ts";

/**
 * A SiteApi whose adapter (and the schemas it decodes with) loads on the first call, so the
 * site's editorial calls stay out of the first load.
 */
export function lazySiteApi(load: () => Promise<SiteApi>): SiteApi {
  let loaded: Promise<SiteApi> | null = null;
  const api = () => {
    loaded ??= load();
    return loaded;
  };
  const call =
    <K extends keyof SiteApi>(name: K) =>
    (...args: Parameters<SiteApi[K]>) =>
      // biome-ignore lint/suspicious/noExplicitAny: the method's own signature is kept by the cast below
      api().then((site) => (site[name] as (...a: any[]) => any)(...args));
  return {
    promoBars: call("promoBars"),
    countdowns: call("countdowns"),
    banner: call("banner"),
    ctaBanner: call("ctaBanner"),
    smallBanners: call("smallBanners"),
    logos: call("logos"),
    landing: call("landing"),
    help: call("help"),
    helpAnswer: call("helpAnswer"),
    sendContactMessage: call("sendContactMessage"),
    liveTvCategories: call("liveTvCategories"),
    liveTvNextMovies: call("liveTvNextMovies"),
  } as SiteApi;
}
