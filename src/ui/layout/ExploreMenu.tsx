/**
 * Explore's menu in the bottom bar (spec 000 §2): Series, Categories and Directors, then, for
 * those they open for (`seduceBoost`: not guests, whom the pages send to /login), the
 * seduce-boost items (`GET /seduce-boost`), asked for when the menu first opens. A disclosure:
 * Escape closes it and gives focus back to Explore; a tap or focus outside closes it; a
 * followed link closes it.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type RefObject, useLayoutEffect, useRef } from "react";
import { EXPLORE_SECTIONS } from "../../core/navigation.ts";
import { seduceBoostItemsQuery } from "../queries/site.ts";
import { siteOf } from "../routerContext.ts";
import { useRouterContext } from "../useRouterContext.ts";
import "./exploreMenu.css";
import { SectionLink } from "./SectionLink.tsx";

export interface ExploreMenuProps {
  readonly id: string;
  /** Explore's button: a tap on it toggles the menu, and focus returns to it on Escape. */
  readonly button: RefObject<HTMLButtonElement | null>;
  /** Whether the seduce-boost items are appended (`selectExploreShowsSeduceBoost`). */
  readonly seduceBoost: boolean;
  readonly onClose: () => void;
}

export default function ExploreMenu({ id, button, seduceBoost, onClose }: ExploreMenuProps) {
  const site = siteOf(useRouterContext());
  const items = useQuery({ ...seduceBoostItemsQuery(site), enabled: seduceBoost });
  const box = useRef<HTMLDivElement>(null);

  // A layout effect: the menu hears a tap outside or Escape from the moment it is drawn
  // (a plain effect may run after the next paint, and a quick tap would be lost).
  useLayoutEffect(() => {
    const inside = (target: EventTarget | null) =>
      target instanceof Node &&
      (box.current?.contains(target) === true || button.current?.contains(target) === true);
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) onClose();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      onClose();
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [button, onClose]);

  return (
    <div ref={box} id={id} className="explore-menu">
      <ul aria-label="Explore">
        {EXPLORE_SECTIONS.map((section) => (
          <li key={section.label}>
            <SectionLink section={section} onClick={onClose} />
          </li>
        ))}
      </ul>
      {seduceBoost && <SeduceBoostItems id={id} items={items} onClose={onClose} />}
    </div>
  );
}

function SeduceBoostItems({
  id,
  items,
  onClose,
}: {
  readonly id: string;
  readonly items: ReturnType<
    typeof useQuery<readonly { id: number; slug: string; title: string }[]>
  >;
  readonly onClose: () => void;
}) {
  return (
    <>
      <p className="explore-menu__heading" id={`${id}-seduce`}>
        Seduce Boost
      </p>
      {items.isPending ? (
        <p className="explore-menu__status" aria-busy="true">
          Loading...
        </p>
      ) : items.isError ? (
        <p className="explore-menu__status" role="alert">
          The seduce-boost picks could not be loaded.
        </p>
      ) : (
        <ul aria-labelledby={`${id}-seduce`}>
          {items.data.map((item) => (
            <li key={item.id}>
              <Link to="/seduce-boost/{-$slug}" params={{ slug: item.slug }} onClick={onClose}>
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
