/**
 * Starts downloading the art the page is about to show (the home hero, a film's or a series'
 * cover: the largest paint) as soon as its URL is known, instead of when the <img> is
 * inserted: the same candidates and sizes as its `<Art>`, so the browser fetches what the
 * image will use.
 */
import { type ArtSlot, artSources } from "../core/images.ts";
import { viewerImageQuality } from "./Art.tsx";

export function preloadArt(src: string | null | undefined, slot: ArtSlot): void {
  if (!src || typeof document === "undefined") return;
  const { srcSet, sizes } = artSources(src, slot, viewerImageQuality());
  if (document.head.querySelector(`link[rel="preload"][imagesrcset="${CSS.escape(srcSet)}"]`))
    return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.setAttribute("imagesrcset", srcSet);
  link.setAttribute("imagesizes", sizes);
  link.setAttribute("fetchpriority", "high");
  document.head.append(link);
}
