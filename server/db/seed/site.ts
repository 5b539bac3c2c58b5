/**
 * The site's own content (issue 11, migration 9): promo bars, countdowns, banners, the CTA
 * banner, small banners, logos, landings, related content, person info, titles in production,
 * live TV categories and the help centre. Fictional, non-explicit English written for this
 * project; deterministic (its own seeded PRNG, dates from the seed's clock).
 */
import { artUrl, openRelatedHls, TRAILER_HLS } from "../../mediaPaths.ts";
import { siteArtUrl } from "../../routes/art.ts";
import type { Db } from "../connection.ts";
import { SEDUCE_BOOST_ITEMS_SQL } from "../migrations.ts";
import type { Row } from "../repositories/rows.ts";
import { HELP_TOPICS } from "./help.ts";
import { makeRng, type Rng } from "./prng.ts";
import { slugify } from "./text.ts";

const SITE_SEED = 20_250_301;
const DAY_MS = 86_400_000;
const CINEMA_CHANNEL = 2;

/** Whether the site content is there (a database seeded before migration 9 lacks it). */
export const hasSiteContent = (db: Db) =>
  db.prepare("SELECT 1 FROM promo_bars LIMIT 1").get() !== undefined;

/** Seeds the site content once; does nothing when it is already there. */
export function seedSiteContent(db: Db, nowMs: number): void {
  if (hasSiteContent(db)) return;
  db.transaction(() => {
    const rng = makeRng(SITE_SEED);
    seedPromoBars(db);
    seedCountdowns(db, nowMs);
    seedBanners(db);
    seedCtaAndTiles(db);
    seedLogos(db);
    seedLandings(db);
    seedRelatedContent(db, rng, nowMs);
    seedPersonInfo(db, rng);
    seedUpcoming(db, nowMs);
    seedLiveTv(db);
    db.exec(SEDUCE_BOOST_ITEMS_SQL);
    seedHelp(db, nowMs);
  })();
}

type PromoSeed = [
  name: string,
  content: string,
  link: string | null,
  device: string,
  position: string,
  /** Who sees it (spec 000 §3 access_level); all when not given. */
  access?: "all" | "guest" | "member" | "non-premium",
];

const PROMO_BARS: readonly PromoSeed[] = [
  [
    "Spring offer",
    "Spring offer: your first month of Cinema Premium at half price.",
    "/lp/spring-offer",
    "ALL",
    "index",
    "non-premium",
  ],
  [
    "Coast week",
    "New this week: six films from the coast, all in 4K.",
    "/categories/coastal-stories",
    "DESKTOP",
    "movies",
  ],
  [
    "App",
    "Watching on the go? Take your films with you in the Cinema app.",
    "/app",
    "MOBILE",
    "movies",
  ],
  ["Series", "Every series, every season, one subscription.", "/sign-up", "ALL", "series"],
  [
    "Originals",
    "Behind the scenes of every Cinema Original, free for members.",
    "/categories/cinema-originals",
    "DESKTOP",
    "film",
  ],
  ["Cancel", "No commitment: cancel any time from My Account.", null, "ALL", "sign-up"],
  [
    "Directors",
    "Meet the directors: interviews with the people behind the films.",
    "/directors",
    "ALL",
    "directors",
  ],
  [
    "Categories",
    "Can't choose? Try a road movie tonight.",
    "/categories/road-movies",
    "MOBILE",
    "categories",
  ],
];

