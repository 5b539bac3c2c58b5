/**
 * The member's library and the social calls (spec 001 §7): `/me/wish-product`, `/me/seen` (GET, DELETE),
 * `/me/rated`, `/rate`, `/{type}/{id}/comments`, `/movies/{id}/download` and
 * `/download_link/{id}`; every answer decoded with the schemas of core/schema/library.ts.
 */
import { Schema } from "effect";
import type { LibraryApi } from "../../core/ports.ts";
import {
  CommentPage,
  DownloadLink,
  DownloadTicket,
  PostedComment,
  RatedItemResponse,
  RatedResponse,
  WatchAgainPage,
  WishItemResponse,
  WishPage,
} from "../../core/schema/library.ts";
import type { HttpClient } from "./client.ts";

/** DELETE /rate answers 204 with no body. */
const NoContent = Schema.Null;

export function createLibraryApi(http: HttpClient, tokenProvider: () => string | null): LibraryApi {
  const token = () => tokenProvider();
  return {
    wishlist: (page) => http.get("/me/wish-product", WishPage, { token: token(), query: { page } }),
    addToWishlist: async (product) =>
      (
        await http.post("/me/wish-product", WishItemResponse, {
          token: token(),
          body: { ...product },
        })
      ).data,
    removeFromWishlist: (id, page) =>
      http.delete("/me/wish-product", WishPage, { token: token(), query: { id, page } }),
    watchAgain: (page, perPage) =>
      http.get("/me/seen", WatchAgainPage, { token: token(), query: { page, perPage } }),
    removeWatchAgain: async (movieId) => {
      await http.delete("/me/seen", NoContent, { token: token(), body: { movie_id: movieId } });
    },
    rated: async () => (await http.get("/me/rated", RatedResponse, { token: token() })).data,
    rate: async (call, item) => {
      const options = {
        token: token(),
        body: { model: item.model_type, model_id: item.model_id, rating: item.rating },
      };
      const answer =
        call === "create"
          ? await http.post("/rate", RatedItemResponse, options)
          : await http.put("/rate", RatedItemResponse, options);
      return answer.data;
    },
    unrate: async (model, modelId) => {
      await http.delete("/rate", NoContent, {
        token: token(),
        body: { model, model_id: modelId },
      });
    },
    comments: (target, id, page) =>
      http.get(`/${target}/${id}/comments`, CommentPage, { token: token(), query: { page } }),
    postComment: async (target, id, comment) => {
      await http.post(`/${target}/${id}/comments`, PostedComment, {
        token: token(),
        body: { comment },
      });
    },
    startDownload: async (movieId) =>
      (await http.post(`/movies/${movieId}/download`, DownloadTicket, { token: token() })).data
        .download_id,
    downloadLink: async (downloadId) =>
      (
        await http.get(`/download_link/${encodeURIComponent(downloadId)}`, DownloadLink, {
          token: token(),
          retries: 0,
        })
      ).data,
  };
}
