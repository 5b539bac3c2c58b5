import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import type { SiteApi } from "../../src/core/ports.ts";
import type { AppActorRef } from "../../src/machines/app.machine.ts";
import { AppActorProvider } from "../../src/ui/system.tsx";
import { noFeatureEffects } from "./renderInApp.tsx";

/**
 * Draws `ui` at `path` as the only route of a router whose context has the app, a query
 * client (no retries) and the fake `site` calls: for views that read the site's calls from the
 * router's context (the promo bars, the home banners).
 */
export function renderWithSite(ui: () => ReactNode, site: SiteApi, app: AppActorRef, path = "/") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: ui, notFoundComponent: () => null }),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, app, site },
  });
  render(
    <AppActorProvider actor={app} features={noFeatureEffects}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppActorProvider>,
  );
  return { queryClient };
}
