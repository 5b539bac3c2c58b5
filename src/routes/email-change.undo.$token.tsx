import { createFileRoute } from "@tanstack/react-router";
import { EmailChangeUndoContainer } from "../ui/account/EmailChangeUndoContainer.tsx";

/** `/email-change/undo/{token}` (ours, issue 23): the notice's link puts the old e-mail back. */
export const Route = createFileRoute("/email-change/undo/$token")({
  component: EmailChangeUndoRoute,
});

function EmailChangeUndoRoute() {
  const { token } = Route.useParams();
  return <EmailChangeUndoContainer token={token} />;
}
