import { lazy, type ReactNode, type Ref } from "react";
import { OptionalPart } from "../OptionalPart.tsx";
import { WhenIdle } from "../WhenIdle.tsx";

export interface LayoutProps {
  readonly header: ReactNode;
  readonly footer: ReactNode;
  /** Toasts, floating CTA, modals: everything layered above the page. */
  readonly overlays?: ReactNode;
  readonly children: ReactNode;
  /** The footer's box, to know when it is on screen. */
  readonly footerRef?: Ref<HTMLDivElement>;
  /** Without the header (a landing's `show_header` off): the page starts at the top. */
  readonly headerless?: boolean;
}

/** The promo and countdown bars load once the page is drawn, and draw when their data arrives. */
const PromoBars = lazy(() => import("../promo/PromoBars.tsx"));
/** The page-load progress bar is for later navigations: it loads once the page is drawn. */
const ProgressBar = lazy(() => import("./ProgressBar.tsx"));

/**
 * The default layout (spec 000 §2): the promo and countdown bars, header, main, footer and
 * the layers above them (the page-load progress bar among them).
 * Adding a view to it is one more element in `overlays` (or a new named slot here).
 */
export function Layout({
  header,
  footer,
  overlays,
  children,
  footerRef,
  headerless = false,
}: LayoutProps) {
  return (
    <div
      className={headerless ? "app" : "app has-bottom-nav"}
      data-header={headerless ? "off" : undefined}
    >
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <WhenIdle>
        <OptionalPart>
          <PromoBars />
          <ProgressBar />
        </OptionalPart>
      </WhenIdle>
      {header}
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <div ref={footerRef}>{footer}</div>
      {/* A frame after the page: the first render is the header and the page alone. */}
      {overlays}
    </div>
  );
}
