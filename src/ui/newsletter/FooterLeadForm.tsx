import { useFeatureEffects } from "../system.tsx";
import { LeadFormContainer } from "./LeadFormContainer.tsx";

export const FOOTER_LEAD_ID = "newsletterFooter";

/**
 * The footer banner's form: success opens the confirmation and empties the fields. Loaded
 * lazily by the banner; it waits here (not in the footer) for the features' effects.
 */
export default function FooterLeadForm() {
  const feature = useFeatureEffects().newsletter;
  if (!feature) return null;
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
