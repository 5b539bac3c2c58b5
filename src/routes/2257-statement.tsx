import { createFileRoute } from "@tanstack/react-router";
import { recordKeeping } from "../ui/pages/info/editorial.ts";
import { InfoPage } from "../ui/pages/info/InfoPage.tsx";

export const Route = createFileRoute("/2257-statement")({
  component: () => <InfoPage {...recordKeeping} />,
});
