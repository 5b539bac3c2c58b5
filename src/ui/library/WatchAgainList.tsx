/**
 * My Space's watch-again tab (spec 000 §4, 001 §7 `GET /me/seen`, §9 ten a page): the films
 * the member watched to the end, each with a way to take it off the list (decision 0063).
 * The page of the address (from 1) is the actor's page in state (from 0, core statePageOf).
 */
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useMemo, useRef } from "react";
import { statePageOf } from "../../core/listPages.ts";
import { errors } from "../../core/messages.ts";
import { pageSearchValue } from "../../core/pagination.ts";
import {
  WATCH_AGAIN_ID,
  type WatchAgainRef,
  watchAgainMachine,
} from "../../machines/watchAgain.machine.ts";
import { Button } from "../Button.tsx";
import { MovieCard } from "../catalogue/Cards.tsx";
import { Pager } from "../catalogue/Pager.tsx";
import { formatDate } from "../format.ts";
import { OptionalPart } from "../OptionalPart.tsx";
import { FeatureActor, useFeatureEffects } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import {
  sameWatchAgain,
  selectWatchAgain,
  type WatchAgainView,
  watchAgainIntents,
} from "../watchAgain.view.ts";

const LOADING = (
  <p className="card__meta" aria-busy="true">
    Loading…
  </p>
);

export interface WatchAgainListProps {
  readonly view: WatchAgainView;
  readonly onRemove: (movieId: number) => void;
  readonly onRetry: () => void;
}

/** The tab's content, from props. */
export function WatchAgainList({ view, onRemove, onRetry }: WatchAgainListProps) {
  switch (view.status) {
    case "loading":
      if (view.items.length === 0) return LOADING;
      break;
    case "notFound":
      return (
        <section className="empty-state">
          <p>{errors.pageDoesNotExist}</p>
        </section>
      );
    case "failed":
      return (
        <section className="empty-state" role="alert">
          <p>Your watch-again list could not be loaded.</p>
          <Button theme="primary" onClick={onRetry}>
            Try again
          </Button>
        </section>
      );
    case "shown":
      break;
  }
  if (view.items.length === 0) {
    return (
      <section className="empty-state">
        <p>Films you watch to the end show up here, to watch again.</p>
        <Button tag="link" to="/movies" theme="primary">
          Browse films
        </Button>
      </section>
    );
  }
  return (
    <>
      <p className="card__meta">
        {view.total} {view.total === 1 ? "title" : "titles"} · page {view.page} of {view.lastPage}
      </p>
      <ul className="grid library-grid" aria-busy={view.status === "loading"}>
        {view.items.map((item, i) => (
          <li key={item.movie_id}>
            <div className="library-item">
              <MovieCard item={item.product} eager={i < 6} />
              <p className="card__meta">
                Watched <time dateTime={item.last_seen_at}>{formatDate(item.last_seen_at)}</time>
              </p>
              <Button
                theme="ghost"
                size="sm"
                disabled={view.removing !== null}
                onClick={() => onRemove(item.movie_id)}
              >
                Remove
                <span className="visually-hidden"> {item.product.title} from Watch Again</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Pager to="/my-space" page={view.page} lastPage={view.lastPage} />
    </>
  );
}

function Bound({ actor, page }: { readonly actor: WatchAgainRef; readonly page: number }) {
  const view = useSelector(actor, selectWatchAgain, sameWatchAgain);
  const intents = useMemo(() => watchAgainIntents((event) => actor.send(event)), [actor]);
  const navigate = useNavigate();
  // The address's page is the actor's: a new address shows its page...
  useEffect(() => {
    if (statePageOf(page) !== actor.getSnapshot().context.page) intents.show(statePageOf(page));
  }, [actor, intents, page]);
  // ...and a page the actor moved to by itself (the last page emptied) goes to the address.
  const addressPage = useRef(page);
  addressPage.current = page;
  const shownPage = view.page;
  useEffect(() => {
    if (shownPage !== addressPage.current) {
      void navigate({
        to: "/my-space",
        search: { tab: "watch-again", page: pageSearchValue(shownPage) },
        replace: true,
      });
    }
  }, [navigate, shownPage]);
  return <WatchAgainList view={view} onRemove={intents.remove} onRetry={intents.retry} />;
}

function MemberWatchAgain({ page }: { readonly page: number }) {
  const feature = useFeatureEffects().library;
  const logic = useMemo(() => feature?.watchAgain(watchAgainMachine), [feature]);
  if (!logic) return null;
  return (
    <FeatureActor systemId={WATCH_AGAIN_ID} logic={logic} input={{ page: statePageOf(page) }}>
      {(actor) => <Bound actor={actor} page={page} />}
    </FeatureActor>
  );
}

/** The watch-again tab, for members (the route's guard keeps guests out). */
export function WatchAgainContainer({ page }: { readonly page: number }) {
  return (
    <OptionalPart fallback={LOADING}>
      <MemberWatchAgain page={page} />
    </OptionalPart>
  );
}
