import type { Tag } from "../../../src/core/schema/tag.ts";
import type { Db } from "../connection.ts";
import { bool, type Row, reqNum, reqStr, str } from "./rows.ts";

const toTag = (row: Row): Tag => ({
  id: reqNum(row.id),
  title: reqStr(row.title),
  slug: reqStr(row.slug),
  order: reqNum(row.sort_order),
  featured: bool(row.featured),
  hidden: bool(row.hidden),
  banner_image: str(row.banner_image),
  banner_image_mobile: str(row.banner_image_mobile),
  tag_icon: str(row.tag_icon),
  outstanding_text: str(row.outstanding_text),
  description: str(row.description),
  category_type: str(row.category_type),
});

export function tagsRepository(db: Db) {
  const all = db.prepare("SELECT * FROM tags ORDER BY sort_order, id");
  const bySlug = db.prepare("SELECT * FROM tags WHERE slug = ?");
  const byId = db.prepare("SELECT * FROM tags WHERE id = ?");
  return {
    all: () => (all.all() as Row[]).map(toTag),
    bySlug: (slug: string) => {
      const row = bySlug.get(slug) as Row | undefined;
      return row ? toTag(row) : null;
    },
    byId: (id: number) => {
      const row = byId.get(id) as Row | undefined;
      return row ? toTag(row) : null;
    },
  };
}
export type TagsRepository = ReturnType<typeof tagsRepository>;
