/** Query option factories for the site's editorial calls (the SiteApi port of the router context). */
import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../core/ports.ts";

export const helpQuery = (site: SiteApi, query: string) =>
  queryOptions({
    queryKey: ["help", query.trim()],
    queryFn: () => site.help(query.trim() === "" ? undefined : query),
  });

export const helpAnswerQuery = (site: SiteApi, slug: string) =>
  queryOptions({ queryKey: ["help", "answer", slug], queryFn: () => site.helpAnswer(slug) });
