import type { ReactNode } from "react";
import { SubscribeBanner } from "./SubscribeBanner.tsx";

export interface FooterProps {
  /** Logged-out viewers see the subscribe banner (`selectShowsSubscribeBanner`). */
  readonly showSubscribeBanner: boolean;
  /**
   * The 'Cookies Preferences' entry: the consent wiring renders it where consent is enabled
   * for the viewer's country; nothing is shown without it.
   */
  readonly cookiePreferences?: ReactNode;
}

interface FooterLink {
  readonly label: string;
  readonly href: string;
}

/** The three link columns of spec 000 §2; every link leads to a page (tests/e2e/routes.spec.ts). */
const COLUMNS: readonly { readonly title: string; readonly links: readonly FooterLink[] }[] = [
  {
    title: "Cinema",
    links: [
      { label: "About", href: "/about" },
      { label: "Affiliates", href: "/collaborators" },
      { label: "App", href: "/app" },
      { label: "Our Team", href: "/team" },
    ],
  },
  {
    title: "100% Safe",
    links: [
      { label: "Terms and Conditions", href: "/legal" },
      { label: "Cookie Policy", href: "/legal?tab=cookies" },
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Compliance Notice", href: "/legal?tab=compliance-notice" },
      { label: "Complaints and Content Removal", href: "/contact-us" },
    ],
  },
  {
    title: "Customer Support",
    links: [
      { label: "Help Center and Community", href: "/help" },
      { label: "Contact Us", href: "/contact-us" },
      { label: "Billing Support", href: "/help" },
      { label: "Payment processor support", href: "/help" },
    ],
  },
];

const SOCIAL: readonly FooterLink[] = [
  { label: "X", href: "https://x.com/" },
  { label: "Instagram", href: "https://www.instagram.com/" },
  { label: "Facebook", href: "https://www.facebook.com/" },
];

export function Footer({ showSubscribeBanner, cookiePreferences }: FooterProps) {
  return (
    <footer className="site-footer">
      {showSubscribeBanner && <SubscribeBanner />}
      <div className="site-footer__inner">
        <div className="footer-columns">
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
                {column.title === "100% Safe" && cookiePreferences ? (
                  <li>{cookiePreferences}</li>
                ) : null}
              </ul>
            </nav>
          ))}
        </div>
        <ul className="social-links" aria-label="Social">
          {SOCIAL.map((link) => (
            <li key={link.label}>
              <a href={link.href} rel="noopener noreferrer" target="_blank">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
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
