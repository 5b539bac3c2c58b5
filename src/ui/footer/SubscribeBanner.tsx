import { lazy } from "react";
import { OptionalPart } from "../OptionalPart.tsx";
import { WhenIdle } from "../WhenIdle.tsx";

/** The form and its machine load once the page is drawn (never in the first load). */
const FooterLeadForm = lazy(() => import("../newsletter/FooterLeadForm.tsx"));

/**
 * The guest subscribe banner of the footer (spec 000 §2): 'Want a free movie?', the e-mail,
 * the terms and 'WATCH FREE'; a success shows the confirmation and empties the fields; a
 * blocked marketing tool shows 'Please disable adblocker to register in the newsletter!'.
 */
export function SubscribeBanner() {
  return (
    <section className="subscribe-banner" aria-labelledby="subscribe-title">
      <div className="subscribe-banner__inner">
        <div>
          <p className="subscribe-banner__eyebrow">Subscribe</p>
          <h2 id="subscribe-title">Want a free movie?</h2>
          <p>Join our mailing list and watch a film for free</p>
        </div>
        <WhenIdle>
          <OptionalPart>
            <FooterLeadForm />
          </OptionalPart>
        </WhenIdle>
      </div>
    </section>
  );
}
