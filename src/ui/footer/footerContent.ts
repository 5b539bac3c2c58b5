/**
 * What the footer shows (spec 000 §2 "Header and footer"): the three link columns, the sister
 * sites, the brand's social accounts, the accepted card brands and the company address. One
 * typed module with the demo's values (a fictional company and fictional handles); a deployment
 * edits this file (docs/decisions/0041-footer-content-module.md).
 */

export interface FooterLink {
  readonly label: string;
  readonly href: string;
}

/** Which column is which: the cookie entry goes to the column whose id is `safe`. */
export type FooterColumnId = "brand" | "safe" | "support";

export interface FooterColumn {
  readonly id: FooterColumnId;
  readonly title: string;
  readonly links: readonly FooterLink[];
}

export type CardBrand = "visa" | "mastercard" | "maestro" | "amex";

export interface CompanyAddress {
  readonly name: string;
  readonly lines: readonly string[];
  readonly registration: string;
  readonly email: string;
}

export interface FooterContent {
  readonly columns: readonly FooterColumn[];
  readonly sisterSites: readonly FooterLink[];
  /** The brand's own accounts (X, Instagram, Facebook), not the platforms' home pages. */
  readonly social: readonly FooterLink[];
  readonly cardBrands: readonly CardBrand[];
  readonly company: CompanyAddress;
}

/** The demo's footer: every internal link leads to a page (tests/e2e/routes.spec.ts). */
export const FOOTER_CONTENT: FooterContent = {
  columns: [
    {
      id: "brand",
      title: "Cinema",
      links: [
        { label: "About", href: "/about" },
        { label: "Affiliates", href: "/collaborators" },
        { label: "App", href: "/app" },
        { label: "Our Team", href: "/team" },
      ],
    },
    {
      id: "safe",
      title: "100% Safe",
      links: [
        { label: "Terms and Conditions", href: "/legal" },
        { label: "Cookie Policy", href: "/legal?tab=cookies" },
        { label: "Privacy Policy", href: "/privacy-policy" },
        { label: "Compliance Notice", href: "/legal?tab=compliance-notice" },
        { label: "Complaints and Content Removal", href: "/complaints" },
      ],
    },
    {
      id: "support",
      title: "Customer Support",
      links: [
        { label: "Help Center and Community", href: "/help" },
        { label: "Contact Us", href: "/contact-us" },
        { label: "Billing Support", href: "/billing-support" },
        { label: "Payment processor support", href: "/payment-processor-support" },
      ],
    },
  ],
  sisterSites: [
    { label: "Cinema Classics", href: "https://classics.cinema.test/" },
    { label: "Cinema Kids", href: "https://kids.cinema.test/" },
    { label: "Cinema Docs", href: "https://docs.cinema.test/" },
  ],
  social: [
    { label: "X", href: "https://x.com/cinema_demo" },
    { label: "Instagram", href: "https://www.instagram.com/cinema_demo/" },
    { label: "Facebook", href: "https://www.facebook.com/cinemademo" },
  ],
  cardBrands: ["visa", "mastercard", "maestro", "amex"],
  company: {
    name: "Cinema Demo Media S.L.",
    lines: ["Calle de la Película 12, 3º", "28013 Madrid", "Spain"],
    registration: "VAT ES-B00000000 (fictional)",
    email: "support@cinema.test",
  },
};
