/**
 * The guest subscribe banner of the footer (spec 000 §2).
 * TODO(newsletter issue): the form is a placeholder. Submitting does nothing yet; the
 * newsletter machine (lead form, validation, marketing call, confirmation popup and the
 * 'Please disable adblocker to register in the newsletter!' case) will drive it.
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
        <form
          className="subscribe-form"
          aria-label="Subscribe to the newsletter"
          data-todo="newsletter"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="subscribe-form__row">
            <label htmlFor="footer-newsletter-email" className="visually-hidden">
              Newsletter e-mail
            </label>
            <input
              id="footer-newsletter-email"
              className="field__input"
              type="email"
              name="email"
              autoComplete="email"
              placeholder="Your e-mail"
            />
            <button type="submit" className="btn btn-primary">
              WATCH FREE
            </button>
          </div>
          <label className="checkbox">
            <input type="checkbox" name="termsAndConditions" />
            <span>
              I accept the <a href="/legal">Terms and Conditions</a> and the{" "}
              <a href="/privacy-policy">Privacy Policy</a>
            </span>
          </label>
        </form>
      </div>
    </section>
  );
}
