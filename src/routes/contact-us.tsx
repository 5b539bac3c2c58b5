import { createFileRoute } from "@tanstack/react-router";
import { ContactForm } from "../ui/pages/info/ContactForm.tsx";
import { InfoPage } from "../ui/pages/info/InfoPage.tsx";
import { siteOf } from "../ui/routerContext.ts";

export const Route = createFileRoute("/contact-us")({
  component: () => {
    const site = siteOf(Route.useRouteContext());
    return (
      <InfoPage
        title="Contact Us"
        lead="Questions about your account, a payment or a film, complaints and content removal requests: write to us here."
        sections={[]}
      >
        <ContactForm send={site.sendContactMessage} />
      </InfoPage>
    );
  },
});
