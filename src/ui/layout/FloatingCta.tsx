import { Link } from "@tanstack/react-router";
import type { FloatingCta as FloatingCtaKind } from "../../core/routeAccess.ts";

/**
 * The floating call to action (spec 000 §2): which one is decided by `floatingCtaFor`.
 * It steps aside while the footer (with its own subscribe form) is on screen.
 */
export function FloatingCta({ kind, hidden = false }: { kind: FloatingCtaKind; hidden?: boolean }) {
  if (kind === null) return null;
  const state = hidden ? "true" : "false";
  return kind === "watch-free" ? (
    <Link
      to="/sign-up"
      className="btn btn-primary floating-cta"
      data-hidden={state}
      tabIndex={hidden ? -1 : undefined}
    >
      watch free
    </Link>
  ) : (
    <Link
      to="/sign-up"
      className="btn btn-primary floating-cta"
      data-hidden={state}
      tabIndex={hidden ? -1 : undefined}
    >
      premium
    </Link>
  );
}
