import { createFileRoute } from "@tanstack/react-router";
import { about } from "../ui/pages/info/editorial.ts";
import { InfoPage } from "../ui/pages/info/InfoPage.tsx";

export const Route = createFileRoute("/about")({
  component: () => <InfoPage {...about} />,
});
