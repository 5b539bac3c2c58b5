/**
 * A banner of the home page (spec 000 §2, §3: HOME, HOME_MIDDLE, HOME_BOTTOM) as a row of
 * slides with previous and next arrows on desktop. Its slides come from `/banners?type=`;
 * which show and where each leads are core's (`visibleSlides`, `slideHref`). Loaded after the
 * first screen is painted; nothing is drawn until the answer comes, or when it has no slide.
 */

import { Link } from "@tanstack/react-router";
import { slideHref, type VisibleSlide, visibleSlides } from "../../core/banners.ts";
import { artSources } from "../../core/images.ts";
import type { SiteApi } from "../../core/ports.ts";
import type { BannerType } from "../../core/schema/index.ts";
import { Art, useImageQuality } from "../Art.tsx";
import { Row } from "../catalogue/Row.tsx";
import { useLateQuery } from "../queries/useLateQuery.ts";
import { selectViewerKey } from "../session.view.ts";
import { useSessionRef } from "../system.tsx";
import { useRouterContext } from "../useRouterContext.ts";
import { useSelector } from "../useSelector.ts";

/** Banner art is 16:9 on desktop (1280x720); the phone's picture is 3:4 (600x800). */
const DESKTOP_WIDTH = 1280;
const DESKTOP_HEIGHT = 720;
/** The phone's picture takes over below this width. */
const PHONE_MEDIA = "(max-width: 767px)";

function Slide({ shown }: { readonly shown: VisibleSlide }) {
  const { slide, images } = shown;
  const href = slideHref(slide);
  const phone = artSources(images.mobile, "wide", useImageQuality());
  const face = (
    <>
      <picture className="banner-slide__art">
        <source media={PHONE_MEDIA} srcSet={phone.srcSet} sizes={phone.sizes} />
        <Art
          src={images.desktop}
          slot="wide"
          width={DESKTOP_WIDTH}
          height={DESKTOP_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <span className="banner-slide__text">
        <span className="banner-slide__title">{slide.title}</span>
        {slide.subtitle && <span className="banner-slide__subtitle">{slide.subtitle}</span>}
      </span>
    </>
  );
  return href === null ? (
    <div className="banner-slide">{face}</div>
  ) : (
    <Link to={href} className="banner-slide">
      {face}
    </Link>
  );
}

function Banner({
  site,
  type,
  title,
}: {
  readonly site: SiteApi;
  readonly type: BannerType;
  readonly title: string;
}) {
  const viewerKey = useSelector(useSessionRef(), selectViewerKey);
  const answer = useLateQuery({
    queryKey: ["banner", type, viewerKey],
    queryFn: () => site.banner(type),
  });
  const slides = answer.data ? visibleSlides(answer.data.slides) : [];
  return (
    <Row
      title={title}
      variant="banner"
      items={slides}
      itemKey={(shown) => shown.slide.id}
      renderItem={(shown) => <Slide shown={shown} />}
    />
  );
}

/** The banner of `type` under `title`, when the router's context has the site's calls. */
export default function HomeBanner({
  type,
  title,
}: {
  readonly type: BannerType;
  readonly title: string;
}) {
  const site = useRouterContext().site;
  return site === undefined ? null : <Banner site={site} type={type} title={title} />;
}
