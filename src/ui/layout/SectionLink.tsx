import { Link } from "@tanstack/react-router";
import type { Section } from "../../core/navigation.ts";

/** A link to one of the site's sections (core `navigation.ts`), with its My Space tab. */
export function SectionLink({
  section,
  onClick,
}: {
  readonly section: Section;
  readonly onClick?: () => void;
}) {
  return section.tab ? (
    <Link to="/my-space" search={{ tab: section.tab }} onClick={onClick}>
      {section.label}
    </Link>
  ) : (
    <Link to={section.to} onClick={onClick}>
      {section.label}
    </Link>
  );
}
