import { Link } from "@tanstack/react-router";
import type { PersonSummary, TagSummary } from "../../core/schema/index.ts";
import { personName } from "../format.ts";
import { personRouteFor } from "./creditLinks.view.ts";

function PersonLink({ person }: { readonly person: PersonSummary }) {
  const to = personRouteFor(person);
  const name = personName(person);
  return to === null ? name : <Link to={to}>{name}</Link>;
}

/** People as links to the pages of their type (`personRouteFor`). */
export function PeopleLinks({ people }: { readonly people: readonly PersonSummary[] }) {
  return (
    <ul className="credit-links">
      {people.map((person) => (
        <li key={person.id}>
          <PersonLink person={person} />
        </li>
      ))}
    </ul>
  );
}

/** Tags as links to their category pages (`/categories/{slug}`). */
export function TagLinks({ tags }: { readonly tags: readonly TagSummary[] }) {
  return (
    <ul className="tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link to="/categories/$slug" params={{ slug: tag.slug }} className="badge tag-link">
            {tag.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
