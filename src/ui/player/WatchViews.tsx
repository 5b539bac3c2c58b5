import type { ReactNode } from "react";
import { buttonClassName } from "../../core/button.ts";
import { Button } from "../Button.tsx";
import { BackLink } from "./links.tsx";

export interface WatchBack {
  readonly movieSlug: string;
  readonly seriesSlug: string | null;
}

/** The cover while the play gate decides (and under the play modal). */
export function WatchShell({
  title,
  cover,
  busy,
}: {
  title: string;
  cover: string | null;
  busy: boolean;
}) {
  return (
    <div className="player" aria-busy={busy}>
      <div className="player-cover">
        {cover && <img src={cover} alt="" width={1280} height={720} />}
        {busy && <span className="player-spinner" role="status" aria-label={`Loading ${title}`} />}
      </div>
    </div>
  );
}

/** Why the video does not play, and the ways on: always a way back. */
export function WatchProblem({
  title,
  message,
  back,
  children,
}: {
  title: string;
  message?: string;
  back: WatchBack | null;
  children?: ReactNode;
}) {
  return (
    <div className="player player--problem">
      <div className="player-error" role="alert">
        <h2>{title}</h2>
        {message && <p>{message}</p>}
        <div className="player-error__actions">
          {children}
          {back ? (
            <BackLink {...back} className={buttonClassName({ theme: "outline" })}>
              Back
            </BackLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** A watch URL of a film that does not exist: the route's not-found state. */
export function WatchNotFound() {
  return (
    <div className="watch">
      <div className="player player--problem">
        <div className="player-error" role="alert">
          <h1>This video could not be found</h1>
          <p>The link may be old, or the film is no longer in the catalogue.</p>
          <div className="player-error__actions">
            <Button tag="link" to="/movies">
              Browse films
            </Button>
            <Button tag="link" to="/" theme="outline">
              Home
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
