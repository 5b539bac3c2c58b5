import { createFileRoute } from "@tanstack/react-router";
import { AgeVerificationPageContainer } from "../ui/firstVisit/AgeVerificationPageContainer.tsx";
import { useAgeVerificationRef } from "../ui/system.tsx";

export const Route = createFileRoute("/age-verification")({
  component: AgeVerificationRoute,
});

function AgeVerificationRoute() {
  return <AgeVerificationPageContainer ageVerificationRef={useAgeVerificationRef()} />;
}
