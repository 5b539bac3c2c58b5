import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { SeduceBoostPage } from "../../ui/pages/landing/SeduceBoostPage.tsx";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { featuredMoviesQuery } from "../../ui/queries/catalogue.ts";
import { seduceBoostQuery } from "../../ui/queries/site.ts";
import { siteOf } from "../../ui/routerContext.ts";
import { notFoundOn404 } from "../-notFoundOn404.ts";

/**
 * Members only (the `_member` layout sends a guest to /login and back here after). Without a
 * slug: the members' picks, the featured films; with one: that seduce-boost item's films.
 */
export const Route = createFileRoute("/_member/seduce-boost/{-$slug}")({
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  loader: ({ context, params: { slug } }) =>
    slug === undefined
      ? context.queryClient.ensureQueryData(featuredMoviesQuery(context.catalogue))
      : notFoundOn404(context.queryClient.ensureQueryData(seduceBoostQuery(siteOf(context), slug))),
  notFoundComponent: () => <NotFound />,
  component: () => {
    const { slug } = Route.useParams();
    return slug === undefined ? <SeduceBoostPicks /> : <SeduceBoostItem slug={slug} />;
  },
});

function SeduceBoostPicks() {
  const { catalogue } = Route.useRouteContext();
  const films = useSuspenseQuery(featuredMoviesQuery(catalogue)).data;
  return (
    <SeduceBoostPage
      title="Seduce Boost"
      lead="Our editors' picks for tonight, for members."
      films={films}
    />
  );
}

function SeduceBoostItem({ slug }: { readonly slug: string }) {
  const item = useSuspenseQuery(seduceBoostQuery(siteOf(Route.useRouteContext()), slug)).data;
  return <SeduceBoostPage title={item.title} lead="Seduce Boost" films={item.movies} />;
}
