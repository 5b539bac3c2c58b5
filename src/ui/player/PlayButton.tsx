/**
 * A Play button (film page Play, the home hero's Watch now, an episode row, the trailer
 * button). Pressing it spawns a play gate where the button lives (`PlayGateFlow`, loaded on
 * first hover, focus or press, so no machine is in the page's first load): allowed opens the
 * watch URL, a guest gets the play modal, a Registered viewer on a paid film is told to go
 * premium. An unpublished film or an 'Upcoming Release' episode shows a disabled button and
 * the reason.
 *
 * The page's main Play (`warmWhenIdle`: a film's or a series' page, where a viewer came to
 * play) readies the gate, the watch page and the play call as soon as the browser is idle
 * after the page is drawn, and fetches the player's code (video.js, ~190 KB gzip) without
 * running it; running it (long tasks on a phone) waits for hover, focus or press, so a page
 * that is only looked at never pays it (issue 24's TBT; decisions 0058, 0073), and a tap with no
 * hover first does not wait for the download (issue 25's first frame; decision 0049).
 * A press made before the page has hydrated is held by the page and replayed once the button
 * is hydrated (`heldPress`).
 */
import { useRouter } from "@tanstack/react-router";
import { type ReactNode, useEffect, useId, useState } from "react";
import type { ButtonSize, ButtonTheme } from "../../core/button.ts";
import type { PlayGrant, PlayRequest } from "../../machines/playGate.machine.ts";
import { Button } from "../Button.tsx";
import type { FeatureEffects } from "../features.ts";
import { heldPress } from "../heldPress.ts";
import { isPlayable } from "../playGate.view.ts";
import { useFeatureEffectsLater } from "../system.tsx";
import { whenIdle } from "../WhenIdle.tsx";
import { watchLocation } from "./links.tsx";

const loadFlow = () => import("./PlayGateFlow.tsx");

/**
 * The gate's flow and the features' effects it runs on, once both are here. The flow is
 * drawn only then, never suspended: React holds a Suspense boundary's content back for 300 ms
 * after its fallback showed, and a press that came before the flow's code had run (a tap, or
 * a click right after the hover that started it) waited that long for its play call.
 */
interface ReadyFlow {
  readonly Flow: typeof import("./PlayGateFlow.tsx").default;
  readonly effects: FeatureEffects;
}
type LoadedFlow = ReadyFlow | { readonly failed: unknown };

/** The flow a load brought, kept unless one is ready already (a failed load is replaced). */
const keptFlow =
  (loaded: LoadedFlow) =>
  (known: LoadedFlow | null): LoadedFlow =>
    known === null || "failed" in known ? loaded : known;
/** The button and what its press tells (a notice, the reason it is off) side by side. */
const WRAP = { display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: 8 } as const;

export interface PlayButtonProps {
  readonly request: PlayRequest;
  /** Where an allowed play goes (core watch URL builder). */
  readonly watchUrl: string;
  /** A trailer's open grant (trailers need no play call). */
  readonly trailer?: PlayGrant | null;
  readonly theme?: ButtonTheme;
  readonly size?: ButtonSize;
  /**
   * Ready the gate, the play call, the watch page and the player once the browser is idle
   * (a page's main Play); otherwise on hover, focus or press only.
   */
  readonly warmWhenIdle?: boolean;
  readonly children: ReactNode;
}

/**
 * Loads what a press needs: the gate's flow, the watch route and the play call; the player's
 * code fetched only (`"fetch"`: the page is idle) or loaded and run (`"run"`: the viewer shows
 * intent: hover, focus, press).
 */
function warmUp(
  router: ReturnType<typeof useRouter>,
  effectsLater: ReturnType<typeof useFeatureEffectsLater>,
  watchUrl: string,
  player: "fetch" | "run",
  onFlow: (flow: LoadedFlow) => void,
) {
  const effects = effectsLater();
  void Promise.all([loadFlow(), effects]).then(
    ([module, loaded]) => onFlow({ Flow: module.default, effects: loaded }),
    (error: unknown) => onFlow({ failed: error }),
  );
  void router.preloadRoute(watchLocation(watchUrl)).catch(() => undefined);
  void effects.then(
    ({ playback }) => {
      playback.preparePlayCall();
      if (player === "run") playback.preloadPlayer();
      else playback.fetchPlayerCode();
    },
    () => undefined,
  );
}

export function PlayButton({
  request,
  watchUrl,
  trailer = null,
  theme = "primary",
  size = "lg",
  warmWhenIdle = false,
  children,
}: PlayButtonProps) {
  const router = useRouter();
  const effectsLater = useFeatureEffectsLater();
  const reasonId = useId();
  const [press, setPress] = useState(0);
  const [flow, setFlow] = useState<LoadedFlow | null>(null);
  const playable = isPlayable(request);
  // Ready the gate, the play call, the watch page and the player before the click lands
  // (on hover or focus: nothing of it is fetched for a page that is only looked at).
  const warm = () =>
    warmUp(router, effectsLater, watchUrl, "run", (loaded) => setFlow(keptFlow(loaded)));
  const idleWarm = playable && warmWhenIdle;
  useEffect(
    () =>
      idleWarm
        ? whenIdle(() =>
            warmUp(router, effectsLater, watchUrl, "fetch", (loaded) => setFlow(keptFlow(loaded))),
          )
        : undefined,
    [idleWarm, router, effectsLater, watchUrl],
  );
  // A press whose flow could not load goes to the error boundary, as a page part's would.
  if (press > 0 && flow !== null && "failed" in flow) throw flow.failed;
  if (!playable) {
    return (
      <span style={WRAP}>
        <Button theme={theme} size={size} disabled aria-describedby={reasonId}>
          {children}
        </Button>
        <span id={reasonId} className="play-note">
          {request.status === "Upcoming Release" ? "Upcoming Release" : "Not available yet"}
        </span>
      </span>
    );
  }
  return (
    <span style={WRAP}>
      <Button
        theme={theme}
        size={size}
        aria-busy={press > 0}
        onPointerEnter={warm}
        onFocus={warm}
        // Taken: the page's early-press holder replays a press made before hydration until
        // one is taken, and drops an older held one when a newer press is taken.
        {...heldPress(() => {
          // A load that failed before (on hover) is tried again by the press.
          setFlow((known) => (known !== null && "failed" in known ? null : known));
          warm();
          setPress((n) => n + 1);
        })}
      >
        {children}
      </Button>
      {press > 0 && flow !== null && "Flow" in flow && (
        <flow.Flow
          key={press}
          effects={flow.effects}
          request={request}
          watchUrl={watchUrl}
          trailer={trailer}
          onDone={() => setPress(0)}
        />
      )}
    </span>
  );
}
