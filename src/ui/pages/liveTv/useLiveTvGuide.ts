import { useSuspenseQuery } from "@tanstack/react-query";
import { liveTvScheduleTag, selectedLiveTvCategory } from "../../../core/liveTv.ts";
import type { SiteApi } from "../../../core/ports.ts";
import { liveTvCategoriesQuery, liveTvScheduleQuery } from "../../queries/site.ts";

/** The live TV categories, the one `?category=` chose (null: every channel) and its schedule. */
export function useLiveTvGuide(site: SiteApi, category: string | undefined) {
  const categories = useSuspenseQuery(liveTvCategoriesQuery(site)).data;
  const selected = selectedLiveTvCategory(category, categories);
  const schedule = useSuspenseQuery(liveTvScheduleQuery(site, liveTvScheduleTag(selected))).data;
  return { categories, selected, schedule };
}
