import { Link } from "@tanstack/react-router";
import { lazy } from "react";
import type { MovieSummary, SeriesSummary } from "../../core/schema/index.ts";
import { Art } from "../Art.tsx";
import { Button } from "../Button.tsx";
import { MovieCard, SeriesCard } from "../catalogue/Cards.tsx";
import { Row } from "../catalogue/Row.tsx";
import { formatLength, formatYear } from "../format.ts";
import { MyListRowContainer } from "../library/MyListRow.tsx";
import { OptionalPart } from "../OptionalPart.tsx";
import { ContinueWatchingSeat } from "../player/InProgress.tsx";
import { WatchNowButton } from "../player/PlayActions.tsx";

export interface HomeProps {
  readonly featured: MovieSummary | null;
  readonly moreFeatured: readonly MovieSummary[];
  readonly latest: readonly MovieSummary[];
  readonly series: readonly SeriesSummary[];
}

/** The banners load once the first screen is painted (their own chunk). */
const HomeBanner = lazy(() => import("../home/HomeBanner.tsx"));
/** The Top 10 row loads, like the banners, once the first screen is painted. */
const TopMoviesRow = lazy(() => import("../home/TopMoviesRow.tsx"));
/** The best sellers row, the small banners and the CTA banner load the same way. */
const AfterSeriesRows = lazy(() => import("../home/AfterSeriesRows.tsx"));

/** Cover art is 16:9 (1280x720). */
const COVER_WIDTH = 1280;
const COVER_HEIGHT = 720;

function Hero({ movie }: { movie: MovieSummary }) {
  const meta = [formatYear(movie.release_date), formatLength(movie.length)].filter(Boolean);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__media">
        {movie.cover_picture && (
          <Art
            className="hero__image"
            src={movie.cover_picture}
            slot="cover"
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            fetchPriority="high"
          />
        )}
        <div className="hero__shade" />
      </div>
      <div className="hero__content">
        <p className="hero__eyebrow">Featured film</p>
        <h1 id="hero-title">{movie.title}</h1>
        {meta.length > 0 && <p className="card__meta">{meta.join(" · ")}</p>}
        {movie.short_synopsis && <p className="hero__synopsis">{movie.short_synopsis}</p>}
        <div className="hero__actions">
          <WatchNowButton movie={movie} />
          <Button
            tag="link"
            to="/movies/$slug"
            params={{ slug: movie.slug }}
            theme="outline"
            size="lg"
          >
            More info
          </Button>
        </div>
      </div>
    </section>
  );
}

export function Home({ featured, moreFeatured, latest, series }: HomeProps) {
  return (
    <>
      {featured ? (
        <Hero movie={featured} />
      ) : (
        <div className="container">
          <h1 className="page-title">Films and series</h1>
        </div>
      )}
      <div className="home-rows">
        <ContinueWatchingSeat />
        <MyListRowContainer />
        <Row
          title="Featured films"
          items={moreFeatured}
          itemKey={(m) => m.id}
          renderItem={(m) => <MovieCard item={m} />}
        />
        <OptionalPart>
          <TopMoviesRow />
        </OptionalPart>
        <OptionalPart>
          <HomeBanner type="HOME" title="Highlights" />
        </OptionalPart>
        <Row
          title="Latest films"
          items={latest}
          itemKey={(m) => m.id}
          renderItem={(m) => <MovieCard item={m} />}
          more={<Link to="/movies">See all</Link>}
        />
        <OptionalPart>
          <HomeBanner type="HOME_MIDDLE" title="Don't miss" />
        </OptionalPart>
        <Row
          title="Series"
          items={series}
          itemKey={(s) => s.id}
          renderItem={(s) => <SeriesCard item={s} />}
          more={<Link to="/series">See all</Link>}
        />
        <OptionalPart>
          <AfterSeriesRows />
        </OptionalPart>
        <OptionalPart>
          <HomeBanner type="HOME_BOTTOM" title="More to discover" />
        </OptionalPart>
      </div>
    </>
  );
}
