import type { ReactNode, Ref } from "react";

export interface LayoutProps {
  readonly header: ReactNode;
  readonly footer: ReactNode;
  /** Toasts, floating CTA, modals: everything layered above the page. */
  readonly overlays?: ReactNode;
  readonly children: ReactNode;
  /** The footer's box, to know when it is on screen. */
  readonly footerRef?: Ref<HTMLDivElement>;
}

/**
 * The default layout (spec 000 §2): header, main, footer and the layers above them.
 * Adding a view to it is one more element in `overlays` (or a new named slot here).
 */
export function Layout({ header, footer, overlays, children, footerRef }: LayoutProps) {
  return (
    <div className="app has-bottom-nav">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {header}
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <div ref={footerRef}>{footer}</div>
      {overlays}
    </div>
  );
}
