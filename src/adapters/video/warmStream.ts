/**
 * Warms the browser's HTTP cache with the first requests VHS makes for an HLS stream, as soon
 * as the stream's URL is known (the play answer), while the watch page, the player and
 * video.js are still getting ready: the master playlist, the rendition VHS starts with (the
 * lowest bandwidth: `enableLowInitialPlaylist`) and its first segment. The media answers are
 * cacheable (`max-age` up to the grant's expiry), so VHS's own requests for the same URLs are
 * served from the cache, or wait for the warm-up's answer under the cache's lock.
 *
 * Best effort: any failure is ignored, VHS asks again and reports errors itself.
 */

/** The URI of the variant with the lowest BANDWIDTH in a master playlist, or null. */
export function lowestVariantUri(master: string): string | null {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  let best: { readonly uri: string; readonly bandwidth: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.startsWith("#EXT-X-STREAM-INF:")) continue;
    const bandwidth = Number(/[:,]BANDWIDTH=(\d+)/.exec(line)?.[1] ?? Number.NaN);
    const uri = lines.slice(i + 1).find((next) => next !== "" && !next.startsWith("#"));
    if (uri === undefined || !Number.isFinite(bandwidth)) continue;
    if (best === null || bandwidth < best.bandwidth) best = { uri, bandwidth };
  }
  return best?.uri ?? null;
}

/** The URI of a media playlist's first segment, or null. */
export function firstSegmentUri(playlist: string): string | null {
  const lines = playlist.split(/\r?\n/).map((line) => line.trim());
  const at = lines.findIndex((line) => line.startsWith("#EXTINF:"));
  if (at < 0) return null;
  return lines.slice(at + 1).find((next) => next !== "" && !next.startsWith("#")) ?? null;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * Fetches the master playlist, its lowest rendition and that rendition's first segment
 * (`masterUrl` relative to `base`, the page's address).
 */
export async function warmStream(
  masterUrl: string,
  base: string,
  fetcher: Fetch = (url, init) => fetch(url, init),
): Promise<void> {
  const text = async (url: string) => {
    const response = await fetcher(url, { credentials: "same-origin" });
    if (!response.ok) throw new Error(`${response.status}`);
    return response.text();
  };
  try {
    const master = new URL(masterUrl, base).href;
    const variant = lowestVariantUri(await text(master));
    if (variant === null) return;
    const variantUrl = new URL(variant, master).href;
    const segment = firstSegmentUri(await text(variantUrl));
    if (segment === null) return;
    const response = await fetcher(new URL(segment, variantUrl).href, {
      credentials: "same-origin",
    });
    await response.arrayBuffer();
  } catch {
    // VHS asks again and reports what fails.
  }
}
