import { createFileRoute, redirect } from "@tanstack/react-router";
import { pageRequest } from "../../core/pagination.ts";
import { mySpaceTabParam } from "../../core/searchParams.ts";
import { MySpace } from "../../ui/account/MySpace.tsx";
import { optionalKey, searchParam } from "../-searchParams.ts";
import { pageSearch } from "../-shared.ts";

/** `?tab=` my-list (default), continue-watching or history; anything else is the default. */
const tabParam = searchParam(mySpaceTabParam);
const mySpaceSearch = (search: Record<string, unknown>) => ({
  ...optionalKey("tab", tabParam(search.tab)),
  ...pageSearch(search),
});

export const Route = createFileRoute("/_member/my-space")({
  validateSearch: mySpaceSearch,
  /** Spec 000 §2: page 0 or 1 to no page, a negative page to its absolute value. */
  beforeLoad: ({ search }) => {
    const decision = pageRequest(search.page);
    if (decision.kind === "redirect") {
      throw redirect({
        to: "/my-space",
        search: { tab: search.tab, page: decision.page },
        replace: true,
        statusCode: 301,
      });
    }
    return { page: decision.page };
  },
  component: MySpaceRoute,
});

function MySpaceRoute() {
  const { tab = "my-list" } = Route.useSearch();
  const { page } = Route.useRouteContext();
  return <MySpace tab={tab} page={page} />;
}
