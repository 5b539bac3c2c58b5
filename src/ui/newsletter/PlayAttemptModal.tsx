import { useLocation } from "@tanstack/react-router";
import { isExcludedPath } from "../../core/newsletterPopup.ts";
import { useFeatureEffects } from "../system.tsx";
import { LeadFormContainer } from "./LeadFormContainer.tsx";
import { NewsletterDialog } from "./NewsletterDialog.tsx";

export interface PlayAttemptModalContainerProps {
  readonly movieTitle: string;
  readonly onClose: () => void;
}

/** The system id of the play-attempt modal's lead form. */
export const PLAY_ATTEMPT_LEAD_ID = "newsletterPlayAttempt";

/**
 * The guest play-attempt modal (spec 000 §2): a guest who presses play on a registered film
 * is offered it for free against an e-mail; form id, title and button text come from the
 * site's play-attempt config, and the modal never opens on its excluded routes.
 */
export function PlayAttemptModalContainer({ movieTitle, onClose }: PlayAttemptModalContainerProps) {
  const feature = useFeatureEffects().newsletter;
  const pathname = useLocation({ select: (location) => location.pathname });
  if (feature && isExcludedPath(pathname, feature.site.playAttempt.excludes)) return null;
  const info = feature?.site.playAttempt;
  return (
    <NewsletterDialog
      title={info?.modalTitle ?? "Wanna watch this film for free?"}
      subtitle={info?.modalSubtitle ?? movieTitle}
      onClose={onClose}
    >
      <p className="fv-dialog__text">
        <strong>{movieTitle}</strong>
      </p>
      {feature && info && (
        <LeadFormContainer
          feature={feature}
          systemId={PLAY_ATTEMPT_LEAD_ID}
          leadPosition="pop_up"
          info={info}
          label="Get this film for free"
          frame="modal"
          mailboxWording
        />
      )}
    </NewsletterDialog>
  );
}
