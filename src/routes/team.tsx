import { createFileRoute } from "@tanstack/react-router";
import { team } from "../ui/pages/info/editorial.ts";
import { InfoPage } from "../ui/pages/info/InfoPage.tsx";

export const Route = createFileRoute("/team")({
  component: () => <InfoPage {...team} />,
});
