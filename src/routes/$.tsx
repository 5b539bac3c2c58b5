import { createFileRoute, notFound, rootRouteId } from "@tanstack/react-router";
import { RelatedWatchPageContainer, WatchPageContainer } from "../ui/player/WatchPageContainer.tsx";
import { WatchNotFound } from "../ui/player/WatchViews.tsx";

/**
 * Every other path: the watch URLs of spec 000 §2 (with or without a leading segment,
 * `?scene={n}`): a film's, or a related item's (an interview, behind the scenes, a chapter);
 * anything else is the site's 404. The loader's code comes with `import()`,
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
  const load = Route.useLoaderData();
  // A new video is a new page (new actors); a new `?scene=` seeks on the same one.
  return load.kind === "related" ? (
    <RelatedWatchPageContainer
      key={`related:${load.item.id}`}
      target={load.target}
      item={load.item}
      film={load.film}
      series={load.series}
    />
  ) : (
    <WatchPageContainer
      key={`${load.movie.id}:${load.target.media.kind}`}
      target={load.target}
      movie={load.movie}
      series={load.series}
    />
  );
}
