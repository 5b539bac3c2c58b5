/**
 * Where each kind of person has a page (spec 000 §2 route table and the route names of the
 * first render: cast, performers, directors, collaborators-directors, producers,
 * collaborators-producers, collaborators-guest-stars, collaborators-photographers,
 * collaborators-artist-gallery; §3 credit roles: directors, performers, couples, guestStars,
 * photographers, artists, and producers on a film).
 *
 * A couple has no route name of its own: a couple is cast, so its page is `/cast/{slug}`,
 * which finds a performer or, failing that, a couple (docs/decisions/0030). Ambassadors are
 * the store variant's (vip_person): no page here.
 */
import type { PersonType } from "./schema/person.ts";

/** The page of a person of each type, before the slug. */
export const PERSON_PAGE_PREFIX: Readonly<Record<PersonType, string | null>> = {
  performers: "/cast",
  couples: "/cast",
  directors: "/directors",
  producers: "/producers",
  "guest-stars": "/collaborators/guest-stars",
  photographers: "/collaborators/photographers",
  artists: "/collaborators/artist-gallery",
  ambassadors: null,
};

/** What a person of each type is called on their page. */
export const PERSON_ROLE_LABEL: Readonly<Record<PersonType, string>> = {
  performers: "Performer",
  couples: "Couple",
  directors: "Director",
  producers: "Producer",
  "guest-stars": "Guest star",
  photographers: "Photographer",
  artists: "Artist",
  ambassadors: "Ambassador",
};

/** The person types a path prefix shows, in the order they are looked up. */
export const PERSON_TYPES_AT: Readonly<Record<string, readonly PersonType[]>> = {
  "/cast": ["performers", "couples"],
  "/performers": ["performers"],
  "/directors": ["directors"],
  "/collaborators/directors": ["directors"],
  "/producers": ["producers"],
  "/collaborators/producers": ["producers"],
  "/collaborators/guest-stars": ["guest-stars"],
  "/collaborators/photographers": ["photographers"],
  "/collaborators/artist-gallery": ["artists"],
};

/**
 * A person's page by the type the wire names (a search result's or a banner's
 * `person_type`): a known type its page (null for one with none), anything else is cast.
 */
export const personPathOf = (type: string | null, slug: string): string | null =>
  type !== null && Object.hasOwn(PERSON_PAGE_PREFIX, type)
    ? personPagePath(type as PersonType, slug)
    : personPagePath("performers", slug);

/** A person's page, or null for a type with none. */
export const personPagePath = (type: PersonType, slug: string): string | null => {
  const prefix = PERSON_PAGE_PREFIX[type];
  return prefix === null ? null : `${prefix}/${encodeURIComponent(slug)}`;
};

/**
 * The slug a person read by number (`/persons/{id}`) moves to at a person route that shows
 * `types`; null when the route does not show people of that person's type (its 404). A number
 * in a person's address is the person's id, as for films and series (spec 000 §5 by analogy,
 * docs/decisions/0068).
 */
export const personSlugAt = (
  types: readonly PersonType[],
  person: { readonly type: PersonType; readonly slug: string },
): string | null => (types.includes(person.type) ? person.slug : null);
