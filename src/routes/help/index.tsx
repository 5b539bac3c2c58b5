import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { HelpCentre } from "../../ui/pages/info/HelpCentre.tsx";
import { helpQuery } from "../../ui/queries/site.ts";
import { siteOf } from "../../ui/routerContext.ts";

export const Route = createFileRoute("/help/")({
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === "string" && search.q.trim() !== ""
      ? { q: search.q.trim().slice(0, 100) }
      : {},
  loaderDeps: ({ search }) => ({ q: search.q ?? "" }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(helpQuery(siteOf(context), deps.q)),
  component: () => {
    const context = Route.useRouteContext();
    const query = Route.useSearch().q ?? "";
    const navigate = Route.useNavigate();
    const index = useSuspenseQuery(helpQuery(siteOf(context), query)).data;
    return (
      <HelpCentre
        index={index}
        query={query}
        onSearch={(q) => navigate({ search: q === "" ? {} : { q } })}
      />
    );
  },
});
