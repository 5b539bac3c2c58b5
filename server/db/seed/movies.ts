import {
  artUrl,
  FILM_LENGTH_S,
  openFilmHls,
  SUBTITLE_LANGUAGES,
  subtitleUrl,
  THUMBNAILS_VTT,
  TRAILER_HLS,
} from "../../mediaPaths.ts";
import type { Db } from "../connection.ts";
import type { PeopleByType } from "./people.ts";
import type { Rng } from "./prng.ts";
import { isoDate, paragraph, sentence } from "./text.ts";

export const FILM_COUNT = 120;

const SCENE_TITLES = ["Opening", "The Meeting", "Storm", "Confession", "Finale"];
const LABELS = ["New", "4K", "Exclusive", "Award Winner", "Subtitled"];

export interface MovieSeed {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly status: string | null;
  readonly userLevel: 0 | 1 | 2;
  readonly seriesId: number | null;
  readonly episodeId: number | null;
}

const STATUS_POOL: readonly (string | null)[] = ["Draft", "", null];

/** A status: mostly "Published", sometimes "Draft", "" or null (spec: empty plays too). */
export function filmStatus(rng: Rng, index: number): string | null {
  if (index < 10) return "Published";
  return rng.chance(0.88) ? "Published" : rng.pick(STATUS_POOL);
}

/** A level: 0 paid (most), 1 registered, 2 free; the first three cover each level. */
export function filmLevel(rng: Rng, index: number): 0 | 1 | 2 {
  if (index < 3) return ([0, 1, 2] as const)[index] ?? 0;
  const draw = rng.next();
  return draw < 0.6 ? 0 : draw < 0.85 ? 1 : 2;
}

/** Inserts one movie row (a film or an episode) with every field; performers and tags too. */
export function insertMovie(
  db: Db,
  rng: Rng,
  movie: MovieSeed,
  people: PeopleByType,
  tagIds: readonly number[],
): void {
  const statement = db.prepare(`INSERT INTO movies (id, slug, title, status, user_level,
    is_free, series_id, episode_id, movie_id, release_date, production_date, director_id,
    photographer_id, producer_id, length, featured, is_compilation, synopsis, short_synopsis,
    cover_picture, poster_picture, cover_title_picture, info_title_picture,
    mobile_detail_picture, bts_poster_picture, trailer_path, behind_scenes_path, video_header,
    album, confession, labels_json, stream_rtmp, stream_ahls, stream_dash, subtitles_json,
    thumbnails_url, scene_markers_json, price_cents, rating, sold, views_recent, views_ever,
    recommended, featured_order, sort_default)
    VALUES (@id, @slug, @title, @status, @userLevel, @isFree, @seriesId, @episodeId, @movieId,
    @releaseDate, @productionDate, @directorId, @photographerId, @producerId, @length,
    @featured, @isCompilation, @synopsis, @shortSynopsis, @cover, @poster, @coverTitle,
    @infoTitle, @mobileDetail, @btsPoster, @trailer, @behindScenes, @videoHeader, @album,
    @confession, @labels, NULL, @ahls, NULL, @subtitles, @thumbnails, @markers, @price,
    @rating, @sold, @viewsRecent, @viewsEver, @recommended, @featuredOrder, @sortDefault)`);
  const { slug } = movie;
  const releaseDate = isoDate(rng, 2012, 2025);
  const isEpisode = movie.seriesId !== null;
  const featured = !isEpisode && rng.chance(0.15);
  const hasBts = rng.chance(0.4);
  const markers = rng
    .sample(SCENE_TITLES, rng.int(3, 5))
    .map((title, i) => ({ title, start_time: i * 8 + rng.int(0, 3) }));
  const isFree = movie.userLevel === 2 || rng.chance(0.05);
  statement.run({
    id: movie.id,
    slug,
    title: movie.title,
    status: movie.status,
    userLevel: movie.userLevel,
    isFree: isFree ? 1 : 0,
    seriesId: movie.seriesId,
    episodeId: movie.episodeId,
    movieId: isEpisode ? movie.id : null,
    releaseDate,
    productionDate: `${Number(releaseDate.slice(0, 4)) - 1}${releaseDate.slice(4)}`,
    directorId: rng.pick(people.directors),
    photographerId: rng.chance(0.7) ? rng.pick(people.photographers) : null,
    producerId: rng.chance(0.6) ? rng.pick(people.producers) : null,
    length: rng.int(78, 128),
    featured: featured ? 1 : 0,
    isCompilation: !isEpisode && rng.chance(0.05) ? 1 : 0,
    synopsis: paragraph(rng, 3),
    shortSynopsis: sentence(rng),
    cover: artUrl("movie", "cover", slug),
    poster: artUrl("movie", "poster", slug),
    coverTitle: artUrl("movie", "title", slug),
    infoTitle: artUrl("movie", "info", slug),
    mobileDetail: artUrl("movie", "mobile", slug),
    btsPoster: hasBts ? artUrl("movie", "bts", slug) : null,
    trailer: TRAILER_HLS,
    behindScenes: hasBts ? TRAILER_HLS : null,
    videoHeader: featured ? TRAILER_HLS : null,
    album: rng.chance(0.1) ? `${movie.title} (Original Soundtrack)` : null,
    confession: null,
    labels: JSON.stringify(rng.sample(LABELS, rng.int(0, 2))),
    // Only a free film's stream is open; the others come signed from /movies/{id}/play.
    ahls: isFree ? openFilmHls(movie.id) : null,
    subtitles: JSON.stringify(
      SUBTITLE_LANGUAGES.map((s) => ({ ...s, url: subtitleUrl(s.language) })),
    ),
    thumbnails: THUMBNAILS_VTT,
    markers: JSON.stringify(markers.filter((m) => m.start_time < FILM_LENGTH_S)),
    price: rng.pick([499, 699, 899, 999, 1299, 1499]),
    rating: Math.round((2.5 + rng.next() * 2.5) * 10) / 10,
    sold: rng.int(0, 5000),
    viewsRecent: rng.int(0, 2000),
    viewsEver: rng.int(100, 250000),
    recommended: rng.int(0, 100),
    featuredOrder: featured ? rng.int(1, 1000) : 0,
    sortDefault: movie.id,
  });
  const performerPool = [...people.performers, ...people.couples, ...people["guest-stars"]];
  const addPerformer = db.prepare(
    "INSERT INTO movie_performers (movie_id, person_id, position) VALUES (?, ?, ?)",
  );
  rng.sample(performerPool, rng.int(1, 4)).forEach((personId, position) => {
    addPerformer.run(movie.id, personId, position);
  });
  const addTag = db.prepare("INSERT INTO movie_tags (movie_id, tag_id) VALUES (?, ?)");
  for (const tagId of rng.sample(tagIds, rng.int(1, 3))) addTag.run(movie.id, tagId);
}

/** Four similar films per movie, chosen among the films. */
export function seedSimilar(db: Db, rng: Rng, movieIds: readonly number[], filmIds: number[]) {
  const insert = db.prepare(
    "INSERT INTO movie_similar (movie_id, similar_id, position) VALUES (?, ?, ?)",
  );
  for (const id of movieIds) {
    rng
      .sample(
        filmIds.filter((other) => other !== id),
        4,
      )
      .forEach((similarId, position) => {
        insert.run(id, similarId, position);
      });
  }
}
