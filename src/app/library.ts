/**
 * The effects of the library's feature actors (issue 12): the member's lists, ratings,
 * comments and downloads. The adapters (and their schemas) are imported with `import()` when
 * first used, so none of it is in the first load; every call waits for the session and is
 * retried once after a renewed token (authorizedCalls).
 */
import { type ActorSystem, fromCallback, fromPromise } from "xstate";
import type { HttpClient } from "../adapters/http/client.ts";
import type { LibraryApi, PlaybackApi } from "../core/ports.ts";
import { type SessionRef, sessionOf, showToast } from "../machines/app.machine.ts";
import type { LibraryEvent } from "../machines/library.machine.ts";
import type { NotifyParams } from "../machines/notify.ts";
import type { FeatureEffects } from "../ui/features.ts";
import { sameMember, selectLibraryMember } from "../ui/library.view.ts";
import { authorizedCalls } from "./authorizedCalls.ts";

export interface LibraryDeps {
  readonly http: HttpClient;
  /** The bearer of the calls: the user token (the server refuses others). */
  readonly bearer: () => string | null;
  readonly apiBase: string;
  readonly session: () => SessionRef;
  /** Saves a file the browser downloads (an anchor with `download`). */
  readonly saveFile: (url: string, fileName: string) => void;
}

interface Apis {
  readonly library: LibraryApi;
  readonly playback: PlaybackApi;
}

export function libraryEffects(deps: LibraryDeps): Pick<FeatureEffects, "library"> {
  let loading: Promise<Apis> | null = null;
  const apis = (): Promise<Apis> => {
    loading ??= Promise.all([
      import("../adapters/http/libraryApi.ts"),
      import("../adapters/http/playbackApi.ts"),
    ]).then(([libraryModule, playbackModule]) => ({
      library: authorizedCalls(
        deps.session,
        libraryModule.createLibraryApi(deps.http, deps.bearer),
      ),
      playback: authorizedCalls(
        deps.session,
        playbackModule.createPlaybackApi(deps.http, deps.bearer, { apiBase: deps.apiBase }),
      ),
    }));
    return loading;
  };
  // biome-ignore lint/suspicious/noExplicitAny: any system, whatever actors it registers
  type AnyActorSystem = ActorSystem<any>;
  const notify = {
    notify: ({ system }: { readonly system: AnyActorSystem }, params: NotifyParams) =>
      showToast(system, params),
  };
  return {
    library: {
      library: (machine) =>
        machine.provide({
          actions: notify,
          actors: {
            watchSession: fromCallback<LibraryEvent>(({ sendBack, system }) => {
              const session = sessionOf(system);
              let last = selectLibraryMember(session.getSnapshot());
              sendBack({ type: "library.member", member: last });
              const subscription = session.subscribe((snapshot) => {
                const member = selectLibraryMember(snapshot);
                if (sameMember(member, last)) return;
                last = member;
                sendBack({ type: "library.member", member });
              });
              return () => subscription.unsubscribe();
            }),
            fetchWishlist: fromPromise(async ({ input }) =>
              (await apis()).library.wishlist(input.page),
            ),
            fetchContinueWatching: fromPromise(async ({ input }) =>
              (await apis()).playback.continueWatching(input.page),
            ),
            fetchHistory: fromPromise(async ({ input }) =>
              (await apis()).playback.history(input.page),
            ),
            fetchRated: fromPromise(async () => (await apis()).library.rated()),
            addToWishlist: fromPromise(async ({ input }) =>
              (await apis()).library.addToWishlist(input),
            ),
            removeFromWishlist: fromPromise(async ({ input }) =>
              (await apis()).library.removeFromWishlist(input.wishProductId, input.page),
            ),
            removeContinueWatching: fromPromise(async ({ input }) =>
              (await apis()).playback.deleteVisualization({ movieId: input.movieId }),
            ),
          },
        }),
      rating: (machine) =>
        machine.provide({
          actions: notify,
          actors: {
            saveRating: fromPromise(async ({ input }) =>
              (await apis()).library.rate(input.call, input.item),
            ),
            removeRating: fromPromise(async ({ input }) =>
              (await apis()).library.unrate(input.model, input.modelId),
            ),
          },
        }),
      comments: (machine) =>
        machine.provide({
          actions: notify,
          actors: {
            fetchComments: fromPromise(async ({ input }) =>
              (await apis()).library.comments(input.target, input.id, input.page),
            ),
            postComment: fromPromise(async ({ input }) =>
              (await apis()).library.postComment(input.target, input.id, input.comment),
            ),
            rateComment: fromPromise(async ({ input }) =>
              (await apis()).library.rate(input.call, input.item),
            ),
          },
        }),
      watchAgain: (machine) =>
        machine.provide({
          actions: notify,
          actors: {
            fetchWatchAgain: fromPromise(async ({ input }) =>
              (await apis()).library.watchAgain(input.page, input.perPage),
            ),
            removeWatchAgain: fromPromise(async ({ input }) =>
              (await apis()).library.removeWatchAgain(input.movieId),
            ),
          },
        }),
      download: (machine) =>
        machine.provide({
          actions: {
            ...notify,
            saveFile: (_, params) => deps.saveFile(params.url, params.fileName),
          },
          actors: {
            startDownload: fromPromise(async ({ input }) =>
              (await apis()).library.startDownload(input.movieId),
            ),
            fetchLink: fromPromise(async ({ input }) =>
              (await apis()).library.downloadLink(input.downloadId),
            ),
          },
        }),
    },
  };
}

/**
 * Saves a file with the browser's download: an anchor with `download` clicked. The file's
 * URL is a path of the API's origin.
 */
export const browserSaveFile =
  (apiBase: string, doc: Document) =>
  (url: string, fileName: string): void => {
    const anchor = doc.createElement("a");
    anchor.href = new URL(url, new URL(apiBase, doc.baseURI)).href;
    anchor.download = fileName;
    anchor.rel = "noopener";
    doc.body.append(anchor);
    anchor.click();
    anchor.remove();
  };
