import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import type { CatalogueApi } from "../../src/core/ports.ts";

/** What a view may read from the router's context in a test: the catalogue calls it makes. */
export interface TestRouterContext {
  readonly catalogue: Partial<CatalogueApi>;
}

/**
 * Renders a view that uses router links, inside a throw-away memory router; with `context`,
 * the router's context has that catalogue and a fresh query client.
 */
export function renderWithRouter(ui: () => ReactNode, path = "/", context?: TestRouterContext) {
  const rootRoute = createRootRoute({ component: () => <>{ui()}</> });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: context && { queryClient, catalogue: context.catalogue },
  });
  return {
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
