import { createFileRoute } from "@tanstack/react-router";
import { collaborators } from "../ui/pages/info/editorial.ts";
import { InfoPage } from "../ui/pages/info/InfoPage.tsx";

export const Route = createFileRoute("/collaborators")({
  component: () => <InfoPage {...collaborators} />,
});
