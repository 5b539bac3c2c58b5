import { Link } from "@tanstack/react-router";
import { LibraryListContainer } from "../library/LibraryList.tsx";

export const MY_SPACE_TABS = ["my-list", "continue-watching", "history"] as const;
export type MySpaceTab = (typeof MY_SPACE_TABS)[number];

const LABELS: Record<MySpaceTab, string> = {
  "my-list": "My List",
  "continue-watching": "Continue Watching",
  history: "History",
};

/** My Space (spec 000 §2): the member's list, the films in progress and the history, paged. */
export function MySpace({ tab, page }: { readonly tab: MySpaceTab; readonly page: number }) {
  return (
    <div className="container">
      <h1 className="page-title">My Space</h1>
      <nav className="tabs" aria-label="My Space">
        {MY_SPACE_TABS.map((t) => (
          <Link
            key={t}
            to="/my-space"
            search={{ tab: t }}
            aria-current={t === tab ? "page" : undefined}
          >
            {LABELS[t]}
          </Link>
        ))}
      </nav>
      <section aria-label={LABELS[tab]}>
        <LibraryListContainer tab={tab} page={page} />
      </section>
    </div>
  );
}
