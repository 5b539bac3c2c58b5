import type { ReactNode } from "react";
import { CardBrands } from "./CardBrands.tsx";
import { FOOTER_CONTENT, type FooterContent } from "./footerContent.ts";
import { SubscribeBanner } from "./SubscribeBanner.tsx";

export interface FooterProps {
  /** Logged-out viewers see the subscribe banner (`selectShowsSubscribeBanner`). */
  readonly showSubscribeBanner: boolean;
  /**
   * The 'Cookies Preferences' entry: the consent wiring renders it where consent is enabled
   * for the viewer's country; nothing is shown without it.
   */
  readonly cookiePreferences?: ReactNode;
  /** What the footer lists (src/ui/footer/footerContent.ts unless a test gives its own). */
  readonly content?: FooterContent;
}

/** The column the 'Cookies Preferences' entry closes (spec 000 §2: the 100% Safe column). */
const COOKIE_COLUMN = "safe";

export function Footer({
  showSubscribeBanner,
  cookiePreferences,
  content = FOOTER_CONTENT,
}: FooterProps) {
  const { company } = content;
  return (
    <footer className="site-footer">
      {showSubscribeBanner && <SubscribeBanner />}
      <div className="site-footer__inner">
        <div className="footer-columns">
          {content.columns.map((column) => (
            <nav key={column.id} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
                {column.id === COOKIE_COLUMN && cookiePreferences ? (
                  <li>{cookiePreferences}</li>
                ) : null}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer-extras">
          <nav aria-label="Sister sites" className="footer-sister-sites">
            <h2>Sister sites</h2>
            <ul>
              {content.sisterSites.map((site) => (
                <li key={site.href}>
                  <a href={site.href} rel="noopener">
                    {site.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="footer-follow">
            <h2>Follow us</h2>
            <ul className="social-links" aria-label="Social">
              {content.social.map((link) => (
                <li key={link.label}>
                  <a href={link.href} rel="noopener noreferrer" target="_blank">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <CardBrands brands={content.cardBrands} />
          </div>
          <address className="footer-address" aria-label="Company address">
            <strong>{company.name}</strong>
            {company.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span>{company.registration}</span>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </address>
        </div>
        <div className="footer-legal">
          <p>
            All models appearing on this website were at least 18 years old at the time of
            production.{" "}
            <a href="/2257-statement">
              18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement
            </a>
          </p>
          <p>© Cinema. A fictional demo catalogue; all titles and art are generated.</p>
        </div>
      </div>
    </footer>
  );
}
