import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { LayoutContainer } from "../ui/layout/LayoutContainer.tsx";
import { ErrorPage } from "../ui/pages/ErrorPage.tsx";
import { NotFound } from "../ui/pages/NotFound.tsx";
import type { RouterContext } from "../ui/routerContext.ts";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => <NotFound />,
  errorComponent: ErrorPage,
});

function RootLayout() {
  return (
    <LayoutContainer>
      <Outlet />
    </LayoutContainer>
  );
}
