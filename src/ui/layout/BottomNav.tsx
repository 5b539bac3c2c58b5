import { lazy, Suspense, useId, useRef, useState } from "react";
import { BOTTOM_BAR_SECTIONS } from "../../core/navigation.ts";
import { selectExploreShowsSeduceBoost } from "../session.view.ts";
import { useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import "./bottomNav.css";
import { SectionLink } from "./SectionLink.tsx";

/** Explore's menu and its data load when it first opens, never with the page. */
const ExploreMenu = lazy(() => import("./ExploreMenu.tsx"));

/**
 * The mobile bottom bar (spec 000 §2): Films, Explore, Creators, Live TV; Explore opens a menu
 * of Series, Categories and Directors, with the seduce-boost items appended for those they
 * open for (core `navigation.ts`).
 */
export function BottomNav() {
  const seduceBoost = useSelector(useSessionRef(), selectExploreShowsSeduceBoost);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  return (
    <nav className="bottom-nav" aria-label="Sections">
      <SectionLink section={BOTTOM_BAR_SECTIONS.films} />
      <div className="bottom-nav__explore">
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(!open)}
        >
          Explore
        </button>
        {open && (
          <Suspense fallback={null}>
            <ExploreMenu
              id={menuId}
              button={button}
              seduceBoost={seduceBoost}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        )}
      </div>
      <SectionLink section={BOTTOM_BAR_SECTIONS.creators} />
      <SectionLink section={BOTTOM_BAR_SECTIONS.liveTv} />
    </nav>
  );
}
