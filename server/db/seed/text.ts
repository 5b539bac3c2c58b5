import type { Rng } from "./prng.ts";

export const slugify = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const ADJECTIVES = [
  "Quiet",
  "Silver",
  "Hidden",
  "Last",
  "Northern",
  "Golden",
  "Distant",
  "Crimson",
  "Gentle",
  "Restless",
  "Forgotten",
  "Velvet",
  "Winter",
  "Summer",
  "Burning",
  "Paper",
  "Lonely",
  "Bright",
  "Midnight",
  "Secret",
  "Wandering",
  "Painted",
  "Falling",
  "Second",
];
/** Nouns as they read after an adjective ("The Silver Letters"); two are plural already. */
export const NOUNS = [
  "Harbour",
  "Lanterns",
  "Orchard",
  "Letters",
  "Station",
  "Garden",
  "Lighthouse",
  "Promise",
  "Bridge",
  "River",
  "Season",
  "Waltz",
  "Horizon",
  "Mirror",
  "Carousel",
  "Voyage",
  "Meadow",
  "Window",
  "Echo",
  "Compass",
  "Tide",
  "Atlas",
  "Balcony",
  "Portrait",
];
export const PLACES = [
  "Lisbon",
  "the Valley",
  "Marseille",
  "the Coast",
  "Vienna",
  "the Old Town",
  "Seville",
  "the Islands",
  "Prague",
  "the North",
  "Bologna",
  "the Hills",
];

const PLURAL_NOUNS: ReadonlySet<string> = new Set(["Lanterns", "Letters"]);

/** Plurals the rules below get wrong. */
const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([
  ["Echo", "Echoes"],
  ["Hero", "Heroes"],
  ["Potato", "Potatoes"],
  ["Tomato", "Tomatoes"],
  ["Leaf", "Leaves"],
  ["Wolf", "Wolves"],
  ["Knife", "Knives"],
  ["Child", "Children"],
  ["Man", "Men"],
  ["Woman", "Women"],
]);

export const isPluralNoun = (noun: string) => PLURAL_NOUNS.has(noun);

/** The English plural of a noun: -es after s, x, z, ch, sh; -ies after consonant + y. */
export function pluralOf(noun: string): string {
  if (isPluralNoun(noun)) return noun;
  const irregular = IRREGULAR_PLURALS.get(noun);
  if (irregular) return irregular;
  if (/(?:s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** "A Harbour", "An Echo"; a plural takes no article ("Letters"). */
export const withIndefiniteArticle = (noun: string) =>
  isPluralNoun(noun) ? noun : `${/^[AEIOU]/i.test(noun) ? "An" : "A"} ${noun}`;

/** The title of form 0 to 3 from its words. */
export function titleOf(form: number, adjective: string, noun: string, place: string): string {
  switch (form) {
    case 0:
      return `The ${adjective} ${noun}`;
    case 1:
      return `${adjective} ${noun}`;
    case 2:
      return `${withIndefiniteArticle(noun)} in ${place}`;
    default:
      return `${pluralOf(noun)} of ${place}`;
  }
}

/** Unique, fictional, generic film titles; the first is "The Quiet Harbour". */
export function filmTitles(rng: Rng, count: number): string[] {
  const titles = new Set<string>(["The Quiet Harbour"]);
  while (titles.size < count) {
    const adjective = rng.pick(ADJECTIVES);
    const noun = rng.pick(NOUNS);
    const form = rng.int(0, 3);
    // Forms 2 and 3 name a place (drawn only for them, so the seed stays as it was).
    const place = form >= 2 ? rng.pick(PLACES) : "";
    titles.add(titleOf(form, adjective, noun, place));
  }
  return [...titles];
}

const SENTENCES = [
  "Two strangers meet on the last ferry of the season.",
  "A letter arrives twenty years too late.",
  "An old photograph leads a young architect back to her hometown.",
  "A small orchestra prepares for one final concert.",
  "Friends reunite for a summer that changes everything.",
  "A lighthouse keeper keeps a secret about the night of the storm.",
  "Two rival bakers share one tiny kitchen.",
  "A road trip across the country becomes a journey home.",
  "A painter searches the city for the woman in her dreams.",
  "An unexpected inheritance brings a family back together.",
];

export const sentence = (rng: Rng) => rng.pick(SENTENCES);
export const paragraph = (rng: Rng, count: number) => rng.sample(SENTENCES, count).join(" ");

export const FIRST_NAMES = [
  "Ada",
  "Bruno",
  "Clara",
  "Dario",
  "Elena",
  "Felix",
  "Greta",
  "Hugo",
  "Ines",
  "Jonas",
  "Karla",
  "Leo",
  "Mara",
  "Nico",
  "Olga",
  "Pablo",
  "Rosa",
  "Sven",
  "Tessa",
  "Umberto",
  "Vera",
  "Willem",
  "Xenia",
  "Yusuf",
  "Zoe",
  "Alba",
  "Bastien",
  "Carmen",
  "Dimitri",
  "Esther",
];
export const LAST_NAMES = [
  "Almeida",
  "Berger",
  "Castell",
  "Duval",
  "Eriksen",
  "Ferrand",
  "Garnier",
  "Holm",
  "Iglesias",
  "Jansen",
  "Keller",
  "Laurent",
  "Moreau",
  "Novak",
  "Ortega",
  "Petrov",
  "Quint",
  "Rossi",
  "Sandoval",
  "Torres",
  "Ulrich",
  "Vidal",
  "Weber",
  "Young",
  "Zamora",
];

/** A deterministic ISO date (YYYY-MM-DD) in [fromYear, toYear]. */
export const isoDate = (rng: Rng, fromYear: number, toYear: number) => {
  const y = rng.int(fromYear, toYear);
  const m = String(rng.int(1, 12)).padStart(2, "0");
  const d = String(rng.int(1, 28)).padStart(2, "0");
  return `${y}-${m}-${d}`;
};
