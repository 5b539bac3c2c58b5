import { createFileRoute, notFound, rootRouteId } from "@tanstack/react-router";
import { WatchPageContainer } from "../ui/player/WatchPage.tsx";
import { WatchNotFound } from "../ui/player/WatchViews.tsx";

/**
 * Every other path: the watch URLs of spec 000 §2 (with or without a leading segment,
 * `?scene={n}`); anything else is the site's 404. The loader's code comes with `import()`,
 * the page and the player with the route's split component: none is in the first load.
 */
export const Route = createFileRoute("/$")({
  loader: async ({ context, location }) => {
    const { loadWatch } = await import("../ui/player/watchLoader.ts");
    const load = await loadWatch(context, `${location.pathname}${location.searchStr}`);
    if (load.kind === "not-a-watch-url") throw notFound({ routeId: rootRouteId });
    if (load.kind === "no-such-video") throw notFound();
    return load;
  },
  notFoundComponent: WatchNotFound,
  component: WatchRoute,
});

function WatchRoute() {
  const { target, movie, series } = Route.useLoaderData();
  // A new film is a new page (new actors); a new `?scene=` seeks on the same one.
  return (
    <WatchPageContainer
      key={`${movie.id}:${target.media.kind}`}
      target={target}
      movie={movie}
      series={series}
    />
  );
}
