import { Link } from "@tanstack/react-router";
import { breadcrumbTrail } from "./breadcrumbs.view.ts";

/**
 * The page's breadcrumbs, rebuilt from its path on every route. Loaded after the first
 * render (it needs the route table): `Breadcrumbs` holds its place meanwhile.
 */
export default function BreadcrumbTrail({
  pathname,
  pageTitle = null,
}: {
  readonly pathname: string;
  readonly pageTitle?: string | null;
}) {
  const trail = breadcrumbTrail(pathname, pageTitle);
  if (trail.length === 0) return null;
  const last = trail.length - 1;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb, i) => (
          <li key={crumb.href}>
            <Link
              to={crumb.href as never}
              // Only the page itself is current, not the crumbs above it.
              activeOptions={{ exact: true, includeSearch: false }}
              aria-current={i === last ? "page" : undefined}
            >
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
