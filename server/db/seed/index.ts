import type { Db } from "../connection.ts";
import { rebuildSearchIndex } from "../searchIndex.ts";
import { seedAccounts, seedWatchedFilms } from "./accounts.ts";
import { seedComments } from "./comments.ts";
import { FILM_COUNT, filmLevel, filmStatus, insertMovie, seedSimilar } from "./movies.ts";
import { seedPeople, seedTags } from "./people.ts";
import { seedPlans } from "./plans.ts";
import { makeRng } from "./prng.ts";
import { type ScaleReport, seedScaledCatalogue } from "./scale.ts";
import { seedSeries } from "./series.ts";
import { seedSettings } from "./settings.ts";
import { seedSiteContent } from "./site.ts";
import { filmTitles, slugify } from "./text.ts";

const SEED = 20_240_601;

export const isSeeded = (db: Db) =>
  db.prepare("SELECT 1 FROM meta WHERE key = 'seeded'").get() !== undefined;

/** A film title with diacritics: folded search ("eclair" finds it) has a real case. */
export const ACCENTED_FILM_TITLE = "Éclair de Minuit";

export interface SeedOptions {
  /** Adds this many generated films and a fifth as many people (see scale.ts). */
  readonly scale?: number;
}

export interface SeedReport {
  readonly scaled: ScaleReport | null;
  /** Time spent rebuilding the search index. */
  readonly searchIndexMs: number;
}

/** Seeds a new database in one transaction (deterministic: a seeded PRNG, no Math.random). */
export function seed(db: Db, nowIso: string, options: SeedOptions = {}): SeedReport {
  return db.transaction((): SeedReport => {
    const rng = makeRng(SEED);
    const tagIds = seedTags(db, rng);
    const people = seedPeople(db, rng);
    const filmIds: number[] = [];
    filmTitles(rng, FILM_COUNT).forEach((title, index) => {
      const id = index + 1;
      insertMovie(
        db,
        rng,
        {
          id,
          slug: slugify(title),
          title,
          status: filmStatus(rng, index),
          userLevel: filmLevel(rng, index),
          seriesId: null,
          episodeId: null,
        },
        people,
        tagIds,
      );
      filmIds.push(id);
    });
    const episodeIds = seedSeries(db, rng, people, tagIds);
    seedSimilar(db, rng, [...filmIds, ...episodeIds], filmIds);
    const accentedId = FILM_COUNT + episodeIds.length + 1;
    insertMovie(
      db,
      rng,
      {
        id: accentedId,
        slug: slugify(ACCENTED_FILM_TITLE),
        title: ACCENTED_FILM_TITLE,
        status: "Published",
        userLevel: 1,
        seriesId: null,
        episodeId: null,
      },
      people,
      tagIds,
    );
    seedSimilar(db, rng, [accentedId], filmIds);
    seedSettings(db);
    seedPlans(db);
    seedAccounts(db, nowIso);
    seedWatchedFilms(db, nowIso);
    seedComments(db, Date.parse(nowIso));
    seedSiteContent(db, Date.parse(nowIso));
    const scaled = options.scale
      ? seedScaledCatalogue(db, makeRng(SEED + 1), options.scale, tagIds)
      : null;
    const indexing = performance.now();
    rebuildSearchIndex(db);
    const searchIndexMs = Math.round(performance.now() - indexing);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(nowIso);
    return { scaled, searchIndexMs };
  })();
}
