import { createFileRoute } from "@tanstack/react-router";
import { PERSON_TYPES_AT } from "../../core/personPages.ts";
import { NotFound } from "../../ui/pages/NotFound.tsx";
import { loaderHead } from "../-head.ts";
import { loadPerson, PersonRoute } from "../-personRoute.tsx";

/** `/performers/{slug}`: a person's page (spec 000 §2, core `PERSON_TYPES_AT`). */
const TYPES = PERSON_TYPES_AT["/performers"] ?? [];

export const Route = createFileRoute("/performers/$slug")({
  // The loader loads with the page, not with the route definitions of the first load.
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  loader: loadPerson(TYPES),
  head: (context) => loaderHead(context),
  notFoundComponent: () => <NotFound />,
  component: () => (
    <PersonRoute types={TYPES} slug={Route.useParams().slug} context={Route.useRouteContext()} />
  ),
});
