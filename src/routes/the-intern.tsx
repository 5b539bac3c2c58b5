import { createFileRoute } from "@tanstack/react-router";
import { theIntern } from "../ui/pages/info/editorial.ts";
import { InfoPage } from "../ui/pages/info/InfoPage.tsx";

export const Route = createFileRoute("/the-intern")({
  component: () => <InfoPage {...theIntern} />,
});
