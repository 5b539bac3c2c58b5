import { createFileRoute } from "@tanstack/react-router";
import { Welcome } from "../ui/account/Welcome.tsx";

/** `/welcome`: the page after sign-up. */
export const Route = createFileRoute("/welcome")({
  component: Welcome,
});
