/**
 * The seam between the library's actors (library, rating, comments, download) and their
 * views: selectors (snapshot -> view props) and intents (user action -> event).
 */
import type { SnapshotFrom } from "xstate";
import { commentDisplayText } from "../core/comments.ts";
import {
  heldItems,
  type ListPageOutcome,
  listPageOutcome,
  type PagedList,
  pageItems,
  wishKey,
} from "../core/pagedList.ts";
import type { WishProduct } from "../core/ports.ts";
import { likedCommentIds, ratingOf } from "../core/rating.ts";
import type { Comment, ProductType } from "../core/schema/library.ts";
import type { CommentsEvent, CommentsMachine } from "../machines/comments.machine.ts";
import type { DownloadMachine } from "../machines/download.machine.ts";
import type {
  LibraryEvent,
  LibraryList,
  LibraryLists,
  LibraryMachine,
  LibraryMember,
} from "../machines/library.machine.ts";
import type { RatingEvent, RatingMachine } from "../machines/rating.machine.ts";
import { type SessionSnapshot, selectIsLoggedIn, selectUser } from "./session.view.ts";

export type LibrarySnapshot = SnapshotFrom<LibraryMachine>;
export type RatingSnapshot = SnapshotFrom<RatingMachine>;
export type CommentsSnapshot = SnapshotFrom<CommentsMachine>;
export type DownloadSnapshot = SnapshotFrom<DownloadMachine>;

/** The member the library follows: logged in with their details loaded, else none. */
export const selectLibraryMember = (snapshot: SessionSnapshot): LibraryMember | null => {
  const user = selectUser(snapshot);
  return selectIsLoggedIn(snapshot) && user !== null
    ? { userId: user.id, contWatchingCounter: user.cont_watching_counter }
    : null;
};

export const sameMember = (a: LibraryMember | null, b: LibraryMember | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.userId === b.userId &&
    a.contWatchingCounter === b.contWatchingCounter);

export const selectIsMember = (snapshot: LibrarySnapshot): boolean => snapshot.matches("member");

export interface MyListButtonView {
  readonly inList: boolean;
  /** A change of this product is waiting or on its way. */
  readonly busy: boolean;
}

/** Whether a product is on the member's list (as far as the pages read tell). */
export const selectMyList =
  (product: WishProduct) =>
  (snapshot: LibrarySnapshot): MyListButtonView => {
    const key = wishKey(product.product_type, product.product_id);
    const { wished, mutations } = snapshot.context;
    return {
      inList: wished[key] !== undefined,
      busy: mutations.some(
        (m) =>
          m.kind !== "removeContinueWatching" &&
          wishKey(m.product.product_type, m.product.product_id) === key,
      ),
    };
  };
export const sameMyList = (a: MyListButtonView, b: MyListButtonView) =>
  a.inList === b.inList && a.busy === b.busy;

export interface ListPageView<T> {
  readonly items: readonly T[] | null;
  readonly lastPage: number;
  readonly total: number;
  readonly loading: boolean;
  /** What the page route does: show, redirect (wishlist one past the last) or not found. */
  readonly outcome: ListPageOutcome | null;
}

type ItemOf<L extends LibraryList> = LibraryLists[L] extends PagedList<infer T> ? T : never;

/** A page of one of the member's lists, and what the route does with it. */
export const selectListPage =
  <L extends LibraryList>(list: L, page: number) =>
  (snapshot: LibrarySnapshot): ListPageView<ItemOf<L>> => {
    const paged = snapshot.context.lists[list] as PagedList<ItemOf<L>>;
    const lastPage = paged.lastPage;
    return {
      items: pageItems(paged, page),
      lastPage: lastPage ?? 1,
      total: paged.total ?? 0,
      loading: paged.loading.next || paged.loading.prev || snapshot.context.wants[list] !== null,
      outcome: lastPage === null ? null : listPageOutcome(list, page, lastPage),
    };
  };
export const sameListPage = <T>(a: ListPageView<T>, b: ListPageView<T>) =>
  a.items === b.items &&
  a.lastPage === b.lastPage &&
  a.total === b.total &&
  a.loading === b.loading &&
  a.outcome?.kind === b.outcome?.kind &&
  (a.outcome as { page?: number } | null)?.page === (b.outcome as { page?: number } | null)?.page;

