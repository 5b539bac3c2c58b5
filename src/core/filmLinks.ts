import { isPublished } from "./playGate.ts";

/**
 * The page a film's card leads to (spec 000 §2, content links): a published film's page,
 * `/movies/{slug}`; an unpublished film is shown but not linked (null).
 */
export const filmCardPath = (film: {
  readonly slug: string;
  readonly status: string | null;
}): string | null => (isPublished(film.status) ? `/movies/${film.slug}` : null);
