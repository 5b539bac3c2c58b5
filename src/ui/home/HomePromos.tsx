/**
 * The home's small banners and call-to-action banner (spec 001 §7 `/small-banners`,
 * `/cta-banner`; decision 0060): which show is core's (`visibleSmallBanners`,
 * `visibleCtaBanner`). Read after the first paint, with the best sellers row; like the other
 * home rows, nothing is drawn until the answer comes, or when the read fails.
 */
import "./homePromos.css";
import { Link } from "@tanstack/react-router";
import { visibleCtaBanner, visibleSmallBanners } from "../../core/homePromos.ts";
import { artSources } from "../../core/images.ts";
import type { SiteApi } from "../../core/ports.ts";
import { Art, useImageQuality } from "../Art.tsx";
import { Button } from "../Button.tsx";
import { useLateQuery } from "../queries/useLateQuery.ts";
import { selectIsLoggedIn, selectViewerKey } from "../session.view.ts";
import { useSessionRef } from "../system.tsx";
import { useRouterContext } from "../useRouterContext.ts";
import { useSelector } from "../useSelector.ts";

/** The phone's picture takes over below this width. */
const PHONE_MEDIA = "(max-width: 767px)";

function SmallBanners({ site }: { readonly site: SiteApi }) {
  const answer = useLateQuery({ queryKey: ["small-banners"], queryFn: () => site.smallBanners() });
  const tiles = visibleSmallBanners(answer.data ?? []);
  const quality = useImageQuality();
  if (tiles.length === 0) return null;
  return (
    <section className="container small-banners" aria-label="Good to know">
      <ul>
        {tiles.map((tile) => {
          const phone = artSources(tile.image_mobile, "wide", quality);
          return (
            <li key={tile.id}>
              <Link to={tile.link} className="small-banner">
                <picture className="small-banner__art">
                  <source media={PHONE_MEDIA} srcSet={phone.srcSet} sizes={phone.sizes} />
                  <Art src={tile.image} slot="wide" width={640} height={360} loading="lazy" />
                </picture>
                <span className="small-banner__title">{tile.title}</span>
                {tile.text && <span className="small-banner__text">{tile.text}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Cta({ site }: { readonly site: SiteApi }) {
  const session = useSessionRef();
  const loggedIn = useSelector(session, selectIsLoggedIn);
  const viewerKey = useSelector(session, selectViewerKey);
  const answer = useLateQuery({
    queryKey: ["cta-banner", viewerKey],
    queryFn: () => site.ctaBanner(),
  });
  const banner = visibleCtaBanner(answer.data ?? null, loggedIn);
  const quality = useImageQuality();
  if (banner === null) return null;
  const phone = artSources(banner.background_image_mobile, "wide", quality);
  return (
    <section className="cta-banner" aria-label={banner.title}>
      <picture className="cta-banner__art">
        <source media={PHONE_MEDIA} srcSet={phone.srcSet} sizes={phone.sizes} />
        <Art src={banner.background_image} slot="wide" width={1280} height={720} loading="lazy" />
      </picture>
      <div className="container cta-banner__body">
        <h2>{banner.title}</h2>
        {banner.text && <p>{banner.text}</p>}
        <Button tag="link" to={banner.link} theme="primary" size="lg">
          {banner.button_text}
        </Button>
      </div>
    </section>
  );
}

/** The small banners and the call-to-action banner, when the context has the site's calls. */
export function HomePromos() {
  const site = useRouterContext().site;
  if (site === undefined) return null;
  return (
    <>
      <SmallBanners site={site} />
      <Cta site={site} />
    </>
  );
}
