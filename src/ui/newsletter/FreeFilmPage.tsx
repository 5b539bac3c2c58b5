import { selectShowsSubscribeBanner } from "../session.view.ts";
import { useFeatureEffects, useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { LeadFormContainer } from "./LeadFormContainer.tsx";
import "./newsletter.css";

export const FREE_FILM_LEAD_ID = "newsletterFreeFilm";
/** The free-film marketing form (seeded by the reference server). */
const FREE_FILM_FORM = { newsletterFormId: "cinema-free-film", buttonText: "GET FREE MOVIE" };

/** /newsletter-free-film: the free-film offer, with a lead form for guests. */
export function FreeFilmPage() {
  const feature = useFeatureEffects().newsletter;
  const guest = useSelector(useSessionRef(), selectShowsSubscribeBanner);
  return (
    <section className="nl-page" aria-labelledby="free-film-title">
      <h1 id="free-film-title">Watch a film for free</h1>
      <p>Leave your e-mail and we send you a film of our catalogue, free, to watch now.</p>
      {guest && feature ? (
        <LeadFormContainer
          feature={feature}
          systemId={FREE_FILM_LEAD_ID}
          leadPosition="landing_page"
          info={FREE_FILM_FORM}
          label="Get your free film"
          frame="modal"
          mailboxWording
        />
      ) : (
        !guest && <p>You are already a user: every film of your plan is in your catalogue.</p>
      )}
    </section>
  );
}
