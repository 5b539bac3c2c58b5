import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { dropFirstPageHead } from "./firstPageHead.ts";

/** A page's own title, when its loader returns content with one (a film, a series). */
const contentTitle = (loaderData: unknown): string | null => {
  const title = (loaderData as { title?: unknown } | undefined)?.title;
  return typeof title === "string" ? title : null;
};

/**
 * The document title follows client-side navigations (core `titleOfPage`); the first page
 * comes with its title from the server. The title rules load with the first navigation, not
 * with the first page. The first page's own head tags go once the path changes.
 */
export function useDocumentTitle(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe("onRendered", ({ fromLocation, toLocation }) => {
        if (fromLocation === undefined) return;
        if (fromLocation.pathname !== toLocation.pathname) dropFirstPageHead(document.head);
        const data = router.state.matches.at(-1)?.loaderData;
        const page = Number((toLocation.search as { page?: unknown }).page ?? 1);
        void import("../../core/pageTitle.ts").then(({ titleOfPage }) => {
          document.title = titleOfPage(toLocation.pathname, page, contentTitle(data));
        });
      }),
    [router],
  );
}
