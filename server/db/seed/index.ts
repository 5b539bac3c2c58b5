import type { Db } from "../connection.ts";
import { seedAccounts } from "./accounts.ts";
import { FILM_COUNT, filmLevel, filmStatus, insertMovie, seedSimilar } from "./movies.ts";
import { seedPeople, seedTags } from "./people.ts";
import { seedPlans } from "./plans.ts";
import { makeRng } from "./prng.ts";
import { seedSeries } from "./series.ts";
import { seedSettings } from "./settings.ts";
import { filmTitles, slugify } from "./text.ts";

const SEED = 20_240_601;

export const isSeeded = (db: Db) =>
  db.prepare("SELECT 1 FROM meta WHERE key = 'seeded'").get() !== undefined;

/** Seeds a new database in one transaction (deterministic: a seeded PRNG, no Math.random). */
export function seed(db: Db, nowIso: string): void {
  db.transaction(() => {
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
    seedSettings(db);
    seedPlans(db);
    seedAccounts(db, nowIso);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(nowIso);
  })();
}
