import type { LiveTvCategory } from "../../../core/schema/index.ts";
import { Button } from "../../Button.tsx";

export interface LiveTvChannelsProps {
  readonly categories: readonly LiveTvCategory[];
  /** The chosen category; null for every channel. */
  readonly selected: LiveTvCategory | null;
  /** Choose a category by its slug (undefined: every channel). */
  readonly onSelect: (slug: string | undefined) => void;
}

/** The live TV categories as toggles, the chosen one pressed; the page shows what it holds. */
export function LiveTvChannels({ categories, selected, onSelect }: LiveTvChannelsProps) {
  if (categories.length === 0) return null;
  return (
    <div className="live-channels" role="group" aria-label="Channels">
      <Button
        theme="outline"
        size="sm"
        aria-pressed={selected === null}
        onClick={() => onSelect(undefined)}
      >
        All channels
      </Button>
      {categories.map((category) => (
        <Button
          key={category.id}
          theme="outline"
          size="sm"
          aria-pressed={selected?.id === category.id}
          onClick={() => onSelect(category.slug)}
        >
          {category.title}
        </Button>
      ))}
    </div>
  );
}
