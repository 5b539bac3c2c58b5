/**
 * The seam between the watch-again actor and its view (decision 0063): the page's props
 * from a snapshot, and the member's intents as events.
 */
import type { SnapshotFrom } from "xstate";
import { queryPageOf } from "../core/listPages.ts";
import type { WatchAgainItem } from "../core/schema/library.ts";
import type { WatchAgainEvent, WatchAgainMachine } from "../machines/watchAgain.machine.ts";

export type WatchAgainSnapshot = SnapshotFrom<WatchAgainMachine>;

export interface WatchAgainView {
  readonly status: "loading" | "shown" | "failed" | "notFound";
  readonly items: readonly WatchAgainItem[];
  readonly total: number;
  readonly lastPage: number;
  /** The page shown, as the address and the pager count it (from 1). */
  readonly page: number;
  /** The film being taken off the list. */
  readonly removing: number | null;
}

export const selectWatchAgain = (snapshot: WatchAgainSnapshot): WatchAgainView => {
  const { answer, failure, removing, page } = snapshot.context;
  const failed = snapshot.matches("failed");
  return {
    status: failed
      ? failure === "notFound"
        ? "notFound"
        : "failed"
      : snapshot.matches("loading")
        ? "loading"
        : "shown",
    items: answer?.data ?? [],
    total: answer?.meta.total ?? 0,
    lastPage: answer?.meta.last_page ?? 1,
    page: queryPageOf(page),
    removing,
  };
};

export const sameWatchAgain = (a: WatchAgainView, b: WatchAgainView) =>
  a.status === b.status &&
  a.items === b.items &&
  a.total === b.total &&
  a.lastPage === b.lastPage &&
  a.page === b.page &&
  a.removing === b.removing;

export const watchAgainIntents = (send: (event: WatchAgainEvent) => void) => ({
  /** Show a page of the address (from 1): the actor keeps it from 0. */
  show: (statePage: number) => send({ type: "watchAgain.show", page: statePage }),
  retry: () => send({ type: "watchAgain.retry" }),
  remove: (movieId: number) => send({ type: "watchAgain.remove", movieId }),
});
