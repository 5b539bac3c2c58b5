import { createFileRoute } from "@tanstack/react-router";
import { quickOrder } from "../ui/pages/info/editorial.ts";
import { InfoPage } from "../ui/pages/info/InfoPage.tsx";

export const Route = createFileRoute("/quick-order")({
  component: () => <InfoPage {...quickOrder} />,
});
