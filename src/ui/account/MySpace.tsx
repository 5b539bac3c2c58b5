import "./mySpace.css";
import { Link } from "@tanstack/react-router";
import { MY_SPACE_TABS, type MySpaceTab } from "../../core/mySpace.ts";
import { LibraryListContainer } from "../library/LibraryList.tsx";

const LABELS: Record<MySpaceTab, string> = {
  "my-list": "My List",
  "continue-watching": "Continue Watching",
  history: "History",
  "watch-again": "Watch Again",
};

/** My Space (spec 000 §2): the member's list, the films in progress, the history and watch-again, paged. */
export function MySpace({ tab, page }: { readonly tab: MySpaceTab; readonly page: number }) {
  return (
    <div className="container">
      <h1 className="page-title">My Space</h1>
      <nav className="tabs my-space-tabs" aria-label="My Space">
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
