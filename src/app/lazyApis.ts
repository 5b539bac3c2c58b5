/**
 * The API adapters the start-up hands out, each loaded (with the Effect schemas it decodes
 * with) on its first call (lazyCalls.ts): a hydrated page asks nothing before it is drawn,
 * so Effect is no part of the first load (docs/decisions/0054).
 */
import type { HttpClient } from "../adapters/http/client.ts";
import type { UserSegmentApi } from "../adapters/http/userSegmentApi.ts";
import type { AuthApi, CatalogueApi, CookiePort, FirstVisitApi, SiteApi } from "../core/ports.ts";
import { lazyCalls } from "./lazyCalls.ts";

type Token = () => string | null;

export const lazyCatalogueApi = (http: HttpClient, token: Token): CatalogueApi =>
  lazyCalls(
    () => import("../adapters/http/catalogueApi.ts").then((m) => m.createCatalogueApi(http, token)),
    {
      settings: true,
      movies: true,
      movie: true,
      movieBySlug: true,
      featuredMovies: true,
      series: true,
      seriesById: true,
      seriesBySlug: true,
      persons: true,
      personPage: true,
      personById: true,
      personInfo: true,
      tags: true,
      tagList: true,
      tagBySlug: true,
      tagById: true,
      searchLabels: true,
      tagPage: true,
      mostSeenMovies: true,
      mostSoldMovies: true,
      similarMovies: true,
      btsMovies: true,
      sceneMarkersBySlug: true,
      originals: true,
      relatedContent: true,
      relatedContentItem: true,
      upcoming: true,
    },
  );

/** The auth calls; sign-up sends the fields of the browser's cookies and its page's plan group (authApi.ts). */
export const lazyAuthApi = (
  http: HttpClient,
  anonymousToken: Token,
  cookies: CookiePort,
): AuthApi =>
  lazyCalls(
    () =>
      import("../adapters/http/authApi.ts").then(({ createAuthApi, signUpFieldsFrom }) =>
        createAuthApi(http, anonymousToken, (groupId) => signUpFieldsFrom(cookies, groupId)),
      ),
    { clientToken: true, login: true, renew: true, logout: true, signUp: true, me: true },
  );

export const lazyFirstVisitApi = (http: HttpClient, token: Token): FirstVisitApi =>
  lazyCalls(
    () =>
      import("../adapters/http/firstVisitApi.ts").then((m) => m.createFirstVisitApi(http, token)),
    {
      postConsent: true,
      createAgeVerificationSession: true,
      ageVerificationStatus: true,
      verificationUrl: true,
    },
  );

export const lazyUserSegmentApi = (http: HttpClient): UserSegmentApi =>
  lazyCalls(
    () => import("../adapters/http/userSegmentApi.ts").then((m) => m.createUserSegmentApi(http)),
    { userSegment: true },
  );

/** The site's editorial calls (promos, banners, help, live TV, landings). */
export const lazySiteApi = (http: HttpClient, token: Token): SiteApi =>
  lazyCalls(() => import("../adapters/http/siteApi.ts").then((m) => m.createSiteApi(http, token)), {
    promoBars: true,
    countdowns: true,
    banner: true,
    ctaBanner: true,
    smallBanners: true,
    logos: true,
    landing: true,
    help: true,
    helpAnswer: true,
    sendContactMessage: true,
    sendComplaint: true,
    liveTvCategories: true,
    liveTvNextMovies: true,
    liveTvPlay: true,
    seduceBoostItems: true,
    seduceBoost: true,
  });
