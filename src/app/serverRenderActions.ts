/**
 * Spec 001 §7's server-render actions that read data, in one place. The request's own input
 * (server date, country, region, user agent) is core/startInput.ts; the by-route reads (a
 * person or a series by slug, the recover-password token) are the matched routes' loaders,
 * which the server's render runs. Here: the reads every page makes, always in parallel and
 * tolerating failure (`Promise.allSettled`), into the query cache the page carries, so the
 * browser does not ask for them again: settings, the header promo bars, the countdown promos
 * and the sister sites' logos.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { CatalogueApi, SiteApi } from "../core/ports.ts";
import { countdownsQuery, logosQuery, promoBarsQuery } from "../ui/promo/promoQueries.ts";
import { settingsQuery } from "../ui/queries/catalogue.ts";

export interface SharedReads {
  readonly queryClient: QueryClient;
  readonly catalogue: CatalogueApi;
  readonly site: SiteApi;
  /** Who is viewing, as the promo answers are cached (ui/session.view.ts `selectViewerKey`). */
  readonly viewerKey: string;
}

/** Settles once every shared read has answered or failed; never rejects. */
export async function sharedServerReads(reads: SharedReads): Promise<void> {
  const { queryClient, catalogue, site, viewerKey } = reads;
  await Promise.allSettled([
    queryClient.fetchQuery(settingsQuery(catalogue)),
    queryClient.fetchQuery(promoBarsQuery(site, viewerKey)),
    queryClient.fetchQuery(countdownsQuery(site, viewerKey)),
    queryClient.fetchQuery(logosQuery(site)),
  ]);
}
