import { useLocation, useMatches } from "@tanstack/react-router";
import { lazy, type ReactNode, useRef } from "react";
import {
  layoutChrome,
  type PageChrome,
  type PageLayout,
  pageChrome,
} from "../../core/pageChrome.ts";
import { AccountBanners } from "../account/AccountBanners.tsx";
import { Footer } from "../footer/Footer.tsx";
import { HeaderContainer } from "../header/HeaderContainer.tsx";
import { LogoBar } from "../header/LogoBar.tsx";
import { OptionalPart } from "../OptionalPart.tsx";
import { selectFloatingCta, selectShowsSubscribeBanner } from "../session.view.ts";
import { useSessionRef } from "../system.tsx";
import { ToastBarContainer } from "../toasts/ToastBarContainer.tsx";
import { useSelector } from "../useSelector.ts";
import { WhenIdle } from "../WhenIdle.tsx";
import { BottomNav } from "./BottomNav.tsx";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { FloatingCta } from "./FloatingCta.tsx";
import { Layout } from "./Layout.tsx";
import { OfflineNoticeContainer } from "./OfflineNoticeContainer.tsx";
import { useFocusOnNavigate } from "./useFocusOnNavigate.ts";
import { useInView } from "./useInView.ts";

export interface LayoutContainerProps {
  readonly children: ReactNode;
  /** Extra views above the page (the lead's first-visit modals, consent bar, ...). */
  readonly overlays?: ReactNode;
  /** The footer's 'Cookies Preferences' entry (wired with consent). */
  readonly cookiePreferences?: ReactNode;
}

/**
 * The `?newsletter` lead modal (every layout) and, where the layout sells, the newsletter popup:
 * loaded once the page is drawn, for guests.
 */
const NewsletterLayer = lazy(() => import("../newsletter/NewsletterLayer.tsx"));

/**
 * The chrome a route says: its loader data's (`{ chrome }`, a landing's), else the layout its
 * static data names (`staticData: { layout }`), if any.
 */
const chromeSaid = (match: {
  readonly loaderData?: unknown;
  readonly staticData: { readonly layout?: PageLayout };
}): PageChrome | undefined => {
  const data = match.loaderData;
  if (typeof data === "object" && data !== null && "chrome" in data) {
    return data.chrome as PageChrome;
  }
  return match.staticData.layout === undefined ? undefined : layoutChrome(match.staticData.layout);
};

/** The page's own title its loader data carries (a film's, a series'), if any. */
const titleSaid = (match: { readonly loaderData?: unknown } | undefined): string | null => {
  const data = match?.loaderData;
  return typeof data === "object" &&
    data !== null &&
    "title" in data &&
    typeof data.title === "string"
    ? data.title
    : null;
};

/** The default layout, connected to the session; a page's chrome drops its header or footer. */
export function LayoutContainer({ children, overlays, cookiePreferences }: LayoutContainerProps) {
  const session = useSessionRef();
  const pathname = useLocation({ select: (location) => location.pathname });
  const cta = useSelector(session, selectFloatingCta(pathname));
  const showBanner = useSelector(session, selectShowsSubscribeBanner);
  const chrome = useMatches({ select: (matches) => pageChrome(matches.map(chromeSaid)) });
  const pageTitle = useMatches({ select: (matches) => titleSaid(matches.at(-1)) });
  const footerRef = useRef<HTMLDivElement>(null);
  const footerInView = useInView(footerRef);
  useFocusOnNavigate();
  const siteHeader = chrome.header === "site";
  return (
    <Layout
      footerRef={footerRef}
      headerless={!siteHeader}
      promoBars={chrome.selling}
      header={siteHeader ? <HeaderContainer /> : chrome.header === "logo" ? <LogoBar /> : null}
      footer={
        chrome.footer ? (
          <Footer
            showSubscribeBanner={showBanner && chrome.selling}
            cookiePreferences={cookiePreferences}
          />
        ) : null
      }
      overlays={
        <>
          {siteHeader && <BottomNav />}
          {chrome.selling && <FloatingCta kind={cta} hidden={footerInView} />}
          <ToastBarContainer />
          <OfflineNoticeContainer />
          {overlays}
          {showBanner && (
            <WhenIdle>
              <OptionalPart>
                <NewsletterLayer isGuest={showBanner} withPopup={chrome.selling} />
              </OptionalPart>
            </WhenIdle>
          )}
        </>
      }
    >
      <AccountBanners />
      {siteHeader && chrome.selling && <Breadcrumbs pathname={pathname} pageTitle={pageTitle} />}
      {children}
    </Layout>
  );
}
