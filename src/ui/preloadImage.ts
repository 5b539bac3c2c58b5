/**
 * Starts downloading an image the page is about to show (the home hero, the LCP element)
 * as soon as its URL is known, instead of when React inserts the <img>.
 */
export function preloadImage(src: string | null | undefined): void {
  if (!src || typeof document === "undefined") return;
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(src)}"]`)) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = src;
  link.setAttribute("fetchpriority", "high");
  document.head.append(link);
}
