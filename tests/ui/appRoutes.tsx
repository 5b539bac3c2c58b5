/**
 * The whole app in jsdom: the real route tree, the app system on fakes with the real links
 * (age gate, session navigation), and a fake catalogue. For route-level behaviour: guards,
 * pagination, returns after login, focus after navigation.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { ageGateLink } from "../../src/app/ageGate.ts";
import { localeRewrite } from "../../src/app/localeRewrite.ts";
import { routeTree } from "../../src/app/routeTree.gen.ts";
import { sessionNavigationLink } from "../../src/app/sessionNavigation.ts";
import type { CatalogueApi, Page, SiteApi } from "../../src/core/ports.ts";
import type { MovieSummary } from "../../src/core/schema/index.ts";
import { RouteErrorContainer } from "../../src/ui/pages/RouteError.tsx";
import { AppActorProvider, type FeatureEffectsSource } from "../../src/ui/system.tsx";
import { idleLinks, type SessionOptions, startAppSystem } from "../fixtures/session.ts";
import { noFeatureEffects } from "./renderInApp.tsx";

export const filmSummary = (id: number): MovieSummary =>
  ({
    model_type: "Movie",
    id,
    slug: `film-${id}`,
    title: `Film ${id}`,
    status: "Published",
    user_level: 2,
    is_free: false,
    series_id: null,
    episode_id: null,
    release_date: "2020-01-01",
    length: 95,
    poster_picture: null,
  }) as unknown as MovieSummary;

/** A catalogue of `lastPage` pages of films; other calls fail loudly if a test reaches them. */
export function fakeCatalogue(lastPage: number): CatalogueApi {
  const unused = () => Promise.reject(new Error("not used by this test"));
  return {
    movies: async ({ page = 1 }): Promise<Page<MovieSummary>> => ({
      data: page <= lastPage ? [filmSummary(page * 10 + 1), filmSummary(page * 10 + 2)] : [],
      meta: { current_page: page, last_page: lastPage, total: lastPage * 2 },
    }),
    settings: unused,
    movie: unused,
    movieBySlug: unused,
    featuredMovies: unused,
    series: unused,
    seriesById: unused,
    seriesBySlug: unused,
    persons: unused,
    tags: unused,
    tagBySlug: unused,
    personPage: unused,
    personInfo: unused,
    tagList: unused,
    tagPage: unused,
    tagById: unused,
    searchLabels: unused,
    personById: unused,
    mostSeenMovies: unused,
    mostSoldMovies: unused,
    similarMovies: unused,
    btsMovies: unused,
    sceneMarkersBySlug: unused,
    originals: unused,
    relatedContent: unused,
    relatedContentItem: unused,
    upcoming: unused,
  } as CatalogueApi;
}

export function renderApp(
  path: string,
  options: SessionOptions & {
    lastPage?: number;
    catalogue?: Partial<CatalogueApi>;
    /** The site's editorial calls the test reaches (landings, ...). */
    site?: Partial<SiteApi>;
    /** The features' effects, or their loading (default: none, each refuses to run). */
    features?: FeatureEffectsSource;
  } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let router: ReturnType<typeof createRouter> | null = null;
  const theRouter = () => router as never;
  const { app, calls } = startAppSystem({
    ...options,
    deferStart: true,
    links: {
      ...idleLinks,
      sessionNavigation: sessionNavigationLink(theRouter, queryClient),
      ageGateLink: ageGateLink(theRouter, new URL(path, "http://x").pathname),
    },
  });
  router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    rewrite: localeRewrite(new URL(path, "http://x").pathname).rewrite,
    // As the app's router (src/app/router.tsx): a page whose read failed draws this.
    defaultErrorComponent: RouteErrorContainer,
    context: {
      queryClient,
      app,
      catalogue: { ...fakeCatalogue(options.lastPage ?? 3), ...options.catalogue },
      ...(options.site && { site: options.site as SiteApi }),
    },
  });
  app.start();
  const view = render(
    <AppActorProvider actor={app} features={options.features ?? noFeatureEffects}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppActorProvider>,
  );
  return { app, router, calls, view, queryClient };
}
