/**
 * The library adapter against the real reference server (in process, fresh database): every
 * call over the wire, every answer decoded through core/schema/library.ts.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpClient } from "../../src/adapters/http/client.ts";
import { createLibraryApi } from "../../src/adapters/http/libraryApi.ts";
import type { LibraryApi } from "../../src/core/ports.ts";
import {
  CLIENT_ID,
  CLIENT_SECRET,
  login,
  startTestServer,
  type TestServer,
} from "../server/helpers.ts";

let server: TestServer;
let db: Database.Database;
const tokens = { premium: "", trial: "" };

const apiFor = (token: string): LibraryApi =>
  createLibraryApi(
    createHttpClient({
      apiBase: `${server.url}/api`,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      locale: () => "en",
      location: () => ({ country: null, usState: null }),
    }),
    () => token,
  );

const films = () =>
  (
    db
      .prepare("SELECT id FROM movies WHERE status = 'Published' AND series_id IS NULL ORDER BY id")
      .all() as { id: number }[]
  ).map((r) => r.id);

beforeAll(async () => {
  server = await startTestServer();
  db = new Database(server.dbPath, { readonly: true });
  tokens.premium = await login(server, "premium@cinema.test");
  tokens.trial = await login(server, "trial@cinema.test");
});
afterAll(async () => {
  db.close();
  await server.stop();
});

describe("the library adapter", () => {
  it("wishlist: add, read, remove (the answer is the page after the removal)", async () => {
    const api = apiFor(tokens.premium);
    const [a = 0, b = 0] = films();
    const first = await api.addToWishlist({ product_type: "Movie", product_id: a });
    server.clock.now += 1000;
    await api.addToWishlist({ product_type: "Movie", product_id: b });
    const page = await api.wishlist(1);
    expect(page.data.map((w) => w.product_id)).toEqual([b, a]);
    const after = await api.removeFromWishlist(first.wish_product_id, 1);
    expect(after.data.map((w) => w.product_id)).toEqual([b]);
  });

  it("rates with POST then PUT, and reads the rated items", async () => {
    const api = apiFor(tokens.premium);
    const film = films()[2] ?? 0;
    await api.rate("create", { model_type: "Movie", model_id: film, rating: 3 });
    await api.rate("update", { model_type: "Movie", model_id: film, rating: 5 });
    expect(await api.rated()).toEqual([{ model_type: "Movie", model_id: film, rating: 5 }]);
    await expect(
      api.rate("create", { model_type: "Movie", model_id: film, rating: 1 }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("takes a rating back with DELETE /rate; the next is a create again", async () => {
    const api = apiFor(tokens.premium);
    const film = films()[1] ?? 0;
    await api.rate("create", { model_type: "Movie", model_id: film, rating: 2 });
    await api.unrate("Movie", film);
    expect(await api.rated()).not.toContainEqual(
      expect.objectContaining({ model_type: "Movie", model_id: film }),
    );
    await expect(api.unrate("Movie", film)).rejects.toMatchObject({ status: 404 });
    await api.rate("create", { model_type: "Movie", model_id: film, rating: 4 });
  });

  it("reads approved comments and posts one", async () => {
    const api = apiFor(tokens.premium);
    const film = films()[0] ?? 0;
    const page = await api.comments("movies", film, 1);
    expect(page.data.length).toBeGreaterThan(0);
    await api.postComment("movies", film, "Lovely");
    expect((await api.comments("movies", film, 1)).meta.total).toBe(page.meta.total);
  });

  it("downloads: a trial member's refusal carries its status; a link for a premium one", async () => {
    const film = films()[1] ?? 0;
    await expect(apiFor(tokens.trial).startDownload(film)).rejects.toMatchObject({ status: 403 });
    const api = apiFor(tokens.premium);
    const id = await api.startDownload(film);
    const link = await api.downloadLink(id);
    expect(link.url).toMatch(/^\/api\/download_file\//);
    await expect(api.downloadLink("x".repeat(43))).rejects.toMatchObject({ status: 410 });
  });

  it("reads the watch-again list page by page, ten a page, and takes a film off it", async () => {
    const api = apiFor(tokens.premium);
    const first = await api.watchAgain(1, 10);
    expect(first.data).toHaveLength(10);
    expect(first.meta.last_page).toBe(2);
    const film = first.data[0]?.movie_id ?? 0;
    await api.removeWatchAgain(film);
    expect((await api.watchAgain(1, 10)).data.map((item) => item.movie_id)).not.toContain(film);
    await expect(api.removeWatchAgain(film)).rejects.toMatchObject({ status: 404 });
  });
});
