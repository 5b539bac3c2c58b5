import { type ReactNode, useState } from "react";
import { buttonClassName } from "../../core/button.ts";
import { access } from "../../core/messages.ts";
import { Button } from "../Button.tsx";
import type { GateOutcome } from "../playGate.view.ts";
import { BackLink, WatchLink } from "./links.tsx";
import type { WatchDetailsProps } from "./watchDetails.view.ts";

export interface WatchBack {
  readonly movieSlug: string;
  readonly seriesSlug: string | null;
}

/**
 * The player layout (spec 000 §2 "player", "playing-movie"; issue 25): the video fills the
 * window with its controls inside it and a way back to the title's page over it; the title's
 * details (and an episode's season) follow below. The site's header, footer and bottom bar are
 * not drawn on this layout (player.css).
 */
export function WatchLayout({
  back,
  backLabel,
  stage,
  details,
}: {
  back: WatchBack;
  /** What 'back' leads to, for its accessible name: the film's or the series' title. */
  backLabel: string;
  /** The player, its cover, or why it does not play. */
  stage: ReactNode;
  details: WatchDetailsProps;
}) {
  return (
    <div className="watch" data-layout="player">
      <div className="watch__stage">
        {stage}
        <BackLink {...back} className="watch-back" label={`Back to ${backLabel}`}>
          <span aria-hidden="true">←</span>
        </BackLink>
      </div>
      <WatchDetails {...details} />
    </div>
  );
}

/** The title, its facts and synopsis; an episode's season with the one playing and the next. */
export function WatchDetails({
  title,
  facts,
  synopsis,
  seriesTitle,
  season,
  episodes,
}: WatchDetailsProps) {
  return (
    <section className="watch-details" aria-labelledby="watch-title">
      {seriesTitle && <p className="watch-details__series">{seriesTitle}</p>}
      <h1 id="watch-title" className="watch__title">
        {title}
      </h1>
      {facts && <p className="watch-details__facts">{facts}</p>}
      {synopsis && <p className="watch-details__synopsis">{synopsis}</p>}
      {episodes.length > 0 && (
        <nav className="watch-episodes" aria-label={`Season ${season} episodes`}>
          <h2 className="watch-episodes__title">Season {season}</h2>
          <ol>
            {episodes.map((episode) => (
              <li
                key={episode.id}
                className="watch-episode"
                data-current={episode.current || undefined}
                data-next={episode.next || undefined}
              >
                {episode.current || episode.upcoming ? (
                  <span className="watch-episode__body" aria-current={episode.current || undefined}>
                    <EpisodeText episode={episode} />
                  </span>
                ) : (
                  <WatchLink url={episode.url} className="watch-episode__body">
                    <EpisodeText episode={episode} />
                  </WatchLink>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
    </section>
  );
}

function EpisodeText({ episode }: { episode: WatchDetailsProps["episodes"][number] }) {
  return (
    <>
      {episode.picture && (
        <img src={episode.picture} alt="" width={160} height={90} loading="lazy" />
      )}
      <span className="watch-episode__text">
        <span className="watch-episode__number">Episode {episode.number}</span>
        <span className="watch-episode__name">{episode.title}</span>
        {episode.note && <span className="watch-episode__meta">{episode.note}</span>}
      </span>
    </>
  );
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

/**
 * What the watch page's stage shows for the play gate's outcome (`selectGateOutcome`): the
 * player once allowed, the play modal for a visitor, or why it does not play and the way on.
 */
export function WatchGateView({
  outcome,
  title,
  cover,
  back,
  loginRedirect,
  onRetry,
  player,
  playAttemptModal,
}: {
  outcome: GateOutcome;
  /** The title of what is asked for (the film's, for the play modal). */
  title: string;
  cover: string | null;
  back: WatchBack;
  /** Where login leads back to: this page. */
  loginRedirect: string;
  onRetry: () => void;
  /** The player, once the gate allows. */
  player: ReactNode;
  /** The play modal of a visitor ('Wanna watch this film for free?'), closed by `onClose`. */
  playAttemptModal: (onClose: () => void) => ReactNode;
}) {
  const [modalClosed, setModalClosed] = useState(false);
  switch (outcome) {
    case "allowed":
      return player;
    case "blockedWithModal":
      return (
        <>
          <WatchShell title={title} cover={cover} busy={false} />
          {modalClosed ? (
            <WatchProblem title="Wanna watch this film for free?" back={back}>
              <Button tag="link" to="/sign-up">
                Join now
              </Button>
            </WatchProblem>
          ) : (
            playAttemptModal(() => setModalClosed(true))
          )}
        </>
      );
    case "needsPremium":
      return (
        <WatchProblem title={access.needPremium} back={back}>
          <Button tag="link" to="/sign-up">
            Subscribe
          </Button>
        </WatchProblem>
      );
    case "needsLogin":
      return (
        <WatchProblem title={access.needLogin} back={back}>
          <Button tag="link" to="/login" search={{ redirect: loginRedirect }}>
            Login
          </Button>
        </WatchProblem>
      );
    case "unpublished":
      return (
        <WatchProblem
          title="This video cannot be played"
          message="It is not released yet, or no longer available."
          back={back}
        />
      );
    case "failed":
      return (
        <WatchProblem title="This video could not be loaded" back={back}>
          <Button onClick={onRetry}>Try again</Button>
        </WatchProblem>
      );
    default:
      return <WatchShell title={title} cover={cover} busy />;
  }
}

/** A film page's clip the film does not have (or a watch URL of what is not a film). */
export function WatchUnavailable({ back, filmUrl }: { back: WatchBack; filmUrl: string }) {
  return (
    <WatchProblem title="This video is not available" back={back}>
      <WatchLink url={filmUrl} className={buttonClassName({})}>
        Watch the film
      </WatchLink>
    </WatchProblem>
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
