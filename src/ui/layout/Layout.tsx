import { type ComponentType, lazy, type ReactNode, type Ref, Suspense, useState } from "react";
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
  /** Without the site's header (a landing's `show_header` off, a logo bar): no room kept for it. */
  readonly headerless?: boolean;
  /** The promo and countdown bars (the default layout's; not in the clear, free-movie, sign-up ones). */
  readonly promoBars?: boolean;
}

/** The bars' component once its chunk is here (the server loads it before its first render). */
let LoadedPromoBars: ComponentType | null = null;
const loadPromoBars = () =>
  import("../promo/PromoBars.tsx").then((module) => {
    LoadedPromoBars = module.default;
    return module;
  });
const LazyPromoBars = lazy(loadPromoBars);

/** Loads the bars' code: the server's render awaits it once, so its first page has them too. */
export const preloadPromoBars = (): Promise<void> => loadPromoBars().then(() => undefined);

/**
 * The promo and countdown bars: in the server's HTML (the server's render reads their data,
 * spec 001 §7), so their place is there from the first paint; their code is a chunk of its
 * own, which the browser hydrates when it arrives (a Suspense boundary keeps the server's
 * bars in place until then). The component is chosen once per mount: switching from the
 * lazy one to the loaded one would draw the bars again.
 */
function PromoBars() {
  const [Bars] = useState(() => LoadedPromoBars ?? LazyPromoBars);
  return <Bars />;
}
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
  promoBars = true,
}: LayoutProps) {
  return (
    <div
      className={headerless ? "app" : "app has-bottom-nav"}
      data-header={headerless ? "off" : undefined}
    >
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {promoBars && (
        <OptionalPart>
          <PromoBars />
        </OptionalPart>
      )}
      <WhenIdle>
        <OptionalPart>
          <ProgressBar />
        </OptionalPart>
      </WhenIdle>
      {header}
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      {/* Below the fold, with as many elements as a film's page: its own boundary, so the
          browser hydrates it after the rest, in slices that yield, not in the first task. */}
      <div ref={footerRef}>
        <Suspense>{footer}</Suspense>
      </div>
      {/* A frame after the page: the first render is the header and the page alone. */}
      {overlays}
    </div>
  );
}
