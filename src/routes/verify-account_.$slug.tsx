import { createFileRoute } from "@tanstack/react-router";
import { VerifyAccountContainer } from "../ui/account/VerifyAccountContainer.tsx";

/** `/verify-account/{token}`: the mailed link verifies the account and logs the viewer in. */
export const Route = createFileRoute("/verify-account_/$slug")({
  component: VerifyAccountTokenRoute,
});

function VerifyAccountTokenRoute() {
  const { slug } = Route.useParams();
  return <VerifyAccountContainer token={slug} />;
}
