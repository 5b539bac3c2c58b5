import { Link } from "@tanstack/react-router";
import type { LegalTab } from "../../../core/editorialRoutes.ts";
import { complianceNotice, cookiePolicy, terms } from "./editorial.ts";
import { InfoPage } from "./InfoPage.tsx";

const TABS: readonly { readonly tab: LegalTab | undefined; readonly label: string }[] = [
  { tab: undefined, label: "Terms and Conditions" },
  { tab: "cookies", label: "Cookie Policy" },
  { tab: "compliance-notice", label: "Compliance Notice" },
];

const SECTIONS = { terms, cookies: cookiePolicy, "compliance-notice": complianceNotice };

/** /legal with `tab` cookies or compliance-notice (spec 000 §2). */
export function LegalPage({ tab }: { readonly tab: LegalTab | undefined }) {
  const current = TABS.find((t) => t.tab === tab) ?? TABS[0];
  return (
    <InfoPage title={current?.label ?? "Terms and Conditions"} sections={SECTIONS[tab ?? "terms"]}>
      <nav className="info-tabs" aria-label="Legal">
        {TABS.map((t) => (
          <Link
            key={t.label}
            to="/legal"
            search={t.tab ? { tab: t.tab } : {}}
            aria-current={t.tab === tab ? "page" : undefined}
          >
            {t.label}
          </Link>
        ))}
        <Link to="/privacy-policy">Privacy Policy</Link>
      </nav>
      {tab === "compliance-notice" && (
        <p>
          <Link to="/2257-statement">Read the full record-keeping compliance statement</Link>
        </p>
      )}
    </InfoPage>
  );
}
