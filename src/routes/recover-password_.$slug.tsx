import { createFileRoute } from "@tanstack/react-router";
import { RecoverPasswordContainer } from "../ui/account/RecoverPasswordContainer.tsx";

/** `/recover-password/{token}`: the mailed link; a new password for the account. */
export const Route = createFileRoute("/recover-password_/$slug")({
  component: RecoverPasswordTokenRoute,
});

function RecoverPasswordTokenRoute() {
  const { slug } = Route.useParams();
  return <RecoverPasswordContainer token={slug} />;
}
