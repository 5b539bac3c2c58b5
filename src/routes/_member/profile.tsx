import { createFileRoute } from "@tanstack/react-router";
import { nonEmptyTextParam } from "../../core/searchParams.ts";
import { ProfileContainer } from "../../ui/account/ProfileContainer.tsx";
import { optionalKey, searchParam } from "../-searchParams.ts";

const token = searchParam(nonEmptyTextParam);

/** `/profile` (My Account); `?cancel_token=` from the cancellation e-mail cancels. */
export const Route = createFileRoute("/_member/profile")({
  validateSearch: (search: Record<string, unknown>) =>
    optionalKey("cancel_token", token(search.cancel_token)),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { cancel_token } = Route.useSearch();
  return <ProfileContainer cancelToken={cancel_token ?? null} />;
}
