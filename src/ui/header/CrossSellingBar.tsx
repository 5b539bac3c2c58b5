/**
 * The cross-selling navigation bar (spec 000 §2): for cross-selling unified accounts on
 * desktop, the sister sites their bundle opens (core `crossSellingSites` over `/logos`).
 * Loaded for members only (never in a guest's first load), drawn when the list arrives.
 */
import "./crossSelling.css";
import { useQuery } from "@tanstack/react-query";
import { crossSellingSites, showsCrossSellingBar } from "../../core/crossSelling.ts";
import type { SiteApi } from "../../core/ports.ts";
import type { UserType } from "../../core/userType.ts";
import { logosQuery } from "../promo/promoQueries.ts";
import { useRouterContext } from "../useRouterContext.ts";

function Sites({ site }: { readonly site: SiteApi }) {
  const logos = useQuery(logosQuery(site)).data ?? [];
  const sites = crossSellingSites(logos);
  if (sites.length === 0) return null;
  return (
    <nav className="cross-selling-nav" aria-label="Our sites">
      <span className="cross-selling-nav__label">Your bundle:</span>
      <ul>
        <li>
          <span aria-current="page" className="cross-selling-nav__here">
            Cinema
          </span>
        </li>
        {sites.map((sister) => (
          <li key={sister.id}>
            <a href={sister.url ?? undefined} rel="noopener">
              {sister.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface CrossSellingBarProps {
  readonly userType: UserType;
  readonly width: number;
}

/** The bar, for the viewers core `showsCrossSellingBar` names; nothing for others. */
export default function CrossSellingBar({ userType, width }: CrossSellingBarProps) {
  const site = useRouterContext().site;
  return site === undefined || !showsCrossSellingBar(userType, width) ? null : (
    <Sites site={site} />
  );
}
