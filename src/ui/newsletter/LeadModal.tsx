/**
 * The lead modal opened by `?newsletter` (with `lead_position`, pop_up by default): the
 * popup's form, then 'Check your mailbox! ...' with the address. Closing drops the query.
 */
import { useNavigate } from "@tanstack/react-router";
import type { LeadPosition } from "../../core/leadForm.ts";
import type { NewsletterFeature } from "../features.ts";
import { LeadFormContainer } from "./LeadFormContainer.tsx";
import { NewsletterDialog } from "./NewsletterDialog.tsx";

export const LEAD_MODAL_ID = "newsletterLeadModal";

export default function LeadModal({
  feature,
  leadPosition,
}: {
  readonly feature: NewsletterFeature;
  readonly leadPosition: LeadPosition;
}) {
  const navigate = useNavigate();
  const info = feature.site.popup;
  const close = () =>
    void navigate({
      to: ".",
      search: (previous: Record<string, unknown>) => {
        const { newsletter: _newsletter, lead_position: _position, ...rest } = previous;
        return rest;
      },
      replace: true,
    } as never);
  return (
    <NewsletterDialog title={info.modalTitle} subtitle={info.modalSubtitle} onClose={close}>
      <LeadFormContainer
        feature={feature}
        systemId={LEAD_MODAL_ID}
        leadPosition={leadPosition}
        info={info}
        label="Get your free movie"
        frame="modal"
        mailboxWording
      />
    </NewsletterDialog>
  );
}
