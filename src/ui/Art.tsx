/**
 * Art in an `<img>`: the picture of the slot's widths (core `artSources`), at the quality of
 * this viewer's screen, so the browser picks the width its layout and pixel density need.
 */
import type { ImgHTMLAttributes } from "react";
import { type ArtSlot, artSources, type ImageParams, imageQualityFor } from "../core/images.ts";
import { useFirstViewportWidth } from "./firstViewport.ts";

let quality: number | null = null;
/**
 * The viewer's image quality, read once: the same URLs for the whole visit, kept by the
 * cache. The browser's composition root sets it from the first render's width
 * (`keepViewerImageQuality`), so the pictures equal the server's.
 */
export const viewerImageQuality = (): number => {
  quality ??= imageQualityFor(typeof window === "undefined" ? 0 : window.innerWidth);
  return quality;
};

/** Sets the visit's image quality for a first render `width` px wide. */
export const keepViewerImageQuality = (width: number): void => {
  quality = imageQualityFor(width);
};

/** The image quality to draw with: the first render's (server and hydration), else the visit's. */
export const useImageQuality = (): number => {
  const first = useFirstViewportWidth();
  return first === null ? viewerImageQuality() : imageQualityFor(first);
};

export interface ArtProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> {
  readonly src: string;
  readonly slot: ArtSlot;
  readonly params?: ImageParams;
}

export function Art({ src, slot, params, alt = "", ...img }: ArtProps) {
  const sources = artSources(src, slot, useImageQuality(), params);
  return <img {...img} alt={alt} src={sources.src} srcSet={sources.srcSet} sizes={sources.sizes} />;
}
