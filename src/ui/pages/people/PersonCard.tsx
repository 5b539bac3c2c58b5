import { Link } from "@tanstack/react-router";
import type { PersonSummary } from "../../../core/schema/index.ts";
import { Art } from "../../Art.tsx";

const PORTRAIT = { ar: "1:1" } as const;

/** The person routes of spec 000 §2: directors at /directors, everyone else at /cast. */
export const personRouteOf = (type: PersonSummary["type"]) =>
  type === "directors" ? ("/directors/$slug" as const) : ("/cast/$slug" as const);

export const fullName = (person: Pick<PersonSummary, "name" | "last_name">): string =>
  person.last_name ? `${person.name} ${person.last_name}` : person.name;

/** A round portrait and the name, linking to the person's page. */
export function PersonCard({
  person,
  eager = false,
}: {
  readonly person: PersonSummary;
  readonly eager?: boolean;
}) {
  const name = fullName(person);
  return (
    <Link to={personRouteOf(person.type)} params={{ slug: person.slug }} className="person-card">
      {person.poster_image ? (
        <Art
          src={person.poster_image}
          slot="portrait"
          params={PORTRAIT}
          width={160}
          height={160}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : (
        <span className="person-card__initials" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <span className="person-card__name">{name}</span>
    </Link>
  );
}