/** The first page of the wishlist, for the home row. */
export const selectMyListRow = (snapshot: LibrarySnapshot) =>
  snapshot.context.lists.wishlist.pages[1] ?? heldItems(snapshot.context.lists.wishlist);

/** The viewer's saved rating of an item, once the rated items are known (else undefined). */
export const selectSavedRating =
  (model: ProductType, modelId: number) =>
  (snapshot: LibrarySnapshot): number | null | undefined =>
    snapshot.context.ratedLoaded ? ratingOf(snapshot.context.rated, model, modelId) : undefined;

export const libraryIntents = (send: (event: LibraryEvent) => void) => ({
  addToList: (product: WishProduct) => send({ type: "library.wishlist.add", product }),
  removeFromList: (product: WishProduct) => send({ type: "library.wishlist.remove", product }),
  removeFromContinueWatching: (movieId: number) =>
    send({ type: "library.continueWatching.remove", movieId }),
  showPage: (list: LibraryList, page: number) => send({ type: "library.fetchPage", list, page }),
});

export const selectShownRating = (snapshot: RatingSnapshot): number | null =>
  snapshot.context.shown;
/** Whether the viewer can take back their rating now: one is saved and nothing is being sent. */
export const selectCanRemoveRating = (snapshot: RatingSnapshot): boolean =>
  snapshot.context.saved !== null && snapshot.matches({ save: "idle" });
export const ratingIntents = (send: (event: RatingEvent) => void) => ({
  rate: (rating: number) => send({ type: "rating.rate", rating }),
  remove: () => send({ type: "rating.remove" }),
});

export interface CommentView {
  readonly id: number;
  readonly author: string;
  /** The content with its tags stripped (spec 000 §3): shown as text. */
  readonly text: string;
  readonly date: string;
}
export interface CommentsView {
  readonly comments: readonly CommentView[];
  readonly total: number;
  readonly loading: boolean;
  readonly hasMore: boolean;
  readonly sending: boolean;
  readonly draftError: string | null;
  readonly sentCount: number;
  /** The comment whose like is being sent. */
  readonly liking: number | null;
}

const commentView = (comment: Comment): CommentView => ({
  id: comment.id,
  author: comment.commenter_name,
  text: commentDisplayText(comment.content),
  date: comment.created_at,
});

export const selectComments = (snapshot: CommentsSnapshot): CommentsView => {
  const c = snapshot.context;
  return {
    comments: c.comments.map(commentView),
    total: c.total,
    loading: snapshot.matches({ list: "loading" }),
    hasMore: c.page < c.lastPage,
    sending: !snapshot.matches({ post: "idle" }),
    draftError: c.draftError,
    sentCount: c.sentCount,
    liking: c.liking,
  };
};
export const sameComments = (a: CommentsView, b: CommentsView) =>
  a.comments.length === b.comments.length &&
  a.total === b.total &&
  a.loading === b.loading &&
  a.hasMore === b.hasMore &&
  a.sending === b.sending &&
  a.draftError === b.draftError &&
  a.sentCount === b.sentCount &&
  a.liking === b.liking;

export const commentsIntents = (send: (event: CommentsEvent) => void) => ({
  submit: (content: string) => send({ type: "comments.submit", content }),
  more: () => send({ type: "comments.more" }),
  like: (commentId: number) => send({ type: "comments.like", commentId }),
});

export const selectRatedLoaded = (snapshot: LibrarySnapshot): boolean =>
  snapshot.context.ratedLoaded;

/** The comments the member has liked, once their rated items are known (else none). */
export const selectLikedComments = (snapshot: LibrarySnapshot): readonly number[] =>
  snapshot.context.ratedLoaded ? likedCommentIds(snapshot.context.rated) : NONE_LIKED;
const NONE_LIKED: readonly number[] = [];
export const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

export type DownloadModalState = "closed" | "open" | "busy" | "limit";
export const selectDownloadModal = (snapshot: DownloadSnapshot): DownloadModalState => {
  if (snapshot.matches("open")) return "open";
  if (snapshot.matches("requesting")) return "busy";
  if (snapshot.matches("limitReached")) return "limit";
  return "closed";
};
export const downloadIntents = (
  send: (event: { type: "download.open" | "download.close" | "download.confirm" }) => void,
) => ({
  open: () => send({ type: "download.open" }),
  close: () => send({ type: "download.close" }),
  confirm: () => send({ type: "download.confirm" }),
});
