import "./signUp.css";
import { artSources } from "../../core/images.ts";
import type { SignUpBackground } from "../../core/payments.ts";
import { Art, useImageQuality } from "../Art.tsx";

/** Wider than this, the group's desktop picture (the layout's tablet breakpoint). */
const DESKTOP_MEDIA = "(min-width: 768px)";

/**
 * The sign-up layout's background (spec 000 §2): the plan group's picture behind the page,
 * its desktop one on wider screens, darkened towards the page so the form stays readable.
 */
export function SignUpBackdrop({ background }: { readonly background: SignUpBackground }) {
  const desktop = artSources(background.desktop, "cover", useImageQuality());
  return (
    <picture className="sign-up-backdrop">
      <source media={DESKTOP_MEDIA} srcSet={desktop.srcSet} sizes={desktop.sizes} />
      <Art src={background.phone} slot="cover" decoding="async" />
    </picture>
  );
}
