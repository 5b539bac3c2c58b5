import { createFileRoute } from "@tanstack/react-router";
import { privacyPolicy } from "../ui/pages/info/editorial.ts";
import { InfoPage } from "../ui/pages/info/InfoPage.tsx";

export const Route = createFileRoute("/privacy-policy")({
  component: () => <InfoPage {...privacyPolicy} />,
});
