import type { PersonType } from "../../../src/core/schema/person.ts";
import { artUrl } from "../../mediaPaths.ts";
import type { Db } from "../connection.ts";
import type { Rng } from "./prng.ts";
import { FIRST_NAMES, LAST_NAMES, paragraph, slugify } from "./text.ts";

const TAGS: readonly [string, string][] = [
  ["Drama", "category"],
  ["Romance", "category"],
  ["Thriller", "category"],
  ["Comedy", "category"],
  ["Mystery", "category"],
  ["Period Pieces", "category"],
  ["Documentary", "category"],
  ["Noir", "category"],
  ["Road Movies", "category"],
  ["Coastal Stories", "collection"],
  ["Award Winners", "collection"],
  ["Cinema Originals", "collection"],
];

/** Seeds the 12 tags; returns their ids. */
export function seedTags(db: Db, rng: Rng): number[] {
  const insert = db.prepare(`INSERT INTO tags (id, slug, title, sort_order, featured, hidden,
    banner_image, banner_image_mobile, tag_icon, outstanding_text, description, category_type)
    VALUES (@id, @slug, @title, @order, @featured, @hidden, @banner, @bannerMobile, @icon,
    @outstanding, @description, @categoryType)`);
  return TAGS.map(([title, categoryType], index) => {
    const id = index + 1;
    const slug = slugify(title);
    insert.run({
      id,
      slug,
      title,
      order: index + 1,
      // Six categories and two collections are featured (the hidden one is not).
      featured: index < 6 || title === "Coastal Stories" || title === "Cinema Originals" ? 1 : 0,
      hidden: index === TAGS.length - 2 ? 1 : 0,
      banner: artUrl("tag", "banner", slug),
      bannerMobile: artUrl("tag", "banner-mobile", slug),
      icon: artUrl("tag", "icon", slug),
      outstanding: index % 3 === 0 ? `The best of ${title.toLowerCase()}` : null,
      description: paragraph(rng, 2),
      categoryType,
    });
    return id;
  });
}

/** 40 people over every person type. */
const PEOPLE_PER_TYPE: readonly [PersonType, number][] = [
  ["performers", 16],
  ["directors", 6],
  ["producers", 4],
  ["photographers", 4],
  ["ambassadors", 3],
  ["guest-stars", 3],
  ["couples", 2],
  ["artists", 2],
];

export type PeopleByType = Record<PersonType, number[]>;

export function seedPeople(db: Db, rng: Rng): PeopleByType {
  const insert = db.prepare(`INSERT INTO persons (id, slug, type, name, last_name, gender,
    poster_image, cover_photo, cover_photo_mobile, banner_image, banner_image_mobile,
    vip_person, links_json, bio, interview, photographer)
    VALUES (@id, @slug, @type, @name, @lastName, @gender, @poster, @cover, @coverMobile,
    @banner, @bannerMobile, @vip, @links, @bio, @interview, @photographer)`);
  const byType = {} as PeopleByType;
  const used = new Set<string>();
  let id = 0;
  for (const [type, count] of PEOPLE_PER_TYPE) {
    byType[type] = [];
    for (let i = 0; i < count; i++) {
      id += 1;
      let name = "";
      let lastName: string | null = null;
      do {
        name = rng.pick(FIRST_NAMES);
        lastName = type === "couples" ? null : rng.chance(0.1) ? null : rng.pick(LAST_NAMES);
        if (type === "couples") name = `${name} & ${rng.pick(FIRST_NAMES)}`;
      } while (used.has(`${name} ${lastName ?? ""}`));
      used.add(`${name} ${lastName ?? ""}`);
      const slug = slugify(`${name} ${lastName ?? ""}`);
      insert.run({
        id,
        slug,
        type,
        name,
        lastName,
        gender: type === "couples" ? null : rng.pick(["female", "male", "non-binary"]),
        poster: artUrl("person", "photo", slug),
        cover: artUrl("person", "cover", slug),
        coverMobile: artUrl("person", "mobile", slug),
        banner: artUrl("person", "banner", slug),
        bannerMobile: artUrl("person", "banner-mobile", slug),
        vip: type === "ambassadors" && i < 2 ? 1 : 0,
        links: JSON.stringify(
          rng.chance(0.6)
            ? [
                { title: "instagram", url: `https://instagram.example/${slug}` },
                { title: "x", url: `https://x.example/${slug}` },
              ]
            : [],
        ),
        bio: paragraph(rng, 3),
        interview: rng.chance(0.3) ? paragraph(rng, 2) : null,
        photographer: type === "performers" && rng.chance(0.3) ? "Studio Lumen" : null,
      });
      byType[type].push(id);
    }
  }
  return byType;
}
