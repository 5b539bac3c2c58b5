import { lazy, Suspense } from "react";
import { hasBreadcrumbSlot } from "./breadcrumbSlot.ts";
import "./breadcrumbs.css";

/** The trail needs the route table: it loads after the page, in a line kept for it. */
const BreadcrumbTrail = lazy(() => import("./BreadcrumbTrail.tsx"));

/** The default layout's breadcrumbs (spec 000 §2); nothing on the home page. */
export function Breadcrumbs({ pathname }: { readonly pathname: string }) {
  if (!hasBreadcrumbSlot(pathname)) return null;
  return (
    <Suspense fallback={<div className="breadcrumbs" />}>
      <BreadcrumbTrail pathname={pathname} />
    </Suspense>
  );
}
