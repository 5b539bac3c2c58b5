import { Link } from "@tanstack/react-router";
import { imageUrl } from "../../../core/images.ts";
import type { LiveTvCategory, LiveTvSchedule } from "../../../core/schema/index.ts";
import "../info/info.css";
import { Button } from "../../Button.tsx";

const clock = new Intl.DateTimeFormat("en", { hour: "2-digit", minute: "2-digit" });

export interface LiveTvPreviewProps {
  readonly categories: readonly LiveTvCategory[];
  readonly schedule: LiveTvSchedule;
}

/** /live-tv-preview: the channel's categories and what plays next, a way into the player. */
export function LiveTvPreview({ categories, schedule }: LiveTvPreviewProps) {
  const [now, ...next] = schedule.data;
  return (
    <div className="container">
      <h1 className="page-title">Live TV</h1>
      <p className="info-page__lead">
        Our films back to back, around the clock. Join whenever you like.
      </p>
      {now && (
        <section className="info-page__section" aria-labelledby="live-now">
          <h2 id="live-now">On air now: {now.movie.title}</h2>
          <p className="info-card__meta">
            {clock.format(new Date(now.starts_at))}–{clock.format(new Date(now.ends_at))}
          </p>
          <Button tag="link" to="/watch/live-tv" theme="primary" size="lg">
            Watch live
          </Button>
        </section>
      )}
      {next.length > 0 && (
        <section className="info-page__section" aria-labelledby="live-next">
          <h2 id="live-next">Coming up</h2>
          <ol className="help-answers">
            {next.map((slot) => (
              <li key={slot.starts_at}>
                <span className="info-card__meta">{clock.format(new Date(slot.starts_at))} </span>
                {slot.movie.status === "Published" ? (
                  <Link to="/movies/$slug" params={{ slug: slot.movie.slug }}>
                    {slot.movie.title}
                  </Link>
                ) : (
                  slot.movie.title
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      {categories.length > 0 && (
        <section className="info-page__section" aria-labelledby="live-categories">
          <h2 id="live-categories">Channels</h2>
          <ul className="info-cards">
            {categories.map((category) => (
              <li key={category.id} className="info-card">
                {category.image && (
                  <img
                    src={imageUrl(category.image, { ar: "16:9", width: 328 })}
                    alt=""
                    width={328}
                    height={185}
                    loading="lazy"
                  />
                )}
                <h3>{category.title}</h3>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
