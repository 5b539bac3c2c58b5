import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useId, useRef, useState } from "react";
import "./bottomNav.css";

/** Explore's menu and its data load when it first opens, never with the page. */
const ExploreMenu = lazy(() => import("./ExploreMenu.tsx"));

/**
 * The mobile bottom bar (spec 000 §2): Films, Explore, Creators, Live TV; Explore opens a menu
 * of its destinations with the seduce-boost items appended.
 */
export function BottomNav() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  return (
    <nav className="bottom-nav" aria-label="Sections">
      <Link to="/movies">Films</Link>
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
            <ExploreMenu id={menuId} button={button} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </div>
      <Link to="/cast">Creators</Link>
      <Link to="/live-tv-preview">Live TV</Link>
    </nav>
  );
}
