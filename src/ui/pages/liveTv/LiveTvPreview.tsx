import { Link } from "@tanstack/react-router";
import { isPublished } from "../../../core/playGate.ts";
import type { LiveTvCategory, LiveTvSchedule } from "../../../core/schema/index.ts";
import { Button } from "../../Button.tsx";
import { LiveTvChannels } from "./LiveTvChannels.tsx";

const clock = new Intl.DateTimeFormat("en", { hour: "2-digit", minute: "2-digit" });

export interface LiveTvPreviewProps {
  readonly categories: readonly LiveTvCategory[];
  /** The chosen category (`?category=`); null for every channel. */
  readonly selected: LiveTvCategory | null;
  readonly onSelect: (slug: string | undefined) => void;
  /** The schedule of the chosen category, or the general one. */
  readonly schedule: LiveTvSchedule;
}

/** /live-tv-preview: the channels to choose from, what plays now and next, a way into the player. */
export function LiveTvPreview({ categories, selected, onSelect, schedule }: LiveTvPreviewProps) {
  const [now, ...next] = schedule.data;
  return (
    <div className="container">
      <h1 className="page-title">Live TV</h1>
      <p className="info-page__lead">
        Our films back to back, around the clock. Join whenever you like.
      </p>
      <LiveTvChannels categories={categories} selected={selected} onSelect={onSelect} />
      {now && (
        <section className="info-page__section" aria-labelledby="live-now">
          <h2 id="live-now">On air now: {now.movie.title}</h2>
          <p className="info-card__meta">
            {clock.format(new Date(now.starts_at))}–{clock.format(new Date(now.ends_at))}
          </p>
          <Button
            tag="link"
            to="/watch/live-tv"
            search={{ category: selected?.slug }}
            theme="primary"
            size="lg"
          >
            Watch live
          </Button>
        </section>
      )}
      <LiveTvComingUp selected={selected} slots={next} />
    </div>
  );
}

/** The slots after the one on air: when each starts, its film (linked once published). */
export function LiveTvComingUp({
  selected,
  slots,
}: {
  readonly selected: LiveTvCategory | null;
  readonly slots: LiveTvSchedule["data"];
}) {
  if (slots.length === 0) return null;
  return (
    <section className="info-page__section" aria-labelledby="live-next">
      <h2 id="live-next">{selected ? `Coming up on ${selected.title}` : "Coming up"}</h2>
      <ol className="help-answers">
        {slots.map((slot) => (
          <li key={slot.starts_at}>
            <span className="info-card__meta">{clock.format(new Date(slot.starts_at))} </span>
            {isPublished(slot.movie.status) ? (
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
  );
}
