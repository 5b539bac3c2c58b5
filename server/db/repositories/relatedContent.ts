/** Interviews, behind the scenes and chapters of films and series (migration 9). */
import type { RelatedContent } from "../../../src/core/schema/relatedContent.ts";
import type { Db } from "../connection.ts";
import { bool, json, type Row, reqNum, reqStr, str } from "./rows.ts";

const toRelated = (row: Row): RelatedContent => ({
  id: reqNum(row.id),
  model_type: reqStr(row.model_type) as RelatedContent["model_type"],
  model_id: reqNum(row.model_id),
  type: reqStr(row.type) as RelatedContent["type"],
  channels: json(row.channels_json, []),
  title: reqStr(row.title),
  short_desc: str(row.short_desc),
  desc: str(row.desc),
  people: json(row.people_json, []),
  poster_image: str(row.poster_image),
  mobile_poster_image: str(row.mobile_poster_image),
  video_path: reqStr(row.video_path),
  created_at: reqStr(row.created_at),
  updated_at: reqStr(row.updated_at),
  order_column: reqNum(row.order_column),
  show_after_trailer: bool(row.show_after_trailer),
  after_video_img: str(row.after_video_img),
});

export function relatedContentRepository(db: Db) {
  const ofOwner = db.prepare(
    "SELECT * FROM related_content WHERE model_type = ? AND model_id = ? ORDER BY order_column, id",
  );
  const byId = db.prepare("SELECT * FROM related_content WHERE id = ?");
  return {
    of: (modelType: "Movie" | "Series", modelId: number): RelatedContent[] =>
      (ofOwner.all(modelType, modelId) as Row[]).map(toRelated),
    byId: (id: number): RelatedContent | null => {
      const row = byId.get(id) as Row | undefined;
      return row ? toRelated(row) : null;
    },
  };
}
