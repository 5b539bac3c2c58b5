import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { SeduceBoostPage } from "../../ui/pages/landing/SeduceBoostPage.tsx";
import { featuredMoviesQuery } from "../../ui/queries/catalogue.ts";

/** Members only (the `_member` layout sends a guest to /login and back here after). */
export const Route = createFileRoute("/_member/seduce-boost/{-$slug}")({
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  loader: ({ context: { queryClient, catalogue } }) =>
    queryClient.ensureQueryData(featuredMoviesQuery(catalogue)),
  component: () => {
    const { catalogue } = Route.useRouteContext();
    const films = useSuspenseQuery(featuredMoviesQuery(catalogue)).data;
    return <SeduceBoostPage films={films} />;
  },
});
