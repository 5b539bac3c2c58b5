import { createFileRoute } from "@tanstack/react-router";
import { lgtbDay } from "../ui/pages/info/editorial.ts";
import { InfoPage } from "../ui/pages/info/InfoPage.tsx";

export const Route = createFileRoute("/lgtb-day")({
  component: () => <InfoPage {...lgtbDay} />,
});
