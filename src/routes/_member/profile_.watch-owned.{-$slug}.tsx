import { createFileRoute, redirect } from "@tanstack/react-router";

/**
 * `/profile/watch-owned/{slug?}`, the owned films of the store variant. The cinema variant
 * sells no single films, so a member owns nothing here: the page leads to My List in
 * My Space, where the member's films are (docs/decisions/0010).
 */
export const Route = createFileRoute("/_member/profile_/watch-owned/{-$slug}")({
  beforeLoad: () => {
    throw redirect({ to: "/my-space", search: { tab: "my-list" }, replace: true });
  },
});
