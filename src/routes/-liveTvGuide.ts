/** The live TV pages' data: loaded with the pages, not with the first load's route definitions. */
import type { QueryClient } from "@tanstack/react-query";
import { liveTvScheduleTag, selectedLiveTvCategory } from "../core/liveTv.ts";
import type { SiteApi } from "../core/ports.ts";
import { liveTvCategoriesQuery, liveTvScheduleQuery } from "../ui/queries/site.ts";

/**
 * The categories and the chosen one's schedule into the cache (`category`: the slug of
 * `?category=`). Without a choice the general schedule is asked for at once, beside the
 * categories.
 */
export function loadLiveTvGuide(queryClient: QueryClient, site: SiteApi, category?: string) {
  const categories = queryClient.ensureQueryData(liveTvCategoriesQuery(site));
  const schedule =
    category === undefined
      ? queryClient.ensureQueryData(liveTvScheduleQuery(site))
      : categories.then((list) =>
          queryClient.ensureQueryData(
            liveTvScheduleQuery(site, liveTvScheduleTag(selectedLiveTvCategory(category, list))),
          ),
        );
  return Promise.all([categories, schedule]);
}
