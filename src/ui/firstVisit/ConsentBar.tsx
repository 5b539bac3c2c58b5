import { heldPress } from "../heldPress.ts";
import "./firstVisit.css";

export interface ConsentBarProps {
  /** Whether "Reject all" is offered (selector `offerRejectAll`). */
  readonly offerRejectAll: boolean;
  readonly onAcceptAll: () => void;
  readonly onRejectAll: () => void;
  readonly onManage: () => void;
}

/**
 * The cookie consent bar. Fixed to the bottom of the viewport, over the page: it never
 * pushes content (no layout shift). Render it while `selectConsentView(...).barVisible`. It is
 * in the server's HTML, so a choice pressed before the page has hydrated is held and then
 * taken (`heldPress`), not lost.
 */
export function ConsentBar({
  offerRejectAll,
  onAcceptAll,
  onRejectAll,
  onManage,
}: ConsentBarProps) {
  return (
    <section className="fv-consent-bar" aria-label="Cookie consent" aria-live="polite">
      <p className="fv-consent-bar__text">
        We use cookies to run this site, to measure how it is used and to show you relevant offers.
        Strictly necessary cookies are always on; you choose the rest.{" "}
        <a href="/legal?tab=cookies">Cookie Policy</a>
      </p>
      <div className="fv-actions">
        <button type="button" className="fv-button fv-button--ghost" {...heldPress(onManage)}>
          Manage cookies
        </button>
        {offerRejectAll ? (
          <button
            type="button"
            className="fv-button fv-button--secondary"
            {...heldPress(onRejectAll)}
          >
            Reject all
          </button>
        ) : null}
        <button type="button" className="fv-button fv-button--primary" {...heldPress(onAcceptAll)}>
          Accept all
        </button>
      </div>
    </section>
  );
}

export interface CookiePreferencesButtonProps {
  readonly onOpen: () => void;
}

/** The footer's 'Cookies Preferences' entry (render it where `canManage`). */
export function CookiePreferencesButton({ onOpen }: CookiePreferencesButtonProps) {
  return (
    <button type="button" className="fv-link-button" onClick={onOpen}>
      Cookies Preferences
    </button>
  );
}
