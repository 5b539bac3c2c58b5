import { createFileRoute } from "@tanstack/react-router";
import { AgeVerificationPageContainer } from "../ui/firstVisit/AgeVerificationPageContainer.tsx";

export const Route = createFileRoute("/age-verification")({
  component: AgeVerificationPageContainer,
});
