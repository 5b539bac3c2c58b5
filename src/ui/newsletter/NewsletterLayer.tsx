/**
 * The guest's newsletter layer (spec 000 §2, §4): the popup's feature actor and the
 * `?newsletter` lead modal. The layout loads it lazily for guests, so neither its code nor
 * the features' effects it waits for are on the first render's path.
 */
import { useLocation } from "@tanstack/react-router";
import { leadModalPosition } from "../../core/newsletterPopup.ts";
import { useFeatureEffects } from "../system.tsx";
import LeadModal from "./LeadModal.tsx";
import NewsletterPopupContainer from "./NewsletterPopupContainer.tsx";

export default function NewsletterLayer({
  isGuest,
  withPopup,
}: {
  readonly isGuest: boolean;
  /** Whether the page's layout has the popup (layouts that sell; not sign-up's or free-movie's). */
  readonly withPopup: boolean;
}) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const leadPosition = leadModalPosition(search, pathname, isGuest);
  const feature = useFeatureEffects().newsletter;
  if (!feature) return null;
  return (
    <>
      {withPopup && <NewsletterPopupContainer feature={feature} />}
      {leadPosition && <LeadModal feature={feature} leadPosition={leadPosition} />}
    </>
  );
}
