/** My List: add a film or series to the member's list, or take it off (spec 000 §4). */

import { useMemo } from "react";
import type { WishProduct } from "../../core/ports.ts";
import type { LibraryRef } from "../../machines/library.machine.ts";
import { Button } from "../Button.tsx";
import {
  type MyListButtonView,
  sameMyList,
  selectIsMember,
  selectMyList,
} from "../library.view.ts";
import { useSelector } from "../useSelector.ts";
import { useLibraryIntents, useLibraryRef } from "./useLibrary.ts";

export interface MyListButtonProps extends MyListButtonView {
  readonly title: string;
  readonly compact?: boolean;
  readonly onAdd: () => void;
  readonly onRemove: () => void;
}

export function MyListButton({
  inList,
  busy,
  title,
  compact = false,
  onAdd,
  onRemove,
}: MyListButtonProps) {
  const label = inList ? `Remove ${title} from My List` : `Add ${title} to My List`;
  const mark = <span aria-hidden="true">{inList ? "✓" : "+"}</span>;
  const onClick = inList ? onRemove : onAdd;
  // The card's round icon over the poster has its own look; the page's is the site's button.
  return compact ? (
    <button
      type="button"
      className="my-list-button my-list-button--card"
      aria-pressed={inList}
      aria-label={label}
      title={label}
      disabled={busy}
      onClick={onClick}
    >
      {mark}
    </button>
  ) : (
    <Button
      theme="outline"
      size="lg"
      className="my-list-button"
      aria-pressed={inList}
      disabled={busy}
      onClick={onClick}
    >
      {mark}
      <span>{inList ? " In My List" : " My List"}</span>
    </Button>
  );
}

function Bound({
  library,
  product,
  title,
  compact,
}: {
  readonly library: LibraryRef;
  readonly product: WishProduct;
  readonly title: string;
  readonly compact: boolean;
}) {
  const select = useMemo(() => selectMyList(product), [product]);
  const view = useSelector(library, select, sameMyList);
  const member = useSelector(library, selectIsMember);
  const intents = useLibraryIntents(library);
  if (!member) return null;
  return (
    <MyListButton
      {...view}
      title={title}
      compact={compact}
      onAdd={() => intents.addToList(product)}
      onRemove={() => intents.removeFromList(product)}
    />
  );
}

/** The button for a product, shown to members only (nothing while the library is not running). */
export function MyListButtonContainer({
  type,
  id,
  title,
  compact = false,
}: {
  readonly type: WishProduct["product_type"];
  readonly id: number;
  readonly title: string;
  readonly compact?: boolean;
}) {
  const library = useLibraryRef();
  const product = useMemo(() => ({ product_type: type, product_id: id }), [type, id]);
  return library ? (
    <Bound library={library} product={product} title={title} compact={compact} />
  ) : null;
}
