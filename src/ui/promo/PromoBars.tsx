/**
 * The promo bar and the countdown bar of the default layout (spec 000 §2), above the header.
 * In the server's HTML (the server's render reads their answers; their styles are in the
 * first load's stylesheet, ui/styles/pages.css); the browser hydrates them when this chunk
 * arrives (Layout.tsx imports it lazily). Bars whose answers come later slide in. Which bars show is core's (`visiblePromoBars`,
 * `visibleCountdown`, `countdownRemaining`); the queries are keyed by the viewer, so they
 * are fetched again at login and logout.
 */
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import type { SiteApi } from "../../core/ports.ts";
import {
  countdownRemaining,
  promoPositionOf,
  screenDeviceOf,
  visibleCountdown,
  visiblePromoBars,
} from "../../core/promos.ts";
import { usePathnameAsRendered } from "../firstLocation.ts";
import { selectViewerKey } from "../session.view.ts";
import { useViewportWidth } from "../site/useViewportWidth.ts";
import { useSessionRef } from "../system.tsx";
import { useRouterContext } from "../useRouterContext.ts";
import { useSelector } from "../useSelector.ts";
import { CountdownBar } from "./CountdownBar.tsx";
import { PromoBar } from "./PromoBar.tsx";
import { countdownsQuery, promoBarsQuery } from "./promoQueries.ts";
import { usePromoClock } from "./usePromoClock.ts";
import { useRevealWithoutShift } from "./useRevealWithoutShift.ts";

function TopBars({ site }: { readonly site: SiteApi }) {
  const session = useSessionRef();
  const viewerKey = useSelector(session, selectViewerKey);
  // The location the server drew the bars for while they hydrate (a redirect or a click may
  // have moved the router before their chunk came), the live one afterwards.
  const pathname = usePathnameAsRendered();
  const place = { device: screenDeviceOf(useViewportWidth()), position: promoPositionOf(pathname) };
  // Pages without a promo position ask for none.
  const enabled = place.position !== null;
  const barsAnswer = useQuery({ ...promoBarsQuery(site, viewerKey), enabled });
  const countdownsAnswer = useQuery({ ...countdownsQuery(site, viewerKey), enabled });
  // Both answers are waited for, so the bars arrive together, in one move (or a failed one
  // counts as none).
  const settled = !barsAnswer.isPending && !countdownsAnswer.isPending;
  const bars = (settled && barsAnswer.data) || [];
  const countdowns = (settled && countdownsAnswer.data) || [];
  // Ticks each second while the page has countdowns; the bar goes at zero (core says none).
  const now = usePromoClock(enabled && countdowns.length > 0);
  const countdown = visibleCountdown(countdowns, place, now);
  const remaining = countdown && countdownRemaining(countdown.promo_date, now);
  const shown = visiblePromoBars(bars, place);
  const any = shown.length > 0 || remaining !== null;
  const ref = useRef<HTMLElement>(null);
  useRevealWithoutShift(ref, any);
  if (!any) return null;
  return (
    <aside ref={ref} className="top-bars" aria-label="Offers">
      {shown.map((promo) => (
        <PromoBar key={promo.id} promo={promo} />
      ))}
      {countdown && remaining && <CountdownBar countdown={countdown} remaining={remaining} />}
    </aside>
  );
}

/** The bars, when the router's context has the site's calls (it always has in the app). */
export default function PromoBars() {
  const site = useRouterContext().site;
  return site === undefined ? null : <TopBars site={site} />;
}
