import type { NewsletterFeature } from "../features.ts";
import { LeadFormContainer } from "./LeadFormContainer.tsx";

export const FOOTER_LEAD_ID = "newsletterFooter";

/** The footer banner's form: success opens the confirmation and empties the fields. */
export default function FooterLeadForm({ feature }: { readonly feature: NewsletterFeature }) {
  return (
    <LeadFormContainer
      feature={feature}
      systemId={FOOTER_LEAD_ID}
      leadPosition="footer"
      info={{ newsletterFormId: feature.site.popup.newsletterFormId, buttonText: "WATCH FREE" }}
      label="Subscribe to the newsletter"
      frame="inline"
    />
  );
}
