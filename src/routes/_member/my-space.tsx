import { createFileRoute } from "@tanstack/react-router";
import { Schema } from "effect";
import { MY_SPACE_TABS, MySpace } from "../../ui/account/MySpace.tsx";
import { optionalKey, searchParam } from "../-searchParams.ts";

/** `?tab=` my-list (default), continue-watching or history; anything else is the default. */
const tabParam = searchParam(Schema.Literals(MY_SPACE_TABS));
const tabSearch = (search: Record<string, unknown>) => optionalKey("tab", tabParam(search.tab));

export const Route = createFileRoute("/_member/my-space")({
  validateSearch: tabSearch,
  component: MySpaceRoute,
});

function MySpaceRoute() {
  const { tab = "my-list" } = Route.useSearch();
  return <MySpace tab={tab} />;
}
