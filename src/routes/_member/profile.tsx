import { createFileRoute } from "@tanstack/react-router";
import { ProfileContainer } from "../../ui/account/ProfileContainer.tsx";

export const Route = createFileRoute("/_member/profile")({
  component: ProfileContainer,
});
