import { createFileRoute } from "@tanstack/react-router";
import { AgeVerificationPageContainer } from "../ui/firstVisit/AgeVerificationPageContainer.tsx";

/** A gate that stands alone: the clear layout (spec 000 §2), the logo and the page. */
export const Route = createFileRoute("/age-verification")({
  staticData: { layout: "clear" },
  component: AgeVerificationPageContainer,
});
