import { createFileRoute } from "@tanstack/react-router";
import { type LegalTab, legalTabOf } from "../core/editorialRoutes.ts";
import { LegalPage } from "../ui/pages/info/LegalPage.tsx";

export const Route = createFileRoute("/legal")({
  validateSearch: (search: Record<string, unknown>): { tab?: LegalTab } => {
    const tab = legalTabOf(search.tab);
    return tab === undefined ? {} : { tab };
  },
  component: () => <LegalPage tab={Route.useSearch().tab} />,
});
