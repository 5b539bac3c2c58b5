/**
 * Art in an `<img>`: the picture of the slot's widths (core `artSources`), at the quality of
 * this viewer's screen, so the browser picks the width its layout and pixel density need.
 */
import type { ImgHTMLAttributes } from "react";
import { type ArtSlot, artSources, type ImageParams, imageQualityFor } from "../core/images.ts";

let quality: number | null = null;
/** The viewer's image quality, read once: the same URLs for the whole visit, kept by the cache. */
export const viewerImageQuality = (): number => {
  quality ??= imageQualityFor(typeof window === "undefined" ? 0 : window.innerWidth);
  return quality;
};

export interface ArtProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> {
  readonly src: string;
  readonly slot: ArtSlot;
  readonly params?: ImageParams;
}

export function Art({ src, slot, params, alt = "", ...img }: ArtProps) {
  const sources = artSources(src, slot, viewerImageQuality(), params);
  return <img {...img} alt={alt} src={sources.src} srcSet={sources.srcSet} sizes={sources.sizes} />;
}
