/** Promo bars, countdowns, banners, the CTA banner, small banners and logos (migration 9). */

import { type PromoViewer, promoAccessAllows } from "../../../src/core/promos.ts";
import type {
  Banner,
  BannerSlide,
  BannerType,
  CountdownAccessLevel,
  CountdownPromo,
  CtaBanner,
  Logo,
  PromoBar,
  PromoDevice,
  PromoPosition,
  SlideResource,
  SmallBanner,
} from "../../../src/core/schema/promos.ts";
import type { Db } from "../connection.ts";
import { bool, num, type Row, reqNum, reqStr, str } from "./rows.ts";

const toPromoBar = (row: Row): PromoBar => ({
  id: reqNum(row.id),
  name: reqStr(row.name),
  content: reqStr(row.content),
  background_color: reqStr(row.background_color),
  text_color: reqStr(row.text_color),
  link: str(row.link),
  device: reqStr(row.device) as PromoDevice,
  position: reqStr(row.position) as PromoPosition,
});

/**
 * When a countdown runs, seen at `now`: a repeating one rolls forward to its next run (its
 * promo date the first one after `now`); a one-off keeps its dates.
 */
export function countdownWindow(
  startAt: number,
  promoAt: number,
  repeatEveryMs: number | null,
  now: number,
): { readonly startAt: number; readonly promoAt: number } {
  if (repeatEveryMs === null || repeatEveryMs <= 0 || promoAt > now) return { startAt, promoAt };
  const periods = Math.floor((now - promoAt) / repeatEveryMs) + 1;
  const shift = periods * repeatEveryMs;
  return { startAt: startAt + shift, promoAt: promoAt + shift };
}

/** Who is looking, for the promotions' access levels. */
export type CountdownViewer = PromoViewer;

const SLIDE_RESOURCE_SQL: Readonly<Record<SlideResource["model_type"], string>> = {
  Movie: "SELECT id, slug, title, status, NULL AS person_type FROM movies WHERE id = ?",
  Series: "SELECT id, slug, title, NULL AS status, NULL AS person_type FROM series WHERE id = ?",
  Tag: "SELECT id, slug, title, NULL AS status, NULL AS person_type FROM tags WHERE id = ?",
  Person:
    "SELECT id, slug, TRIM(name || ' ' || COALESCE(last_name, '')) AS title, NULL AS status, type AS person_type FROM persons WHERE id = ?",
};

export function promosRepository(db: Db) {
  const bars = db.prepare("SELECT * FROM promo_bars ORDER BY sort_order, id");
  const countdowns = db.prepare(
    "SELECT * FROM countdown_promos WHERE status = 'active' ORDER BY id",
  );
  const bannerByType = db.prepare("SELECT * FROM banners WHERE type = ?");
  const slides = db.prepare(
    "SELECT * FROM banner_slides WHERE banner_id = ? ORDER BY sort_order, id",
  );
  const resourceSql = Object.fromEntries(
    Object.entries(SLIDE_RESOURCE_SQL).map(([type, sql]) => [type, db.prepare(sql)]),
  ) as Record<SlideResource["model_type"], ReturnType<Db["prepare"]>>;
  const cta = db.prepare("SELECT * FROM cta_banners WHERE active = 1 ORDER BY id LIMIT 1");
  const small = db.prepare("SELECT * FROM small_banners ORDER BY sort_order, id");
  const logos = db.prepare("SELECT * FROM logos ORDER BY sort_order, id");

  const resourceOf = (row: Row): SlideResource | null => {
    const type = str(row.resource_type) as SlideResource["model_type"] | null;
    const id = num(row.resource_id);
    if (type === null || id === null) return null;
    const found = resourceSql[type].get(id) as Row | undefined;
    if (!found) return null;
    return {
      model_type: type,
      id,
      slug: reqStr(found.slug),
      title: reqStr(found.title),
      status: str(found.status),
      person_type: str(found.person_type),
    };
  };

  const toSlide = (row: Row): BannerSlide => ({
    id: reqNum(row.id),
    order: reqNum(row.sort_order),
    title: reqStr(row.title),
    subtitle: str(row.subtitle),
    button_text: str(row.button_text),
    link: str(row.link),
    resource: resourceOf(row),
    images: {
      banner_image: str(row.banner_image),
      banner_image_mobile: str(row.banner_image_mobile),
      poster_image: str(row.poster_image),
      poster_mobile_image: str(row.poster_mobile_image),
      cover_picture: str(row.cover_picture),
      mobile_detail_picture: str(row.mobile_detail_picture),
    },
  });

  return {
    /** The promo bars `viewer` may see (their access level), in order. */
    promoBars: (viewer: PromoViewer): PromoBar[] =>
      (bars.all() as Row[])
        .filter((row) =>
          promoAccessAllows(reqStr(row.access_level) as CountdownAccessLevel, viewer),
        )
        .map(toPromoBar),
    /** Active countdowns running at `now` that `viewer` may see, soonest first. */
    countdowns: (now: number, viewer: CountdownViewer): CountdownPromo[] =>
      (countdowns.all() as Row[])
        .map((row) => ({
          row,
          window: countdownWindow(
            reqNum(row.start_at),
            reqNum(row.promo_at),
            num(row.repeat_every_ms),
            now,
          ),
        }))
        .filter(
          ({ row, window }) =>
            window.startAt <= now &&
            window.promoAt > now &&
            promoAccessAllows(reqStr(row.access_level) as CountdownAccessLevel, viewer),
        )
        .sort((a, b) => a.window.promoAt - b.window.promoAt)
        .map(({ row, window }) => ({
          id: reqNum(row.id),
          title: reqStr(row.title),
          description: str(row.description),
          background_color: reqStr(row.background_color),
          text_color: reqStr(row.text_color),
          custom_link: str(row.custom_link),
          access_level: reqStr(row.access_level) as CountdownAccessLevel,
          device: reqStr(row.device) as PromoDevice,
          position: reqStr(row.position) as PromoPosition,
          status: "active",
          start_date: new Date(window.startAt).toISOString(),
          promo_date: new Date(window.promoAt).toISOString(),
        })),
    banner: (type: BannerType): Banner | null => {
      const row = bannerByType.get(type) as Row | undefined;
      if (!row) return null;
      return {
        id: reqNum(row.id),
        type,
        show_plan: bool(row.show_plan),
        slides: (slides.all(row.id) as Row[]).map(toSlide),
      };
    },
    ctaBanner: (): CtaBanner | null => {
      const row = cta.get() as Row | undefined;
      if (!row) return null;
      return {
        id: reqNum(row.id),
        title: reqStr(row.title),
        text: str(row.text),
        button_text: reqStr(row.button_text),
        link: reqStr(row.link),
        background_image: reqStr(row.background_image),
        background_image_mobile: reqStr(row.background_image_mobile),
      };
    },
    smallBanners: (): SmallBanner[] =>
      (small.all() as Row[]).map((row) => ({
        id: reqNum(row.id),
        order: reqNum(row.sort_order),
        title: reqStr(row.title),
        text: str(row.text),
        link: reqStr(row.link),
        image: reqStr(row.image),
        image_mobile: reqStr(row.image_mobile),
      })),
    logos: (): Logo[] =>
      (logos.all() as Row[]).map((row) => ({
        id: reqNum(row.id),
        kind: reqStr(row.kind) as Logo["kind"],
        name: reqStr(row.name),
        image: reqStr(row.image),
        url: str(row.url),
        order: num(row.sort_order),
      })),
  };
}
export type PromosRepository = ReturnType<typeof promosRepository>;
