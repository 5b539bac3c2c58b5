import { createFileRoute, notFound } from "@tanstack/react-router";
import { appPlatformSlugs } from "../../core/editorialRoutes.ts";
import { AppPlatformPage } from "../../ui/pages/info/AppPages.tsx";
import { appPlatforms } from "../../ui/pages/info/editorial.ts";
import { NotFound } from "../../ui/pages/NotFound.tsx";

export const Route = createFileRoute("/app/$slug")({
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  loader: ({ params }) => {
    if (!appPlatformSlugs.includes(params.slug)) throw notFound();
  },
  notFoundComponent: () => <NotFound />,
  component: () => {
    const { slug } = Route.useParams();
    const platform = appPlatforms.find((p) => p.slug === slug);
    return platform ? <AppPlatformPage platform={platform} /> : <NotFound />;
  },
});
