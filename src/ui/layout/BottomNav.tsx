import { Link } from "@tanstack/react-router";

/** The mobile bottom bar (spec 000 §2): Films, Explore, Creators, Live TV. */
export function BottomNav() {
  return (
    <nav className="bottom-nav" aria-label="Sections">
      <Link to="/movies">Films</Link>
      <Link to="/categories">Explore</Link>
      <Link to="/cast">Creators</Link>
      <Link to="/live-tv-preview">Live TV</Link>
    </nav>
  );
}
