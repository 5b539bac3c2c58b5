import { artUrl, TRAILER_HLS } from "../../mediaPaths.ts";
import type { Db } from "../connection.ts";
import { FILM_COUNT, filmLevel, insertMovie } from "./movies.ts";
import type { PeopleByType } from "./people.ts";
import type { Rng } from "./prng.ts";
import { isoDate, paragraph, sentence, slugify } from "./text.ts";

const SERIES_TITLES = [
  "Harbour Lights",
  "The Orchard House",
  "Letters from Vienna",
  "Night Train Stories",
  "The Lighthouse Keepers",
  "Summer in Seville",
  "The Paper Atlas",
  "Echoes of the Valley",
];

/**
 * Seeds 8 series with seasons and episodes; every episode is a movie too. Exactly one
 * episode (the last of the first series) is an "Upcoming Release". Returns the movie ids.
 */
export function seedSeries(
  db: Db,
  rng: Rng,
  people: PeopleByType,
  tagIds: readonly number[],
): number[] {
  const insertSeries = db.prepare(`INSERT INTO series (id, slug, title, outstanding_text,
    release_date, is_original, synopsis, short_synopsis, pic_cover, pic_poster,
    pic_cover_title, pic_info_title, pic_banner, pic_banner_mobile, pic_series_detail,
    pic_mobile_detail, trailer_path, behind_scenes_path)
    VALUES (@id, @slug, @title, @outstanding, @releaseDate, @isOriginal, @synopsis,
    @shortSynopsis, @cover, @poster, @coverTitle, @infoTitle, @banner, @bannerMobile,
    @detail, @mobileDetail, @trailer, @behindScenes)`);
  const addTag = db.prepare("INSERT INTO series_tags (series_id, tag_id) VALUES (?, ?)");
  const addPerformer = db.prepare(
    "INSERT INTO series_performers (series_id, person_id, position) VALUES (?, ?, ?)",
  );
  const addEpisode = db.prepare(
    "INSERT INTO episodes (series_id, season, episode, status, movie_id) VALUES (?, ?, ?, ?, ?)",
  );
  let movieId = FILM_COUNT;
  let episodeId = 0;
  const movieIds: number[] = [];
  SERIES_TITLES.forEach((title, index) => {
    const id = index + 1;
    const slug = slugify(title);
    insertSeries.run({
      id,
      slug,
      title,
      outstanding: index % 2 === 0 ? "New season" : null,
      releaseDate: isoDate(rng, 2018, 2025),
      isOriginal: index < 4 ? 1 : 0,
      synopsis: paragraph(rng, 3),
      shortSynopsis: sentence(rng),
      cover: artUrl("series", "cover", slug),
      poster: artUrl("series", "poster", slug),
      coverTitle: artUrl("series", "title", slug),
      infoTitle: artUrl("series", "info", slug),
      banner: artUrl("series", "banner", slug),
      bannerMobile: artUrl("series", "banner-mobile", slug),
      detail: artUrl("series", "detail", slug),
      mobileDetail: artUrl("series", "mobile", slug),
      trailer: TRAILER_HLS,
      behindScenes: index % 3 === 0 ? TRAILER_HLS : null,
    });
    for (const tagId of rng.sample(tagIds, 2)) addTag.run(id, tagId);
    rng.sample(people.performers, 3).forEach((personId, position) => {
      addPerformer.run(id, personId, position);
    });
    const seasons = index % 2 === 0 ? 2 : 1;
    for (let season = 1; season <= seasons; season++) {
      for (let episode = 1; episode <= 3; episode++) {
        movieId += 1;
        episodeId += 1;
        const upcoming = index === 0 && season === seasons && episode === 3;
        insertMovie(
          db,
          rng,
          {
            id: movieId,
            slug: `${slug}-s${season}-e${episode}`,
            title: `${title}: Season ${season}, Episode ${episode}`,
            status: upcoming ? "Upcoming Release" : "Published",
            userLevel: episode === 1 && season === 1 ? 2 : filmLevel(rng, 3),
            seriesId: id,
            episodeId,
          },
          people,
          tagIds,
        );
        addEpisode.run(id, season, episode, upcoming ? "Upcoming Release" : "Published", movieId);
        movieIds.push(movieId);
      }
    }
  });
  return movieIds;
}
