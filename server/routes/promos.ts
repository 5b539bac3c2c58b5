/**
 * The default layout's promotions and the home page's banners (spec 001 §7): promo bars,
 * countdowns (those the viewer may see, running at the server's clock), banners by type,
 * the CTA banner, small banners, logos.
 */
import { Schema } from "effect";
import { type Context, Hono } from "hono";
import { streamsPaidFilms } from "../../src/core/playGate.ts";
import type { PromoViewer } from "../../src/core/promos.ts";
import {
  BannerResponse,
  BannerType,
  CountdownPromoList,
  CtaBannerResponse,
  LogoList,
  PromoBarList,
  SmallBannerList,
} from "../../src/core/schema/promos.ts";
import { deriveUserType } from "../../src/core/userType.ts";
import type { AppEnv, Deps } from "../context.ts";
import { promosRepository } from "../db/repositories/promos.ts";
import { readQuery } from "../http/body.ts";
import { decodeInput } from "../http/validate.ts";

const encodeBars = Schema.encodeSync(PromoBarList);
const encodeCountdowns = Schema.encodeSync(CountdownPromoList);
const encodeBanner = Schema.encodeSync(BannerResponse);
const encodeCta = Schema.encodeSync(CtaBannerResponse);
const encodeSmall = Schema.encodeSync(SmallBannerList);
const encodeLogos = Schema.encodeSync(LogoList);

const BannerQuery = Schema.Struct({
  type: BannerType.annotate({ message: "Unknown banner type" }),
});

export function promoRoutes(deps: Deps) {
  const promos = promosRepository(deps.db);
  const app = new Hono<AppEnv>();

  /** Who asks: the bearer (if any) decides the access levels (fetched again at login/logout). */
  const viewerOf = (c: Context<AppEnv>): PromoViewer => {
    const userId = c.get("owner")?.userId ?? null;
    const user = userId === null ? null : deps.repos.users.find(userId);
    return { isLoggedIn: user !== null, hasPaidAccess: streamsPaidFilms(deriveUserType(user)) };
  };

  app.get("/top-header-promos", (c) => c.json(encodeBars({ data: promos.promoBars(viewerOf(c)) })));

  app.get("/countdown-promos", (c) =>
    c.json(encodeCountdowns({ data: promos.countdowns(deps.config.now(), viewerOf(c)) })),
  );

  app.get("/banners", (c) => {
    const { type } = decodeInput(BannerQuery, readQuery(c));
    return c.json(encodeBanner({ data: promos.banner(type) }));
  });

  app.get("/cta-banner", (c) => c.json(encodeCta({ data: promos.ctaBanner() })));
  app.get("/small-banners", (c) => c.json(encodeSmall({ data: promos.smallBanners() })));
  app.get("/logos", (c) => c.json(encodeLogos({ data: promos.logos() })));

  return app;
}
