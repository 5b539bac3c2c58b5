import type { CSSProperties } from "react";
import { progress } from "../../core/messages.ts";
import "./firstVisit.css";

export interface AgeVerificationPageProps {
  /** Setting age-verification-background-desktop (selector `backgroundDesktop`). */
  readonly backgroundDesktop: string | null;
  /** Setting age-verification-background-mobile (selector `backgroundMobile`). */
  readonly backgroundMobile: string | null;
  /** The verification URL is on its way: the button waits. */
  readonly busy: boolean;
  /** The last attempt failed: say so, the button tries again. */
  readonly failed: boolean;
  readonly onVerify: () => void;
}

/** A CSS `url("…")` of an image address, with quotes, backslashes and control characters escaped. */
export const cssUrl = (src: string | null): string | undefined =>
  src === null
    ? undefined
    : // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is stripped.
      `url("${src.replace(/[\u0000-\u001f\u007f]/g, "").replace(/["\\]/g, "\\$&")}")`;

/**
 * The /age-verification page: heading, explanation and 'Verify my age'. The background
 * images come from settings, the mobile one below 768px (CSS variables, see firstVisit.css).
 */
export function AgeVerificationPage({
  backgroundDesktop,
  backgroundMobile,
  busy,
  failed,
  onVerify,
}: AgeVerificationPageProps) {
  const style = {
    "--fv-age-bg-desktop": cssUrl(backgroundDesktop ?? backgroundMobile),
    "--fv-age-bg-mobile": cssUrl(backgroundMobile ?? backgroundDesktop),
  } as CSSProperties;

  return (
    <section className="fv-age-page" style={style} aria-labelledby="fv-age-page-title">
      <div className="fv-age-page__panel">
        <h1 id="fv-age-page-title" className="fv-age-page__title">
          Verify your age
        </h1>
        <p className="fv-age-page__text">
          The law where you are requires us to check that you are 18 or older before you can watch.
          An independent verification service does the check; it only takes a minute and you come
          straight back here.
        </p>
        {failed ? (
          <p className="fv-age-page__error" role="alert">
            We could not start the verification. Please try again.
          </p>
        ) : null}
        <button
          type="button"
          className="fv-button fv-button--primary fv-button--large"
          onClick={onVerify}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? progress.redirecting : "Verify my age"}
        </button>
        <p className="fv-age-page__links">
          <a href="/login">Log in</a> · <a href="/legal">Terms and privacy</a>
        </p>
      </div>
    </section>
  );
}
