import { createFileRoute } from "@tanstack/react-router";
import { SignUpContainer } from "../../ui/auth/AuthContainers.tsx";

export const Route = createFileRoute("/_guest/sign-up")({
  component: SignUpContainer,
});
