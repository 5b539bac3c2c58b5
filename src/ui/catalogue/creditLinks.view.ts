/**
 * Which people of a film's or series' credits link to a page: performers to `/cast/{slug}`,
 * directors to `/directors/{slug}` (the person pages of spec 000 §2). Other kinds (couples,
 * guest stars, ...) have no page of their own on this site: their names show as text.
 */
import type { PersonSummary } from "../../core/schema/index.ts";

export type PersonRoute = "/cast/$slug" | "/directors/$slug";

const PERSON_ROUTES: Partial<Record<PersonSummary["type"], PersonRoute>> = {
  performers: "/cast/$slug",
  directors: "/directors/$slug",
};

export const personRouteFor = (person: PersonSummary): PersonRoute | null =>
  PERSON_ROUTES[person.type] ?? null;
