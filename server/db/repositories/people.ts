import type { Person, PersonSummary, PersonType } from "../../../src/core/schema/person.ts";
import type { Db } from "../connection.ts";
import { bool, json, type Row, reqNum, reqStr, str } from "./rows.ts";

const toSummary = (row: Row): PersonSummary => ({
  model_type: "Person",
  id: reqNum(row.id),
  name: reqStr(row.name),
  last_name: str(row.last_name),
  slug: reqStr(row.slug),
  type: row.type as PersonType,
  poster_image: str(row.poster_image),
});

const toPerson = (row: Row): Person => ({
  ...toSummary(row),
  gender: str(row.gender),
  cover_photo: str(row.cover_photo),
  cover_photo_mobile: str(row.cover_photo_mobile),
  banner_image: str(row.banner_image),
  banner_image_mobile: str(row.banner_image_mobile),
  vip_person: bool(row.vip_person),
  links: json(row.links_json, []),
  bio: str(row.bio),
  interview: str(row.interview),
  photographer: str(row.photographer),
});

export function peopleRepository(db: Db) {
  const countByType = db.prepare("SELECT COUNT(*) AS n FROM persons WHERE type = ?");
  const pageByType = db.prepare(
    "SELECT * FROM persons WHERE type = ? ORDER BY name COLLATE NOCASE, id LIMIT ? OFFSET ?",
  );
  const bySlug = db.prepare("SELECT * FROM persons WHERE type = ? AND slug = ?");
  const byId = db.prepare("SELECT * FROM persons WHERE id = ?");
  // The ids as one JSON array: one statement for any number of them, prepared once.
  const byIds = db.prepare("SELECT * FROM persons WHERE id IN (SELECT value FROM json_each(?))");
  const titleBySlug = db.prepare("SELECT name, last_name FROM persons WHERE slug = ?");
  return {
    count: (type: PersonType) => reqNum((countByType.get(type) as Row).n),
    page: (type: PersonType, limit: number, offset: number) =>
      (pageByType.all(type, limit, offset) as Row[]).map(toPerson),
    bySlug: (type: PersonType, slug: string) => {
      const row = bySlug.get(type, slug) as Row | undefined;
      return row ? toPerson(row) : null;
    },
    byId: (id: number) => {
      const row = byId.get(id) as Row | undefined;
      return row ? toPerson(row) : null;
    },
    summaries: (ids: readonly number[]): Map<number, PersonSummary> => {
      if (ids.length === 0) return new Map();
      const rows = byIds.all(JSON.stringify(ids)) as Row[];
      return new Map(rows.map((row) => [reqNum(row.id), toSummary(row)]));
    },
    titleBySlug: (slug: string) => {
      const row = titleBySlug.get(slug) as Row | undefined;
      return row ? `${reqStr(row.name)} ${str(row.last_name) ?? ""}`.trim() : null;
    },
  };
}
export type PeopleRepository = ReturnType<typeof peopleRepository>;
