import { Link } from "@tanstack/react-router";

export const MY_SPACE_TABS = ["my-list", "continue-watching", "history"] as const;
export type MySpaceTab = (typeof MY_SPACE_TABS)[number];

const LABELS: Record<MySpaceTab, string> = {
  "my-list": "My List",
  "continue-watching": "Continue Watching",
  history: "History",
};

const EMPTY: Record<MySpaceTab, string> = {
  "my-list": "Films and series you add to your list show up here.",
  "continue-watching": "Films you start watching show up here.",
  history: "Films you have watched show up here.",
};

/** My Space with its three tabs; the lists themselves come with the library issue. */
export function MySpace({ tab }: { tab: MySpaceTab }) {
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
      <section aria-label={LABELS[tab]} className="empty-state">
        <p>{EMPTY[tab]}</p>
        <Link to="/movies" className="btn btn-primary">
          Browse films
        </Link>
      </section>
    </div>
  );
}
