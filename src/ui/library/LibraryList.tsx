/**
 * A page of one of the member's lists in My Space (spec 000 §2 `/my-space?tab=`): My List,
 * Continue Watching or History, 24 a page, read through the library actor; Watch Again, ten a
 * page, through its own actor (WatchAgainList.tsx).
 */
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useEffect, useMemo } from "react";
import { errors } from "../../core/messages.ts";
import type { MySpaceTab } from "../../core/mySpace.ts";
import { pageSearchValue } from "../../core/pagination.ts";
import type { WishItem } from "../../core/schema/library.ts";
import type { ContinueWatchingItem, HistoryItem } from "../../core/schema/playback.ts";
import type { LibraryList, LibraryRef } from "../../machines/library.machine.ts";
import { Button } from "../Button.tsx";
import { MovieCard, SeriesCard } from "../catalogue/Cards.tsx";
import { Pager } from "../catalogue/Pager.tsx";
import { formatDate } from "../format.ts";
import {
  type ListPageView,
  sameListPage,
  selectIsMember,
  selectListPage,
} from "../library.view.ts";
import { useSelector } from "../useSelector.ts";
import { useLibraryIntents, useLibraryRef } from "./useLibrary.ts";
import { WatchAgainContainer } from "./WatchAgainList.tsx";

type ListTab = Exclude<MySpaceTab, "watch-again">;

const LIST_OF: Record<ListTab, LibraryList> = {
  "my-list": "wishlist",
  "continue-watching": "continueWatching",
  history: "history",
};

const EMPTY: Record<ListTab, string> = {
  "my-list": "Films and series you add to your list show up here.",
  "continue-watching": "Films you start watching show up here.",
  history: "Films you have watched show up here.",
};

function Progress({ percent }: { readonly percent: number }) {
  return (
    <div className="progress" role="img" aria-label={`${Math.round(percent)}% watched`}>
      <div className="progress__bar" style={{ width: `${Math.min(100, percent)}%` }} />
    </div>
  );
}

export interface LibraryItemsProps<T> {
  readonly tab: ListTab;
  readonly page: number;
  readonly view: ListPageView<T>;
  readonly renderItem: (item: T, index: number) => ReactNode;
  readonly itemKey: (item: T) => number;
}

export function LibraryItems<T>({ tab, page, view, renderItem, itemKey }: LibraryItemsProps<T>) {
  if (view.outcome?.kind === "notFound") {
    return (
      <section className="empty-state">
        <p>{errors.pageDoesNotExist}</p>
      </section>
    );
  }
  if (view.items === null) {
    return (
      <p className="card__meta" aria-busy="true">
        Loading…
      </p>
    );
  }
  if (view.items.length === 0) {
    return (
      <section className="empty-state">
        <p>{EMPTY[tab]}</p>
        <Button tag="link" to="/movies" theme="primary">
          Browse films
        </Button>
      </section>
    );
  }
  return (
    <>
      <p className="card__meta">
        {view.total} {view.total === 1 ? "title" : "titles"} · page {page} of {view.lastPage}
      </p>
      <ul className="grid library-grid">
        {view.items.map((item, i) => (
          <li key={itemKey(item)}>{renderItem(item, i)}</li>
        ))}
      </ul>
      <Pager to="/my-space" page={page} lastPage={view.lastPage} />
    </>
  );
}

function useListPage<L extends LibraryList>(library: LibraryRef, list: L, page: number) {
  const select = useMemo(() => selectListPage(list, page), [list, page]);
  const view = useSelector(library, select, sameListPage);
  const intents = useLibraryIntents(library);
  useEffect(() => {
    intents.showPage(list, page);
  }, [intents, list, page]);
  return { view, intents };
}

function useWishlistRedirect(tab: ListTab, view: ListPageView<unknown>) {
  const navigate = useNavigate();
  const target = view.outcome?.kind === "redirect" ? view.outcome.page : null;
  useEffect(() => {
    if (target !== null) {
      void navigate({
        to: "/my-space",
        search: { tab, page: pageSearchValue(target) },
        replace: true,
      });
    }
  }, [navigate, tab, target]);
}

function WishlistPage({ library, page }: { readonly library: LibraryRef; readonly page: number }) {
  const { view } = useListPage(library, "wishlist", page);
  useWishlistRedirect("my-list", view);
  return (
    <LibraryItems<WishItem>
      tab="my-list"
      page={page}
      view={view}
      itemKey={(w) => w.wish_product_id}
      renderItem={(w, i) => (
        <div className="library-item">
          {w.product.model_type === "Series" ? (
            <SeriesCard item={w.product} eager={i < 6} />
          ) : (
            <MovieCard item={w.product} eager={i < 6} />
          )}
        </div>
      )}
    />
  );
}

function ContinueWatchingPage({
  library,
  page,
}: {
  readonly library: LibraryRef;
  readonly page: number;
}) {
  const { view, intents } = useListPage(library, "continueWatching", page);
  return (
    <LibraryItems<ContinueWatchingItem>
      tab="continue-watching"
      page={page}
      view={view}
      itemKey={(c) => c.movie_id}
      renderItem={(c, i) => (
        <div className="library-item">
          <MovieCard item={c.product} eager={i < 6} />
          <Progress percent={c.current_percent} />
          <Button
            theme="ghost"
            size="sm"
            onClick={() => intents.removeFromContinueWatching(c.movie_id)}
          >
            Remove<span className="visually-hidden"> {c.product.title} from Continue Watching</span>
          </Button>
        </div>
      )}
    />
  );
}

function HistoryPage({ library, page }: { readonly library: LibraryRef; readonly page: number }) {
  const { view } = useListPage(library, "history", page);
  return (
    <LibraryItems<HistoryItem>
      tab="history"
      page={page}
      view={view}
      itemKey={(h) => h.visualization_id}
      renderItem={(h, i) => (
        <div className="library-item">
          <MovieCard item={h.product} eager={i < 6} />
          <Progress percent={h.current_percent} />
          <p className="card__meta">
            Watched <time dateTime={h.last_seen_at}>{formatDate(h.last_seen_at)}</time>
          </p>
        </div>
      )}
    />
  );
}

/** The list of a My Space tab, for members (the route's guard keeps guests out). */
export function LibraryListContainer({
  tab,
  page,
}: {
  readonly tab: MySpaceTab;
  readonly page: number;
}) {
  const library = useLibraryRef();
  if (tab === "watch-again") return <WatchAgainContainer page={page} />;
  return library ? (
    <MemberList library={library} tab={tab} page={page} />
  ) : (
    <p className="card__meta" aria-busy="true">
      Loading…
    </p>
  );
}

function MemberList({
  library,
  tab,
  page,
}: {
  readonly library: LibraryRef;
  readonly tab: ListTab;
  readonly page: number;
}) {
  const member = useSelector(library, selectIsMember);
  if (!member) {
    return (
      <p className="card__meta" aria-busy="true">
        Loading…
      </p>
    );
  }
  switch (LIST_OF[tab]) {
    case "wishlist":
      return <WishlistPage library={library} page={page} />;
    case "continueWatching":
      return <ContinueWatchingPage library={library} page={page} />;
    case "history":
      return <HistoryPage library={library} page={page} />;
  }
}
