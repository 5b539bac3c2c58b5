import type { Rng } from "./prng.ts";

export const slugify = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const ADJECTIVES = [
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
const NOUNS = [
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
const PLACES = [
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

/** Unique, fictional, generic film titles; the first is "The Quiet Harbour". */
export function filmTitles(rng: Rng, count: number): string[] {
  const titles = new Set<string>(["The Quiet Harbour"]);
  while (titles.size < count) {
    const adjective = rng.pick(ADJECTIVES);
    const noun = rng.pick(NOUNS);
    const form = rng.int(0, 3);
    titles.add(
      form === 0
        ? `The ${adjective} ${noun}`
        : form === 1
          ? `${adjective} ${noun}`
          : form === 2
            ? `A ${noun} in ${rng.pick(PLACES)}`
            : `${noun}s of ${rng.pick(PLACES)}`,
    );
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
