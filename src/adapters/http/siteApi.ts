/**
 * The site's layout and editorial calls (spec 001 §7; help and contact: docs/decisions/0002):
 * every answer decoded by the core schemas.
 */
import type { SiteApi } from "../../core/ports.ts";
import {
  BannerResponse,
  ComplaintReceipt,
  ContactReceipt,
  CountdownPromoList,
  CtaBannerResponse,
  HelpAnswerResponse,
  HelpIndex,
  LandingResponse,
  LiveTvCategoryList,
  LiveTvPlayResponse,
  LiveTvSchedule,
  LogoList,
  PromoBarList,
  SeduceBoostDetailResponse,
  SeduceBoostItemList,
  SmallBannerList,
} from "../../core/schema/index.ts";
import type { HttpClient } from "./client.ts";

/** The site calls, authorised with whatever token the session holds. */
export function createSiteApi(http: HttpClient, tokenProvider: () => string | null): SiteApi {
  const options = () => ({ token: tokenProvider() });
  const data = async <A>(response: Promise<{ readonly data: A }>): Promise<A> =>
    (await response).data;

  return {
    promoBars: () => data(http.get("/top-header-promos", PromoBarList, options())),
    countdowns: () => data(http.get("/countdown-promos", CountdownPromoList, options())),
    banner: (type) => data(http.get("/banners", BannerResponse, { ...options(), query: { type } })),
    ctaBanner: () => data(http.get("/cta-banner", CtaBannerResponse, options())),
    smallBanners: () => data(http.get("/small-banners", SmallBannerList, options())),
    logos: () => data(http.get("/logos", LogoList, options())),
    landing: (slug) =>
      data(http.get(`/landings/slug/${encodeURIComponent(slug)}`, LandingResponse, options())),
    help: (query) =>
      data(
        http.get("/help", HelpIndex, {
          ...options(),
          query: query === undefined || query.trim() === "" ? {} : { q: query.trim() },
        }),
      ),
    helpAnswer: (slug) =>
      data(http.get(`/help/answers/${encodeURIComponent(slug)}`, HelpAnswerResponse, options())),
    sendContactMessage: async (message) =>
      (
        await http.post("/contact-messages", ContactReceipt, {
          ...options(),
          body: { ...message },
        })
      ).data.id,
    sendComplaint: async (message) => {
      await http.post("/complaints", ComplaintReceipt, { ...options(), body: { ...message } });
    },
    liveTvCategories: () => data(http.get("/live-tv/categories", LiveTvCategoryList, options())),
    liveTvPlay: () =>
      data(http.get("/live-tv/play", LiveTvPlayResponse, { ...options(), retries: 0 })),
    liveTvNextMovies: (tagId) =>
      http.get("/live-tv/next-movies", LiveTvSchedule, {
        ...options(),
        query: tagId === undefined ? {} : { tag_id: tagId },
      }),
    seduceBoostItems: () => data(http.get("/seduce-boost", SeduceBoostItemList, options())),
    seduceBoost: (slug) =>
      data(
        http.get(`/seduce-boost/${encodeURIComponent(slug)}`, SeduceBoostDetailResponse, options()),
      ),
  };
}
