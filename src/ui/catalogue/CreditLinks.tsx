import { Link } from "@tanstack/react-router";
import type { PersonSummary, TagSummary } from "../../core/schema/index.ts";
import { personName } from "../format.ts";

/** People as links to their pages: performers at `/cast/{slug}`, directors at `/directors/{slug}`. */
export function PeopleLinks({
  people,
  to,
}: {
  readonly people: readonly PersonSummary[];
  readonly to: "/cast/$slug" | "/directors/$slug";
}) {
  return (
    <ul className="credit-links">
      {people.map((person) => (
        <li key={person.id}>
          <Link to={to} params={{ slug: person.slug }}>
            {personName(person)}
          </Link>
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
