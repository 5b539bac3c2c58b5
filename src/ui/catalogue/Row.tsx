import {
  type CSSProperties,
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useRef,
} from "react";
import { type CarouselKind, rowSlidesByClass } from "../../core/carousels.ts";
import { useRowScroll } from "./useRowScroll.ts";

/** The carousel a card is drawn in, or null outside a row (a grid, a list). */
const RowKindContext = createContext<CarouselKind | null>(null);

/** The kind of row a card sits in: a main row's card shows its cover on a phone. */
export const useRowKind = (): CarouselKind | null => useContext(RowKindContext);

export interface RowProps<T> {
  readonly title: string;
  readonly items: readonly T[];
  readonly itemKey: (item: T) => string | number;
  readonly renderItem: (item: T) => ReactNode;
  /** A "See all" link. */
  readonly more?: ReactNode;
  /** Wide slides (a banner) instead of poster cards. */
  readonly variant?: "banner";
  /**
   * The spec's carousel (core `carousels`): "main" for title cards (1/3/6/6/6), "other" for
   * banners and wide tiles (2/3/4); banners default to "other", cards to "main".
   */
  readonly kind?: CarouselKind;
}

/**
 * A titled, horizontally scrolling row of cards. On desktop, previous and next buttons move it
 * by a page of cards (disabled at its ends); on touch screens it swipes and they are not drawn.
 */
export function Row<T>(props: RowProps<T>) {
  // An empty row draws nothing; its track (and what follows its scroll) mounts with its items.
  return props.items.length === 0 ? null : <FilledRow {...props} />;
}

/** The slides per view of each viewport class, as the custom properties the track's CSS reads. */
function slidesStyle(kind: CarouselKind, count: number, stretch: boolean): CSSProperties {
  const slides = rowSlidesByClass(kind, count, stretch);
  return {
    "--slides-mobile": slides.mobile,
    "--slides-tablet": slides.tablet,
    "--slides-laptop": slides.laptop,
    "--slides-desktop": slides.desktop,
    "--slides-desktop-xl": slides.desktopXL,
  } as CSSProperties;
}

function FilledRow<T>({ title, items, itemKey, renderItem, more, variant, kind }: RowProps<T>) {
  const track = useRef<HTMLUListElement>(null);
  const carousel = kind ?? (variant === "banner" ? "other" : "main");
  return (
    <section
      className={`row row--${carousel}${variant === "banner" ? " row--banner" : ""}`}
      aria-label={title}
    >
      <div className="row__head">
        <h2>{title}</h2>
        <div className="row__tools">
          {more}
          <RowArrows title={title} track={track} cards={items.length} />
        </div>
      </div>
      <RowKindContext.Provider value={carousel}>
        <ul
          className="row__track"
          ref={track}
          style={slidesStyle(carousel, items.length, variant === "banner")}
        >
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      </RowKindContext.Provider>
    </section>
  );
}

/**
 * The row's previous and next buttons. They follow the track's scroll on their own: the
 * track's first measure and every end reached draw the two buttons again, not the row's cards.
 */
function RowArrows({
  title,
  track,
  cards,
}: {
  readonly title: string;
  readonly track: RefObject<HTMLUListElement | null>;
  readonly cards: number;
}) {
  const { ends, page } = useRowScroll(track, cards);
  return (
    <div className="row__arrows" data-scrolls={String(!(ends.atStart && ends.atEnd))}>
      <button
        type="button"
        className="row__arrow"
        aria-label={`Previous: ${title}`}
        disabled={ends.atStart}
        onClick={() => page(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="row__arrow"
        aria-label={`Next: ${title}`}
        disabled={ends.atEnd}
        onClick={() => page(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
