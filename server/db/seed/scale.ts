/**
 * A scaled catalogue to measure search at size: `films` generated films and `films / 5`
 * generated people on top of the seeded catalogue (option `seedScale` of startServer, or
 * CINEMA_SEED_SCALE). One transaction (the seed's), statements prepared once. Scaled films carry
 * art and a trailer but no film stream: they exist to measure search.
 */
import type { PersonType } from "../../../src/core/schema/person.ts";
import { artUrl, TRAILER_HLS } from "../../mediaPaths.ts";
import type { Db } from "../connection.ts";
import type { Rng } from "./prng.ts";
import { ADJECTIVES, FIRST_NAMES, isoDate, LAST_NAMES, NOUNS, slugify } from "./text.ts";

/** People added per film of the scale (100,000 films: 20,000 people). */
export const FILMS_PER_SCALED_PERSON = 5;

/** The scale from the environment: a positive whole number of films, else none. */
export function seedScaleFromEnv(value: string | undefined): number {
  const scale = Number(value ?? "");
  return Number.isSafeInteger(scale) && scale > 0 ? scale : 0;
}

const SYLLABLES = [
  "ka",
  "lo",
  "ri",
  "ve",
  "mar",
  "sel",
  "to",
  "na",
  "bri",
  "del",
  "quin",
  "for",
  "lu",
  "sa",
  "tem",
  "or",
  "vi",
  "dan",
  "el",
  "ro",
  "cas",
  "mi",
  "ber",
  "no",
  "ta",
  "lin",
  "go",
  "res",
];
/** The seeded titles' words, so real titles and made-up ones share a vocabulary. */
const TITLE_WORDS = [...ADJECTIVES, ...NOUNS];
const SHAPES = [
  (a: string, b: string) => `The ${a} ${b}`,
  (a: string, b: string) => `${a} ${b}`,
  (a: string, b: string, c: string) => `${a} ${b} of ${c}`,
  (a: string, _b: string, c: string) => `A ${a} in ${c}`,
  (a: string, b: string, c: string) => `${c} and the ${a} ${b}`,
];
const PERSON_TYPES: readonly [PersonType, number][] = [
  ["performers", 0.7],
  ["directors", 0.1],
  ["producers", 0.05],
  ["photographers", 0.05],
  ["guest-stars", 0.05],
  ["artists", 0.05],
];

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A made-up word of 2 or 3 syllables ("Kaloris"). */
const madeUpWord = (rng: Rng) =>
  capitalise(Array.from({ length: rng.int(2, 3) }, () => rng.pick(SYLLABLES)).join(""));

/** Common words are picked more often than rare ones (a skewed draw, like real titles). */
const skewedPick = <T>(rng: Rng, items: readonly T[]): T => {
  const draw = rng.next();
  return items[Math.floor(draw * draw * items.length)] ?? (items[0] as T);
};

/** `count` distinct items of a large list, without copying it. */
const distinctPicks = <T>(rng: Rng, items: readonly T[], count: number): T[] => {
  const picked = new Set<T>();
  while (picked.size < Math.min(count, items.length)) picked.add(rng.pick(items));
  return [...picked];
};

const personType = (rng: Rng): PersonType => {
  let draw = rng.next();
  for (const [type, share] of PERSON_TYPES) {
    if (draw < share) return type;
    draw -= share;
  }
  return "performers";
};

export interface ScaleReport {
  readonly films: number;
  readonly people: number;
  readonly ms: number;
}

/** Adds `films` films and `films / 5` people; call inside the seed's transaction. */
export function seedScaledCatalogue(
  db: Db,
  rng: Rng,
  films: number,
  tagIds: readonly number[],
  now: () => number = performance.now.bind(performance),
): ScaleReport {
  const started = now();
  const peopleCount = Math.max(1, Math.floor(films / FILMS_PER_SCALED_PERSON));
  const maxId = (table: string) =>
    (db.prepare(`SELECT coalesce(max(id), 0) AS id FROM ${table}`).get() as { id: number }).id;

  const insertPerson = db.prepare(`INSERT INTO persons (id, slug, type, name, last_name, gender,
    poster_image, vip_person, links_json) VALUES (?, ?, ?, ?, ?, ?, ?, 0, '[]')`);
  const firstNames = [...FIRST_NAMES, ...Array.from({ length: 400 }, () => madeUpWord(rng))];
  const lastNames = [...LAST_NAMES, ...Array.from({ length: 2_000 }, () => madeUpWord(rng))];
  const performers: number[] = [];
  const directors: number[] = [];
  let personId = maxId("persons");
  for (let i = 0; i < peopleCount; i++) {
    personId += 1;
    const type = personType(rng);
    const name = skewedPick(rng, firstNames);
    const lastName = skewedPick(rng, lastNames);
    const slug = `${slugify(`${name} ${lastName}`)}-${personId}`;
    insertPerson.run(
      personId,
      slug,
      type,
      name,
      lastName,
      rng.pick(["female", "male", "non-binary"]),
      artUrl("person", "photo", slug),
    );
    if (type === "directors") directors.push(personId);
    else if (type === "performers" || type === "guest-stars") performers.push(personId);
  }
  if (directors.length === 0) directors.push(personId);
  if (performers.length === 0) performers.push(personId);

  const insertMovie = db.prepare(`INSERT INTO movies (id, slug, title, status, user_level,
    is_free, release_date, director_id, length, featured, is_compilation, short_synopsis,
    cover_picture, poster_picture, trailer_path, labels_json, subtitles_json,
    scene_markers_json, price_cents, rating, sold, views_recent, views_ever, recommended,
    featured_order, sort_default)
    VALUES (?, ?, ?, 'Published', ?, ?, ?, ?, ?, 0, 0, NULL, ?, ?, ?, '[]', '[]', '[]', ?, ?,
    ?, ?, ?, ?, 0, ?)`);
  const addPerformer = db.prepare(
    "INSERT INTO movie_performers (movie_id, person_id, position) VALUES (?, ?, ?)",
  );
  const addTag = db.prepare("INSERT INTO movie_tags (movie_id, tag_id) VALUES (?, ?)");
  const vocabulary = [...TITLE_WORDS, ...Array.from({ length: 3_000 }, () => madeUpWord(rng))];
  let movieId = maxId("movies");
  for (let i = 0; i < films; i++) {
    movieId += 1;
    const shape = rng.pick(SHAPES);
    const title = shape(
      skewedPick(rng, vocabulary),
      skewedPick(rng, vocabulary),
      skewedPick(rng, vocabulary),
    );
    const slug = `${slugify(title)}-${movieId}`;
    const userLevel = rng.int(0, 2);
    insertMovie.run(
      movieId,
      slug,
      title,
      userLevel,
      userLevel === 2 ? 1 : 0,
      isoDate(rng, 1990, 2025),
      rng.pick(directors),
      rng.int(70, 140),
      artUrl("movie", "cover", slug),
      artUrl("movie", "poster", slug),
      TRAILER_HLS,
      rng.pick([499, 699, 899, 999]),
      Math.round((2 + rng.next() * 3) * 10) / 10,
      rng.int(0, 5_000),
      rng.int(0, 2_000),
      rng.int(0, 250_000),
      rng.int(0, 100),
      movieId,
    );
    distinctPicks(rng, performers, rng.int(1, 3)).forEach((id, position) => {
      addPerformer.run(movieId, id, position);
    });
    for (const tagId of rng.sample(tagIds, rng.int(1, 2))) addTag.run(movieId, tagId);
  }
  return { films, people: peopleCount, ms: Math.round(now() - started) };
}