function seedPromoBars(db: Db): void {
  const insert = db.prepare(`INSERT INTO promo_bars (id, name, content, background_color,
    text_color, link, device, position, sort_order, access_level)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  PROMO_BARS.forEach(([name, content, link, device, position, access = "all"], i) => {
    const colours = i % 2 === 0 ? ["#b3122e", "#ffffff"] : ["#f5f5f7", "#0b1020"];
    insert.run(i + 1, name, content, colours[0], colours[1], link, device, position, i + 1, access);
  });
}

interface CountdownSeed {
  readonly title: string;
  readonly description: string;
  readonly link: string | null;
  readonly access: "all" | "guest" | "member" | "non-premium";
  readonly device: string;
  readonly position: string;
  readonly status: "active" | "inactive";
  /** Days from the seed until the promo date; negative: already over. */
  readonly endsInDays: number;
  readonly lastsDays: number;
  /** Runs again every so many days (null: once). */
  readonly repeatDays: number | null;
}

const COUNTDOWNS: readonly CountdownSeed[] = [
  {
    title: "Spring offer ends in",
    description: "Half price on your first month of Cinema Premium.",
    link: "/lp/spring-offer",
    access: "non-premium",
    device: "ALL",
    position: "index",
    status: "active",
    endsInDays: 5,
    lastsDays: 12,
    repeatDays: 14,
  },
  {
    title: "Members' weekend starts in",
    description: "Two new premieres every evening this weekend.",
    link: "/movies",
    access: "member",
    device: "DESKTOP",
    position: "movies",
    status: "active",
    endsInDays: 2,
    lastsDays: 6,
    repeatDays: 7,
  },
  {
    title: "Season premiere in",
    description: "The new season of Harbour Lights arrives soon.",
    link: "/series/harbour-lights",
    access: "all",
    device: "MOBILE",
    position: "series",
    status: "active",
    endsInDays: 3,
    lastsDays: 6,
    repeatDays: 7,
  },
  {
    title: "Guest pass ends in",
    description: "Sign up today and your first film is on us.",
    link: "/sign-up",
    access: "guest",
    device: "ALL",
    position: "sign-up",
    status: "active",
    endsInDays: 1,
    lastsDays: 3,
    repeatDays: 3,
  },
  {
    title: "Winter sale ends in",
    description: "An offer that has ended (never shown).",
    link: "/sign-up",
    access: "all",
    device: "ALL",
    position: "index",
    status: "active",
    endsInDays: -30,
    lastsDays: 10,
    repeatDays: null,
  },
  {
    title: "Draft countdown",
    description: "A countdown switched off (never shown).",
    link: null,
    access: "all",
    device: "ALL",
    position: "index",
    status: "inactive",
    endsInDays: 4,
    lastsDays: 8,
    repeatDays: 7,
  },
];

function seedCountdowns(db: Db, nowMs: number): void {
  const insert = db.prepare(`INSERT INTO countdown_promos (id, title, description,
    background_color, text_color, custom_link, access_level, device, position, status, start_at,
    promo_at, repeat_every_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  // Whole hours, so the countdowns read well.
  const hour = Math.floor(nowMs / 3_600_000) * 3_600_000;
  COUNTDOWNS.forEach((c, i) => {
    const promoAt = hour + c.endsInDays * DAY_MS;
    insert.run(
      i + 1,
      c.title,
      c.description,
      "#0b1020",
      "#ffffff",
      c.link,
      c.access,
      c.device,
      c.position,
      c.status,
      promoAt - c.lastsDays * DAY_MS,
      promoAt,
      c.repeatDays === null ? null : c.repeatDays * DAY_MS,
    );
  });
}

/** How many slides each banner type gets, and which of them lack an image pair. */
const BANNER_PLAN: readonly [
  type: string,
  showPlan: boolean,
  slides: number,
  unpaired: number[],
][] = [
  ["HOME", true, 5, [2]],
  ["HOME_MIDDLE", false, 3, [1]],
  ["HOME_BOTTOM", false, 2, []],
  ["MOVIES", false, 3, [3]],
  ["SERIES", false, 3, []],
  ["PERFORMERS", false, 2, []],
  ["DIRECTORS", false, 2, [2]],
  ["CATEGORIES", false, 2, []],
  ["LATEST RELEASES", false, 3, []],
];

const SLIDE_SUBTITLES = [
  "A new film every week, in 4K.",
  "Now streaming for members.",
  "The story everyone is talking about.",
  "Watch the first minutes free.",
];

function seedBanners(db: Db): void {
  const films = db
    .prepare(
      "SELECT id, slug, title FROM movies WHERE series_id IS NULL AND status = 'Published' ORDER BY views_ever DESC, id LIMIT 40",
    )
    .all() as Row[];
  const series = db.prepare("SELECT id, slug, title FROM series ORDER BY id").all() as Row[];
  const people = db
    .prepare("SELECT id, slug, name, last_name, type FROM persons ORDER BY id")
    .all() as Row[];
  const tags = db
    .prepare("SELECT id, slug, title FROM tags WHERE hidden = 0 ORDER BY sort_order")
    .all() as Row[];
  const insertBanner = db.prepare("INSERT INTO banners (id, type, show_plan) VALUES (?, ?, ?)");
  const insertSlide = db.prepare(`INSERT INTO banner_slides (id, banner_id, sort_order, slug,
    title, subtitle, button_text, link, resource_type, resource_id, banner_image,
    banner_image_mobile, poster_image, poster_mobile_image, cover_picture, mobile_detail_picture)
    VALUES (@id, @bannerId, @order, @slug, @title, @subtitle, @button, @link, @resourceType,
    @resourceId, @banner, @bannerMobile, @poster, @posterMobile, @cover, @mobileDetail)`);
  let slideId = 0;
  let filmAt = 0;
  BANNER_PLAN.forEach(([type, showPlan, count, unpaired], b) => {
    const bannerId = b + 1;
    insertBanner.run(bannerId, type, showPlan ? 1 : 0);
    for (let i = 1; i <= count; i++) {
      slideId += 1;
      const slug = `slide-${slideId}`;
      const lacksPair = unpaired.includes(i);
      let resource: { type: string; id: number; title: string } | null = null;
      let images: Record<string, string | null>;
      if (type === "SERIES") {
        const s = series[(i - 1) % series.length] as Row;
        resource = { type: "Series", id: s.id as number, title: s.title as string };
        images = {
          banner: artUrl("series", "banner", s.slug as string),
          bannerMobile: artUrl("series", "banner-mobile", s.slug as string),
          poster: artUrl("series", "poster", s.slug as string),
          posterMobile: null,
          cover: null,
          mobileDetail: null,
        };
      } else if (type === "PERFORMERS" || type === "DIRECTORS") {
        const kind = type === "PERFORMERS" ? "performers" : "directors";
        const p = people.filter((row) => row.type === kind)[i - 1] as Row;
        const name = `${p.name as string} ${(p.last_name as string | null) ?? ""}`.trim();
        resource = { type: "Person", id: p.id as number, title: name };
        images = {
          banner: artUrl("person", "banner", p.slug as string),
          bannerMobile: artUrl("person", "banner-mobile", p.slug as string),
          poster: artUrl("person", "photo", p.slug as string),
          posterMobile: null,
          cover: artUrl("person", "cover", p.slug as string),
          mobileDetail: artUrl("person", "mobile", p.slug as string),
        };
      } else if (type === "CATEGORIES") {
        const t = tags[i - 1] as Row;
        resource = { type: "Tag", id: t.id as number, title: t.title as string };
        images = {
          banner: artUrl("tag", "banner", t.slug as string),
          bannerMobile: artUrl("tag", "banner-mobile", t.slug as string),
          poster: null,
          posterMobile: null,
          cover: null,
          mobileDetail: null,
        };
      } else if (type === "HOME" && i === count) {
        // A slide that is a plain link with art of its own.
        images = {
          banner: siteArtUrl("banner", "banner", slug),
          bannerMobile: siteArtUrl("banner", "banner-mobile", slug),
          poster: null,
          posterMobile: null,
          cover: null,
          mobileDetail: null,
        };
      } else {
        const f = films[filmAt++ % films.length] as Row;
        resource = { type: "Movie", id: f.id as number, title: f.title as string };
        images = {
          banner: null,
          bannerMobile: null,
          poster: artUrl("movie", "poster", f.slug as string),
          posterMobile: artUrl("movie", "mobile", f.slug as string),
          cover: artUrl("movie", "cover", f.slug as string),
          mobileDetail: artUrl("movie", "mobile", f.slug as string),
        };
      }
      if (lacksPair) {
        // Desktop images without their mobile match: the client drops this slide.
        images = { ...images, bannerMobile: null, posterMobile: null, mobileDetail: null };
      }
      insertSlide.run({
        id: slideId,
        bannerId,
        order: i,
        slug,
        title: resource?.title ?? "Cinema Originals: made here, shown only here",
        subtitle: SLIDE_SUBTITLES[slideId % SLIDE_SUBTITLES.length],
        button: resource?.type === "Person" ? "SEE PROFILE" : "WATCH NOW",
        link: resource === null ? "/categories/cinema-originals" : null,
        resourceType: resource?.type ?? null,
        resourceId: resource?.id ?? null,
        ...images,
      });
    }
  });
}

function seedCtaAndTiles(db: Db): void {
  db.prepare(`INSERT INTO cta_banners (id, slug, title, text, button_text, link, background_image,
    background_image_mobile, active) VALUES (1, 'cta-first-film', ?, ?, 'JOIN NOW', '/sign-up', ?, ?, 1)`).run(
    "Your first film is on us",
    "Join today: stream every film and series, cancel any time.",
    siteArtUrl("banner", "banner", "cta-first-film"),
    siteArtUrl("banner", "banner-mobile", "cta-first-film"),
  );
  const tile = db.prepare(`INSERT INTO small_banners (id, slug, sort_order, title, text, link,
    image, image_mobile) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const tiles: [string, string, string][] = [
    ["Take Cinema with you", "Download films to watch offline in the Cinema app.", "/app"],
    ["In production", "See what our directors are filming right now.", "/in-production"],
    ["Questions?", "Answers about your account, billing and playback.", "/help"],
  ];
  tiles.forEach(([title, text, link], i) => {
    const slug = `tile-${slugify(title)}`;
    tile.run(
      i + 1,
      slug,
      i + 1,
      title,
      text,
      link,
      siteArtUrl("banner", "poster", slug),
      siteArtUrl("banner", "mobile", slug),
    );
  });
}

const LOGOS: readonly [kind: string, name: string, url: string | null][] = [
  ["brand", "Cinema", "/"],
  ["card", "Visa", null],
  ["card", "Mastercard", null],
  ["card", "Maestro", null],
  ["card", "American Express", null],
  ["sister-site", "Cinema Confessions", "https://confessions.cinema.example"],
  ["sister-site", "Cinema Store", "https://store.cinema.example"],
  ["sister-site", "Lumen Studio", "https://studio.cinema.example"],
  ["social", "X", "https://x.example/cinema"],
  ["social", "Instagram", "https://instagram.example/cinema"],
  ["social", "Facebook", "https://facebook.example/cinema"],
];

function seedLogos(db: Db): void {
  const insert = db.prepare(
    "INSERT INTO logos (id, slug, kind, name, image, url, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  LOGOS.forEach(([kind, name, url], i) => {
    const slug = `logo-${slugify(name)}`;
    insert.run(i + 1, slug, kind, name, siteArtUrl("logo", "icon", slug), url, i + 1);
  });
}

interface ItemSeed {
  readonly type: "hero" | "text" | "video" | "info_banner" | "button";
  readonly title: string | null;
  readonly text: string | null;
  readonly position?: "left" | "center" | "right";
  readonly positionMobile?: "left" | "center" | "right";
  readonly width?: number;
  readonly thankYou?: string;
  readonly textColor?: string;
  readonly button?: string;
  readonly buttonColor?: string;
  readonly link?: string;
  readonly background?: string;
  readonly poster?: boolean;
  readonly fullScreen?: boolean;
  readonly showFullScreen?: boolean;
  readonly info?: "info" | "success" | "warning";
}

interface LandingSeed {
  readonly slug: string;
  readonly title: string;
  readonly showHeader: boolean;
  readonly showFooter: boolean;
  readonly promoUrl: string | null;
  readonly buttonColor: string | null;
  readonly headerText: string | null;
  readonly items: readonly ItemSeed[];
}

const LANDINGS: readonly LandingSeed[] = [
  {
    slug: "spring-offer",
    title: "Spring Offer",
    showHeader: true,
    showFooter: true,
    promoUrl: "spring",
    buttonColor: "#b3122e",
    headerText: "CLAIM THE OFFER",
    items: [
      {
        type: "hero",
        title: "Half price, the whole first month",
        text: "Stream every film and series on Cinema for half the usual price in your first month.",
        position: "left",
        positionMobile: "center",
        width: 45,
        thankYou: "Welcome aboard! Your first film is waiting in My Space.",
        textColor: "#ffffff",
        button: "START WATCHING",
        poster: true,
      },
      {
        type: "text",
        title: "Why members stay",
        text: "New films every week, series with whole seasons at once, and interviews with the people who made them.",
        position: "center",
        positionMobile: "center",
        width: 70,
        textColor: "#f5f5f7",
        background: "#0b1020",
      },
      {
        type: "video",
        title: "A minute of what is coming",
        text: "The trailer of this spring's films.",
        position: "center",
        positionMobile: "center",
        fullScreen: true,
        poster: true,
      },
      {
        type: "info_banner",
        title: null,
        text: "The offer applies to new members only. Cancel any time from My Account.",
        position: "center",
        positionMobile: "left",
        info: "info",
        background: "#1b2340",
        textColor: "#ffffff",
      },
      {
        type: "button",
        title: null,
        text: null,
        position: "center",
        positionMobile: "center",
        button: "BROWSE THE FILMS FIRST",
        link: "/movies",
        buttonColor: "#f5f5f7",
      },
    ],
  },
  {
    slug: "coastal-stories",
    title: "Coastal Stories",
    showHeader: false,
    showFooter: false,
    promoUrl: null,
    buttonColor: "#1f6f8b",
    headerText: null,
    items: [
      {
        type: "video",
        title: "Stories from the coast",
        text: "Harbours, lighthouses and long summers: a collection of films set by the sea.",
        position: "right",
        positionMobile: "center",
        fullScreen: true,
        showFullScreen: true,
        poster: true,
        textColor: "#ffffff",
      },
      {
        type: "hero",
        title: "Six films, one coastline",
        text: "From Lisbon to the Islands, follow the characters who never quite leave the sea.",
        position: "right",
        positionMobile: "center",
        width: 40,
        button: "SEE THE COLLECTION",
        link: "/categories/coastal-stories",
        poster: true,
      },
      {
        type: "info_banner",
        title: "Now in 4K",
        text: "Every film of the collection streams in 4K on supported screens.",
        position: "left",
        positionMobile: "left",
        info: "success",
      },
      {
        type: "button",
        title: null,
        text: null,
        position: "center",
        positionMobile: "center",
        button: "JOIN NOW",
        thankYou: "You are in. Enjoy the collection!",
      },
    ],
  },
  {
    slug: "welcome-back",
    title: "Welcome Back",
    showHeader: true,
    showFooter: true,
    promoUrl: null,
    buttonColor: null,
    headerText: null,
    items: [
      {
        type: "text",
        title: "We kept your seat",
        text: "Your list and your history are still here. Pick up where you left off.",
        position: "center",
        positionMobile: "center",
        width: 60,
      },
      {
        type: "info_banner",
        title: "Heads up",
        text: "Prices changed since your last visit; the plans page shows today's prices.",
        position: "center",
        positionMobile: "center",
        info: "warning",
      },
      {
        type: "button",
        title: null,
        text: null,
        position: "center",
        positionMobile: "center",
        button: "SEE THE PLANS",
      },
    ],
  },
];

function seedLandings(db: Db): void {
  const group = db.prepare(
    "SELECT id FROM plan_groups WHERE promo_url IS ? OR (? IS NULL AND is_default = 1) ORDER BY id LIMIT 1",
  );
  const insert = db.prepare(`INSERT INTO landings (id, slug, title, show_header, show_footer,
    promo_url, button_default_color, button_header_text, plan_group_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const item = db.prepare(`INSERT INTO landing_items (id, landing_id, position, slug, type, title,
    text_position, text_position_mobile, text_width, text, thank_you_text, text_color,
    button_text, button_color, button_custom_link, background_color, poster_image,
    poster_mobile_image, full_screen, show_full_screen, video_path, info_banner_type)
    VALUES (@id, @landingId, @position, @slug, @type, @title, @textPosition, @textPositionMobile,
    @textWidth, @text, @thankYou, @textColor, @button, @buttonColor, @link, @background,
    @poster, @posterMobile, @fullScreen, @showFullScreen, @video, @info)`);
  let itemId = 0;
  LANDINGS.forEach((landing, l) => {
    const groupRow = group.get(landing.promoUrl, landing.promoUrl) as Row | undefined;
    insert.run(
      l + 1,
      landing.slug,
      landing.title,
      landing.showHeader ? 1 : 0,
      landing.showFooter ? 1 : 0,
      landing.promoUrl,
      landing.buttonColor,
      landing.headerText,
      (groupRow?.id as number | undefined) ?? null,
    );
    landing.items.forEach((it, position) => {
      itemId += 1;
      const slug = `${landing.slug}-${position + 1}`;
      item.run({
        id: itemId,
        landingId: l + 1,
        position: position + 1,
        slug,
        type: it.type,
        title: it.title,
        textPosition: it.position ?? "center",
        textPositionMobile: it.positionMobile ?? "center",
        textWidth: it.width ?? null,
        text: it.text,
        thankYou: it.thankYou ?? null,
        textColor: it.textColor ?? null,
        button: it.button ?? null,
        buttonColor: it.buttonColor ?? null,
        link: it.link ?? null,
        background: it.background ?? null,
        poster: it.poster ? siteArtUrl("landing", "cover", slug) : null,
        posterMobile: it.poster ? siteArtUrl("landing", "mobile", slug) : null,
        fullScreen: it.fullScreen ? 1 : 0,
        showFullScreen: it.showFullScreen ? 1 : 0,
        video: it.type === "video" ? TRAILER_HLS : null,
        info: it.info ?? null,
      });
    });
  });
}

const INTERVIEW_LINES = [
  "The director talks about the first day on set and the scene that almost did not happen.",
  "The cast remember the long nights of rehearsal and the jokes that kept them going.",
  "How the music was written in a single week, in a borrowed studio by the harbour.",
  "A conversation about the places that shaped the story.",
];
const BTS_LINES = [
  "Cameras, cranes and a very patient crew: a day of shooting from call time to wrap.",
  "The art department builds a 1950s train carriage from scratch.",
  "Lighting a night scene with nothing but lanterns.",
];
const CHAPTER_NAMES = ["Arrival", "The Letter", "Storm", "Crossroads", "Homecoming"];

function seedRelatedContent(db: Db, rng: Rng, nowMs: number): void {
  const films = db
    .prepare(
      "SELECT id, slug, title, director_id FROM movies WHERE series_id IS NULL ORDER BY id LIMIT 40",
    )
    .all() as Row[];
  const performers = db.prepare(
    "SELECT p.name, p.last_name, p.slug FROM movie_performers mp JOIN persons p ON p.id = mp.person_id WHERE mp.movie_id = ? ORDER BY mp.position LIMIT 2",
  );
  const director = db.prepare("SELECT name, last_name, slug FROM persons WHERE id = ?");
  const seriesRows = db
    .prepare("SELECT id, slug, title FROM series ORDER BY id LIMIT 4")
    .all() as Row[];
  const insert = db.prepare(`INSERT INTO related_content (id, slug, model_type, model_id, type,
    channels_json, title, short_desc, desc, people_json, poster_image, mobile_poster_image,
    video_path, created_at, updated_at, order_column, show_after_trailer, after_video_img)
    VALUES (@id, @slug, @modelType, @modelId, @type, @channels, @title, @short, @desc, @people,
    @poster, @mobilePoster, @video, @created, @updated, @order, @afterTrailer, @afterImg)`);
  let id = 0;
  const add = (
    modelType: "Movie" | "Series",
    modelId: number,
    type: string,
    title: string,
    short: string,
    people: readonly Row[],
    order: number,
  ) => {
    id += 1;
    const slug = `related-${id}`;
    const created = new Date(nowMs - rng.int(10, 400) * DAY_MS).toISOString();
    insert.run({
      id,
      slug,
      modelType,
      modelId,
      type,
      channels: JSON.stringify(rng.chance(0.2) ? [CINEMA_CHANNEL, 4] : [CINEMA_CHANNEL]),
      title,
      short,
      desc: `${short} ${rng.pick([...INTERVIEW_LINES, ...BTS_LINES])}`,
      people: JSON.stringify(
        people.map((p) => ({ name: p.name, last_name: p.last_name ?? null, slug: p.slug })),
      ),
      poster: siteArtUrl("related", "poster", slug),
      mobilePoster: siteArtUrl("related", "mobile", slug),
      video: openRelatedHls(id),
      created,
      updated: created,
      order,
      afterTrailer: order === 1 ? 1 : 0,
      afterImg: order === 1 ? siteArtUrl("related", "cover", slug) : null,
    });
  };
  for (const film of films) {
    const cast = performers.all(film.id) as Row[];
    const dir =
      typeof film.director_id === "number"
        ? (director.get(film.director_id) as Row | undefined)
        : undefined;
    let order = 0;
    if (rng.chance(0.7)) {
      add(
        "Movie",
        film.id as number,
        "interview",
        `In conversation: ${film.title as string}`,
        rng.pick(INTERVIEW_LINES),
        dir ? [dir, ...cast] : cast,
        ++order,
      );
    }
    if (rng.chance(0.6)) {
      add(
        "Movie",
        film.id as number,
        "behind_the_scenes",
        `Behind the scenes of ${film.title as string}`,
        rng.pick(BTS_LINES),
        cast,
        ++order,
      );
    }
    if (rng.chance(0.5)) {
      for (const name of rng.sample(CHAPTER_NAMES, rng.int(2, 3))) {
        add(
          "Movie",
          film.id as number,
          "chapter",
          `Chapter ${order + 1}: ${name}`,
          `The chapter "${name}" of ${film.title as string}.`,
          cast,
          ++order,
        );
      }
    }
    if (rng.chance(0.1)) {
      add(
        "Movie",
        film.id as number,
        "other",
        `A postcard from the set of ${film.title as string}`,
        "A short film shot between takes.",
        [],
        ++order,
      );
    }
  }
  for (const s of seriesRows) {
    add(
      "Series",
      s.id as number,
      "interview",
      `The writers of ${s.title as string}`,
      rng.pick(INTERVIEW_LINES),
      [],
      1,
    );
    add(
      "Series",
      s.id as number,
      "behind_the_scenes",
      `Making ${s.title as string}`,
      rng.pick(BTS_LINES),
      [],
      2,
    );
  }
}

const AWARDS = [
  "Best Newcomer, Harbour Film Festival",
  "Audience Award, Valley Film Days",
  "Best Ensemble, Northern Screen Awards",
  "Jury Prize, Old Town Cinema Week",
  "Best Short Film, Coastal Shorts",
];
const HOBBIES = [
  "sailing",
  "photography",
  "cooking",
  "chess",
  "hiking",
  "painting",
  "piano",
  "gardening",
  "cycling",
];
const CITIES = [
  "Lisbon",
  "Marseille",
  "Vienna",
  "Seville",
  "Prague",
  "Bologna",
  "Porto",
  "Lyon",
  "Ghent",
];

function seedPersonInfo(db: Db, rng: Rng): void {
  const people = db.prepare("SELECT id, type FROM persons ORDER BY id").all() as Row[];
  const insert = db.prepare(`INSERT INTO person_info (person_id, birthday, birthplace,
    awards_json, years_active, hobbies_json, location) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const person of people) {
    const since = rng.int(2004, 2021);
    const born = rng.int(1962, 2000);
    insert.run(
      person.id,
      // Some people keep their birthday to themselves.
      rng.chance(0.8)
        ? `${born}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`
        : null,
      rng.chance(0.9) ? rng.pick(CITIES) : null,
      JSON.stringify(rng.sample(AWARDS, rng.chance(0.5) ? rng.int(1, 3) : 0)),
      rng.chance(0.15) ? `${since}–${since + rng.int(3, 8)}` : `${since}–present`,
      JSON.stringify(rng.sample(HOBBIES, rng.int(1, 3))),
      rng.chance(0.85) ? rng.pick(CITIES) : null,
    );
  }
}

const UPCOMING: readonly [
  stage: string,
  model: string,
  title: string,
  synopsis: string,
  /** Months after the seed's month the title is expected (null: no date yet). */
  expected: number | null,
  director: string | null,
][] = [
  [
    "in-production",
    "Movie",
    "The Lighthouse at Low Tide",
    "A keeper's last summer before the lamp goes automatic.",
    12,
    "Elena Moreau",
  ],
  [
    "in-production",
    "Movie",
    "Letters Never Sent",
    "A postman finds a sack of letters from 1962 and delivers them, one by one.",
    14,
    "Hugo Keller",
  ],
  [
    "in-production",
    "Series",
    "The Vineyard Years",
    "Three generations, one vineyard and a harvest that could change everything.",
    18,
    "Ines Duval",
  ],
  [
    "in-production",
    "Movie",
    "Night Ferry",
    "Strangers share a cabin on the last ferry before the storm.",
    null,
    null,
  ],
  [
    "soon",
    "Movie",
    "A Summer in Porto",
    "Two musicians, one borrowed piano and a season of open windows.",
    8,
    "Nico Laurent",
  ],
  [
    "soon",
    "Series",
    "Station Nine",
    "The staff of a small mountain railway station and the travellers who pass through.",
    9,
    "Greta Holm",
  ],
  [
    "soon",
    "Movie",
    "The Cartographer's Daughter",
    "She inherits a map of a town that does not exist, and goes to find it.",
    10,
    "Bruno Castell",
  ],
];

/** The first day of the month `months` after the month of `nowMs` (YYYY-MM-01). */
const monthsAhead = (nowMs: number, months: number): string => {
  const at = new Date(nowMs);
  const month = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
  return month.toISOString().slice(0, 10);
};

function seedUpcoming(db: Db, nowMs: number): void {
  const insert = db.prepare(`INSERT INTO upcoming_products (id, slug, model_type, stage, title,
    short_synopsis, poster_picture, cover_picture, expected_date, director, sort_order)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  UPCOMING.forEach(([stage, model, title, synopsis, expected, director], i) => {
    const slug = slugify(title);
    insert.run(
      i + 1,
      slug,
      model,
      stage,
      title,
      synopsis,
      siteArtUrl("product", "poster", slug),
      siteArtUrl("product", "cover", slug),
      expected === null ? null : monthsAhead(nowMs, expected),
      director,
      i + 1,
    );
  });
}

const LIVE_CATEGORIES: readonly [title: string, tagSlug: string][] = [
  ["Drama around the clock", "drama"],
  ["Romance after dark", "romance"],
  ["Thriller nights", "thriller"],
  ["Stories from the coast", "coastal-stories"],
];

function seedLiveTv(db: Db): void {
  const tag = db.prepare("SELECT id FROM tags WHERE slug = ?");
  const insert = db.prepare(
    "INSERT INTO live_tv_categories (id, slug, title, tag_id, image, sort_order) VALUES (?, ?, ?, ?, ?, ?)",
  );
  LIVE_CATEGORIES.forEach(([title, tagSlug], i) => {
    const row = tag.get(tagSlug) as Row | undefined;
    if (!row) return;
    const slug = `live-${slugify(title)}`;
    insert.run(i + 1, slug, title, row.id, siteArtUrl("live", "cover", slug), i + 1);
  });
}

function seedHelp(db: Db, nowMs: number): void {
  const topic = db.prepare(
    "INSERT INTO help_topics (id, slug, title, sort_order) VALUES (?, ?, ?, ?)",
  );
  const answer = db.prepare(`INSERT INTO help_answers (id, slug, topic_id, title, paragraphs_json,
    search_text, sort_order, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const updated = new Date(nowMs - 30 * DAY_MS).toISOString();
  let answerId = 0;
  HELP_TOPICS.forEach((t, i) => {
    topic.run(i + 1, slugify(t.title), t.title, i + 1);
    t.answers.forEach(([title, ...paragraphs], j) => {
      answerId += 1;
      const text = `${title} ${paragraphs.join(" ")}`;
      answer.run(
        answerId,
        slugify(title),
        i + 1,
        title,
        JSON.stringify(paragraphs),
        text.toLowerCase(),
        j + 1,
        updated,
      );
    });
  });
}
