/** Landing pages with their items and plan group (migration 9). */
import type { Landing, LandingItem } from "../../../src/core/schema/landing.ts";
import type { Db } from "../connection.ts";
import { bool, num, type Row, reqNum, reqStr, str } from "./rows.ts";
import { siteRepository } from "./site.ts";

const toItem = (row: Row): LandingItem => ({
  id: reqNum(row.id),
  type: reqStr(row.type) as LandingItem["type"],
  title: str(row.title),
  text_position: reqStr(row.text_position) as LandingItem["text_position"],
  text_position_mobile: reqStr(row.text_position_mobile) as LandingItem["text_position_mobile"],
  text_width: num(row.text_width),
  text: str(row.text),
  thank_you_text: str(row.thank_you_text),
  text_color: str(row.text_color),
  button_text: str(row.button_text),
  button_color: str(row.button_color),
  button_custom_link: str(row.button_custom_link),
  background_color: str(row.background_color),
  poster_image: str(row.poster_image),
  poster_mobile_image: str(row.poster_mobile_image),
  full_screen: bool(row.full_screen),
  show_full_screen: bool(row.show_full_screen),
  video_path: str(row.video_path),
  info_banner_type: str(row.info_banner_type) as LandingItem["info_banner_type"],
});

export function landingsRepository(db: Db) {
  const site = siteRepository(db);
  const bySlug = db.prepare("SELECT * FROM landings WHERE slug = ?");
  const items = db.prepare(
    "SELECT * FROM landing_items WHERE landing_id = ? ORDER BY position, id",
  );
  const group = db.prepare("SELECT promo_url FROM plan_groups WHERE id = ?");

  const planGroup = (id: number | null) => {
    if (id === null) return null;
    const row = group.get(id) as Row | undefined;
    if (!row) return null;
    return site.planGroups(str(row.promo_url)).find((g) => g.id === id) ?? null;
  };

  return {
    bySlug: (slug: string): Landing | null => {
      const row = bySlug.get(slug) as Row | undefined;
      if (!row) return null;
      return {
        id: reqNum(row.id),
        slug: reqStr(row.slug),
        title: reqStr(row.title),
        show_header: bool(row.show_header),
        show_footer: bool(row.show_footer),
        promo_url: str(row.promo_url),
        button_default_color: str(row.button_default_color),
        button_header_text: str(row.button_header_text),
        group_plan: planGroup(num(row.plan_group_id)),
        items: (items.all(row.id) as Row[]).map(toItem),
      };
    },
  };
}
