import { Link } from "@tanstack/react-router";

/** The mobile bottom bar (spec 000 §2); Explore, Creators and Live TV come with their pages. */
export function BottomNav() {
  return (
    <nav className="bottom-nav" aria-label="Sections">
      <Link to="/movies">Films</Link>
      <Link to="/series">Series</Link>
      <Link to="/my-space">My Space</Link>
    </nav>
  );
}
