import { createFileRoute } from "@tanstack/react-router";
import { PERSON_TYPES_AT } from "../../core/personPages.ts";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { loaderHead } from "../-head.ts";
import { loadPerson, PersonRoute } from "../-personRoute.tsx";

/** `/collaborators/producers/{slug}`: a person's page (spec 000 §2, core `PERSON_TYPES_AT`). */
const TYPES = PERSON_TYPES_AT["/collaborators/producers"] ?? [];

export const Route = createFileRoute("/collaborators_/producers/$slug")({
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  loader: loadPerson(TYPES),
  head: (context) => loaderHead(context),
  notFoundComponent: () => <NotFound />,
  component: () => (
    <PersonRoute types={TYPES} slug={Route.useParams().slug} context={Route.useRouteContext()} />
  ),
});
