import type { FloatingCta as FloatingCtaKind } from "../../core/routeAccess.ts";
import { Button } from "../Button.tsx";
import { useFloatingCtaPlacement } from "./useFloatingCtaPlacement.ts";

const LABELS = { "watch-free": "watch free", premium: "premium" } as const;

/**
 * The floating call to action (spec 000 §2): which one is decided by `floatingCtaFor`, where
 * by `floatingCtaPlacement` (a strip docked on the phone's bottom bar, or a pill in a wide
 * desktop gutter, never over text). It steps aside while the footer is on screen.
 */
export function FloatingCta({ kind, hidden = false }: { kind: FloatingCtaKind; hidden?: boolean }) {
  const placement = useFloatingCtaPlacement(hidden);
  if (kind === null) return null;
  const away = placement === "hidden";
  return (
    <div
      className="floating-cta"
      data-placement={placement}
      data-hidden={String(away)}
      inert={away}
    >
      <Button tag="link" to="/sign-up" theme="primary" className="floating-cta__action">
        {LABELS[kind]}
      </Button>
    </div>
  );
}
