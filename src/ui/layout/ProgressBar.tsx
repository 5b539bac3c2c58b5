/**
 * The page-load progress bar (spec 000 §9 "Page-load progress bar: finishes after about
 * 500 ms"): a thin line at the top that starts when a navigation starts and fills in
 * PAGE_PROGRESS_FINISH_MS, or when the route has loaded if that takes longer. Driven by the
 * router's navigation state; hidden from assistive technology (focus moves to the new page's
 * heading, which says more than a bar could). Without motion (prefers-reduced-motion) it
 * shows filled, without moving.
 */
import "./progressBar.css";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { PAGE_PROGRESS_FINISH_MS } from "../../core/constants.ts";

type Phase = "idle" | "running" | "finishing";

/** The last stretch: the bar fills in this long, so it is full PAGE_PROGRESS_FINISH_MS after the start. */
const FILL_MS = 100;
/** How long the full bar takes to fade out after that. */
const FADE_MS = 200;

export default function ProgressBar() {
  const router = useRouter();
  const loading = useRouterState({
    select: (state) => state.isLoading || state.status === "pending",
  });
  const [phase, setPhase] = useState<Phase>("idle");
  const [run, setRun] = useState(0);
  const startedAt = useRef(0);

  // Every navigation after the first page starts the bar, however quickly it resolves.
  useEffect(
    () =>
      router.subscribe("onBeforeNavigate", () => {
        startedAt.current = Date.now();
        setRun((n) => n + 1);
        setPhase("running");
      }),
    [router],
  );

  useEffect(() => {
    if (phase === "running" && !loading) {
      const left = Math.max(0, startedAt.current + PAGE_PROGRESS_FINISH_MS - FILL_MS - Date.now());
      const id = window.setTimeout(() => setPhase("finishing"), left);
      return () => window.clearTimeout(id);
    }
    if (phase === "finishing") {
      const id = window.setTimeout(() => setPhase("idle"), FILL_MS + FADE_MS);
      return () => window.clearTimeout(id);
    }
    return undefined;
  }, [phase, loading]);

  if (phase === "idle") return null;
  return (
    <div
      key={run}
      className="page-progress"
      role="progressbar"
      aria-hidden="true"
      data-phase={phase}
      style={{ ["--page-progress-ms" as string]: `${PAGE_PROGRESS_FINISH_MS - FILL_MS}ms` }}
    >
      <span className="page-progress__bar" />
    </div>
  );
}
