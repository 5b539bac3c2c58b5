// @vitest-environment jsdom
/**
 * The home page's banners (spec 000 §2, §3): a row of slides from `/banners?type=`, the slides
 * without a desktop-and-mobile image pair dropped, each leading to its link or its resource.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SiteApi } from "../../src/core/ports.ts";
import type { Banner, BannerSlide, BannerType } from "../../src/core/schema/promos.ts";
import HomeBanner from "../../src/ui/home/HomeBanner.tsx";
import { startAppSystem } from "../fixtures/session.ts";
import { renderWithSite } from "./renderWithSite.tsx";

afterEach(cleanup);

const NO_IMAGES = {
  banner_image: null,
  banner_image_mobile: null,
  poster_image: null,
  poster_mobile_image: null,
  cover_picture: null,
  mobile_detail_picture: null,
};

const slide = (id: number, order: number, extra: Partial<BannerSlide>): BannerSlide => ({
  id,
  order,
  title: `Slide ${id}`,
  subtitle: null,
  button_text: null,
  link: null,
  resource: null,
  images: { ...NO_IMAGES, banner_image: `/art/${id}.svg`, banner_image_mobile: `/art/${id}-m.svg` },
  ...extra,
});

const HOME: Banner = {
  id: 1,
  type: "HOME",
  show_plan: false,
  slides: [
    slide(3, 2, { link: "/lp/spring-offer" }),
    slide(1, 1, {
      resource: {
        model_type: "Movie",
        id: 9,
        slug: "night-sea",
        title: "Night Sea",
        status: null,
        person_type: null,
      },
    }),
    // No desktop-and-mobile pair: dropped.
    slide(2, 3, { images: { ...NO_IMAGES, banner_image: "/art/2.svg" } }),
    slide(4, 4, {
      resource: {
        model_type: "Movie",
        id: 10,
        slug: "soon",
        title: "Soon",
        status: "Upcoming Release",
        person_type: null,
      },
    }),
  ],
};

function renderBanner(type: BannerType, banners: Partial<Record<BannerType, Banner>>) {
  const { app } = startAppSystem();
  const asked: BannerType[] = [];
  const site = {
    banner: async (t: BannerType) => {
      asked.push(t);
      return banners[t] ?? null;
    },
  } as Partial<SiteApi> as SiteApi;
  const ui = () => (
    <>
      <HomeBanner type={type} title="Highlights" />
      <p>page</p>
    </>
  );
  renderWithSite(ui, site, app);
  return { app, asked };
}

describe("a home banner", () => {
  it("shows its slides in order, drops one without an image pair, and links each where it leads", async () => {
    const { app, asked } = renderBanner("HOME", { HOME });
    const region = await screen.findByRole("region", { name: "Highlights" });
    expect(asked).toEqual(["HOME"]);
    const titles = [...region.querySelectorAll(".banner-slide__title")].map((t) => t.textContent);
    expect(titles).toEqual(["Slide 1", "Slide 3", "Slide 4"]);
    const links = within(region).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/movies/night-sea",
      "/lp/spring-offer",
    ]);
    // The unpublished film's slide is shown, not linked.
    expect(screen.getByText("Slide 4").closest("a")).toBeNull();
    const phone = region.querySelector("source");
    // The phone's picture below 768 px, the desktop's above, each offered at the wide slot's widths.
    const candidates = (srcset: string | null | undefined) =>
      (srcset ?? "").split(", ").map((candidate) => candidate.split("?")[0]);
    expect(phone?.getAttribute("media")).toBe("(max-width: 767px)");
    expect(new Set(candidates(phone?.getAttribute("srcset")))).toEqual(new Set(["/art/1-m.svg"]));
    const desktop = region.querySelector("img");
    expect(new Set(candidates(desktop?.getAttribute("srcset")))).toEqual(new Set(["/art/1.svg"]));
    app.stop();
  });

  it("draws nothing when the banner type has none", async () => {
    const { app, asked } = renderBanner("HOME_BOTTOM", { HOME });
    await screen.findByText("page");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual(["HOME_BOTTOM"]);
    expect(screen.queryByRole("region", { name: "Highlights" })).toBeNull();
    app.stop();
  });
});
