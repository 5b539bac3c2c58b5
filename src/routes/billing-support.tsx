import { createFileRoute } from "@tanstack/react-router";
import { billingSupport } from "../ui/pages/info/editorial.ts";
import { InfoPage } from "../ui/pages/info/InfoPage.tsx";

export const Route = createFileRoute("/billing-support")({
  component: () => <InfoPage {...billingSupport} />,
});
