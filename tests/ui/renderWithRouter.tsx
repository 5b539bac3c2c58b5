import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";

/** Renders a view that uses router links, inside a throw-away memory router. */
export function renderWithRouter(ui: () => ReactNode, path = "/") {
  const rootRoute = createRootRoute({ component: () => <>{ui()}</> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { router, ...render(<RouterProvider router={router} />) };
}
