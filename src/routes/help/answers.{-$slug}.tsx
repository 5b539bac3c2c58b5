import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { HelpAnswerPage } from "../../ui/pages/info/HelpCentre.tsx";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { helpAnswerQuery } from "../../ui/queries/site.ts";
import { siteOf } from "../../ui/routerContext.ts";
import { notFoundOn404 } from "../-notFoundOn404.ts";

export const Route = createFileRoute("/help/answers/{-$slug}")({
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  // Without an answer the help centre itself is the page.
  beforeLoad: ({ params }) => {
    if (params.slug === undefined) throw redirect({ to: "/help", replace: true });
  },
  loader: ({ context, params }) =>
    notFoundOn404(
      context.queryClient.ensureQueryData(helpAnswerQuery(siteOf(context), params.slug ?? "")),
    ),
  notFoundComponent: () => <NotFound />,
  component: () => {
    const context = Route.useRouteContext();
    const { slug } = Route.useParams();
    const answer = useSuspenseQuery(helpAnswerQuery(siteOf(context), slug ?? "")).data;
    return <HelpAnswerPage answer={answer} />;
  },
});
