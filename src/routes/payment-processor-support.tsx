import { createFileRoute } from "@tanstack/react-router";
import { paymentProcessorSupport } from "../ui/pages/info/editorial.ts";
import { InfoPage } from "../ui/pages/info/InfoPage.tsx";

export const Route = createFileRoute("/payment-processor-support")({
  component: () => <InfoPage {...paymentProcessorSupport} />,
});
