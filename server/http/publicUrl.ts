import type { ServerConfig } from "../context.ts";

/**
 * The site's origin as visitors reach it (`https://cinema.example`), for absolute URLs on
 * pages: the configured `publicUrl`, else CINEMA_PUBLIC_URL; never the request's Host
 * header. Read per request: the default public URL is known only once the server listens.
 * Null when nothing usable is configured.
 */
export function publicOrigin(config: ServerConfig): string | null {
  const configured = (config as { readonly publicUrl?: unknown }).publicUrl;
  const text =
    typeof configured === "string" && configured !== ""
      ? configured
      : (process.env.CINEMA_PUBLIC_URL ?? "");
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}
