import { createFileRoute } from "@tanstack/react-router";
import { RecoverPasswordContainer } from "../ui/account/RecoverPasswordContainer.tsx";

/** `/recover-password`: ask for a reset link by e-mail. */
export const Route = createFileRoute("/recover-password")({
  component: () => <RecoverPasswordContainer token={null} />,
});
