import { createFileRoute } from "@tanstack/react-router";
import { ComplaintForm } from "../ui/pages/info/ComplaintForm.tsx";
import { InfoPage } from "../ui/pages/info/InfoPage.tsx";
import { siteOf } from "../ui/routerContext.ts";

export const Route = createFileRoute("/complaints")({
  component: () => {
    const site = siteOf(Route.useRouteContext());
    return (
      <InfoPage
        title="Complaints and Content Removal"
        lead="If a film, an image or a page on Cinema infringes your rights, shows you without your consent or breaks the law, tell us here. Every request is read by a person."
        sections={[
          {
            heading: "What happens next",
            paragraphs: [
              "Our team reviews every request within two working days and answers you by e-mail at the address you give. Send the full address of each page concerned.",
            ],
          },
        ]}
      >
        <ComplaintForm send={site.sendComplaint} />
      </InfoPage>
    );
  },
});
