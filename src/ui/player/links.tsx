/**
 * Links of playback: to a watch URL (through the splat route, carrying whether Play was
 * pressed, so the player starts without a second click) and back to the film or series.
 */
import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useCallback } from "react";

declare module "@tanstack/history" {
  interface HistoryState {
    /** The viewer pressed Play to get here: the player starts at once. */
    readonly playPressed?: boolean;
  }
}

/**
 * The history state of a watch link. One object for every link: a new one each render made
 * each watch link of a page work out its location again, and rerun its effects, whenever
 * its row drew again.
 */
const PLAY_PRESSED = { playPressed: true } as const;

/** A watch URL (core watchUrl builder) as a location of the splat route. */
export const watchLocation = (url: string) => {
  const [path = "/", query = ""] = url.split("?", 2);
  const scene = new URLSearchParams(query).get("scene");
  return {
    to: "/$" as const,
    params: { _splat: path.slice(1) },
    // A number: the router writes a string search value quoted (`?scene=%220%22`).
    search: scene === null ? {} : { scene: Number(scene) },
  };
};

/** Navigates to a watch URL as if Play had been pressed. */
export function useWatchNavigate(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url) => void navigate({ ...watchLocation(url), state: PLAY_PRESSED }),
    [navigate],
  );
}

export function WatchLink({
  url,
  className,
  children,
}: {
  url: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link {...watchLocation(url)} state={PLAY_PRESSED} className={className}>
      {children}
    </Link>
  );
}

/** Back to where the video came from: the series page for an episode, else the film page. */
export function BackLink({
  movieSlug,
  seriesSlug,
  className,
  label,
  children,
}: {
  movieSlug: string;
  seriesSlug: string | null;
  className?: string;
  /** The link's accessible name, when its content is an icon. */
  label?: string;
  children: ReactNode;
}) {
  return seriesSlug !== null ? (
    <Link to="/series/$slug" params={{ slug: seriesSlug }} className={className} aria-label={label}>
      {children}
    </Link>
  ) : (
    <Link to="/movies/$slug" params={{ slug: movieSlug }} className={className} aria-label={label}>
      {children}
    </Link>
  );
}
