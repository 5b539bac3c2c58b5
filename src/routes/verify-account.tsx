import { createFileRoute } from "@tanstack/react-router";
import { VerifyAccountContainer } from "../ui/account/VerifyAccountContainer.tsx";

/** `/verify-account`: how to verify, and the e-mail sent again. */
export const Route = createFileRoute("/verify-account")({
  component: () => <VerifyAccountContainer token={null} />,
});
