/**
 * Where a person of a film's or series' credits links: the page of their type (core
 * `personPagePath`: performers and couples `/cast/{slug}`, directors `/directors/{slug}`,
 * producers `/producers/{slug}`, guest stars, photographers and artists under
 * `/collaborators/`); a type with no page shows as text.
 */
import { personPagePath } from "../../core/personPages.ts";
import type { PersonSummary } from "../../core/schema/index.ts";

export const personRouteFor = (person: PersonSummary): string | null =>
  personPagePath(person.type, person.slug);
