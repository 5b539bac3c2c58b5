import { lazy } from "react";
import { OptionalPart } from "../OptionalPart.tsx";
import { hasBreadcrumbSlot } from "./breadcrumbSlot.ts";
import "./breadcrumbs.css";

/**
 * The trail needs the route table: it loads after the page, in a line kept for it. Its import
 * starts once the page is painted: asking for a chunk adds its preload links to the document,
 * work the page's first render is better without.
 */
const BreadcrumbTrail = lazy(() => import("./BreadcrumbTrail.tsx"));

/** The default layout's breadcrumbs (spec 000 §2); nothing on the home page. */
export function Breadcrumbs({
  pathname,
  pageTitle = null,
}: {
  readonly pathname: string;
  /** The page's own title, where its loader knows one (a film named by its id). */
  readonly pageTitle?: string | null;
}) {
  if (!hasBreadcrumbSlot(pathname)) return null;
  const line = <div className="breadcrumbs" />;
  // Its code may fail to come (offline): the line then stays empty, the page stays.
  return (
    <OptionalPart fallback={line}>
      <BreadcrumbTrail pathname={pathname} pageTitle={pageTitle} />
    </OptionalPart>
  );
}
