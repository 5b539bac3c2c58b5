// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { fromCallback, fromPromise } from "xstate";
import { pageHiddenActor, sessionReadyActor } from "../../src/app/playback.ts";
import type { Movie, User } from "../../src/core/schema/index.ts";
import type { PlayData, ViewStats } from "../../src/core/schema/playback.ts";
import type { VideoCommand, VideoEvent } from "../../src/core/video.ts";
import { parseWatchUrl } from "../../src/core/watchUrl.ts";
import type { PlayGrant, PlayRequest } from "../../src/machines/playGate.machine.ts";
import type { FeatureEffects } from "../../src/ui/features.ts";
import { PlayButton } from "../../src/ui/player/PlayButton.tsx";
import { parseThumbnailsVtt, thumbnailAt } from "../../src/ui/player/vttThumbnails.ts";
import { WatchPageContainer } from "../../src/ui/player/WatchPageContainer.tsx";
import { upNextFor } from "../../src/ui/player.view.ts";
import { playRequestOf } from "../../src/ui/playGate.view.ts";
import type { FeatureEffectsSource } from "../../src/ui/system.tsx";
import { runEarlyPressHolder } from "../fixtures/earlyPressHolder.ts";
import { NOW, restoredToken, startAppSystem } from "../fixtures/session.ts";
import { noFeatureEffects, renderInApp } from "./renderInApp.tsx";

afterEach(cleanup);

const film = (overrides: Partial<Movie> = {}): Movie =>
  ({
    model_type: "Movie",
    id: 13,
    slug: "night-sea",
    title: "Night Sea",
    status: "Published",
    user_level: 0,
    is_free: false,
    series_id: null,
    episode_id: null,
    cover_picture: "/art/night-sea.svg",
    labels: [],
    similar_movies: [],
    trailer_path: "/media/trailer/index.m3u8",
    ...overrides,
  }) as unknown as Movie;

const playData = (overrides: Partial<PlayData> = {}): PlayData => ({
  movie_id: 13,
  series_id: null,
  title: "Night Sea",
  streaming_links: { ahls: "/media/s/token/films/13/master.m3u8", dash: null, rtmp: null },
  subtitles: [{ language: "en", label: "English", url: "/subs/en.vtt" }],
  thumbnails_url: null,
  scene_markers: [
    { title: "Opening", start_time: 0 },
    { title: "The Meeting", start_time: 10 },
  ],
  duration: 40,
  resume_position: 12,
  stats_ticket: "ticket",
  expires_at: 2_000_000_000,
  ...overrides,
});

/** Playback effects on fakes: what was asked of the server and of the video. */
function fakePlayback(answer: (movieId: number) => Promise<PlayData> = async () => playData()) {
  const record = {
    plays: [] as number[],
    commands: [] as VideoCommand[],
    stats: [] as ViewStats[],
    beacons: [] as ViewStats[],
    video: null as ((event: VideoEvent) => void) | null,
  };
  const effects: FeatureEffects = {
    ...noFeatureEffects,
    playGate: (machine, trailer) =>
      machine.provide({
        actors: {
          sessionReady: sessionReadyActor,
          fetchPlay: fromPromise(async ({ input }) => {
            if (trailer) return trailer;
            record.plays.push(input.movieId);
            const { stats_ticket: _, ...grant } = await answer(input.movieId);
            return grant as PlayGrant;
          }),
        },
        actions: {
          notify: () => {},
          setUnregisteredPlayAttempt: () => {},
          openPlayModal: () => {},
          offerHandover: () => {},
        },
      }),
    player: (machine, target) =>
      machine.provide({
        actors: {
          video: fromCallback<VideoCommand>(({ sendBack, receive, system }) => {
            record.video = (event) => {
              sendBack(event);
              system.get(target.viewStatsId)?.send(event);
            };
            receive((command) => record.commands.push(command));
          }),
        },
        actions: {
          pushAnalytics: () => {},
          storePreferences: () => {},
          logError: () => {},
          reportError: () => {},
        },
      }),
    viewStats: (machine) =>
      machine.provide({
        actors: {
          sendStats: fromPromise(async ({ input }) => {
            record.stats.push(input);
            return 1;
          }),
          pageLifecycle: pageHiddenActor,
        },
        actions: {
          beaconStats: (_, payload) => void record.beacons.push(payload),
          logStatsFailure: () => {},
        },
      }),
    playback: {
      continueWatching: () => Promise.reject(new Error("not used")),
      mediaText: () => Promise.reject(new Error("not used")),
      storedPlayerPreferences: () => undefined,
      preparePlayCall: () => {},
      fetchPlayerCode: () => {},
      preloadPlayer: () => {},
    },
  };
  return { effects, record };
}

const registeredUser = {
  id: 9,
  email: "registered@cinema.test",
  is_trialing_free: false,
  is_cross_selling_unified_account: false,
  is_subscribed: false,
  cont_watching_counter: 0,
} as User;

function render(
  ui: () => ReactNode,
  effects: FeatureEffectsSource,
  viewer: "guest" | User = "guest",
) {
  const { app } = startAppSystem(
    viewer === "guest"
      ? {}
      : { restored: restoredToken, fakes: { me: async () => viewer }, now: () => NOW },
  );
  const queryClient = new QueryClient();
  return renderInApp(
    () => <QueryClientProvider client={queryClient}>{ui()}</QueryClientProvider>,
    app,
    effects,
  );
}

/**
 * A Play button drawn in the app with `effects`: by default a film any viewer may play (free,
 * for registered viewers), pressed by a guest.
 */
function renderPlayButton(
  effects: FeatureEffectsSource,
  {
    movie = film({ user_level: 2, is_free: true }),
    request = playRequestOf(movie, "movie"),
    watchUrl = "/film/night-sea/watch/movie/13",
    warmWhenIdle = false,
    viewer = "guest",
    around = (button) => button,
  }: {
    readonly movie?: Movie;
    readonly request?: PlayRequest;
    readonly watchUrl?: string;
    readonly warmWhenIdle?: boolean;
    readonly viewer?: "guest" | User;
    readonly around?: (button: ReactNode) => ReactNode;
  } = {},
) {
  return render(
    () =>
      around(
        <PlayButton request={request} watchUrl={watchUrl} warmWhenIdle={warmWhenIdle}>
          ▶ Play
        </PlayButton>,
      ),
    effects,
    viewer,
  );
}

/** Shows what a view below it threw, as the app's error pages do. */
class Boundary extends Component<{ readonly children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe("a Play button", () => {
  it("draws without the features' effects; a hover loads them and readies the play call", async () => {
    const { effects } = fakePlayback();
    const readied: string[] = [];
    const playback = {
      ...effects.playback,
      preparePlayCall: () => void readied.push("play call"),
      preloadPlayer: () => void readied.push("player"),
    };
    let loads = 0;
    let arrive: () => void = () => {};
    const pending = new Promise<FeatureEffects>((resolve) => {
      arrive = () => resolve({ ...effects, playback });
    });
    const features = () => {
      loads++;
      return pending;
    };
    renderPlayButton(features);
    const button = await screen.findByRole("button", { name: "▶ Play" });
    expect(loads).toBe(0);
    fireEvent.pointerEnter(button);
    expect(loads).toBe(1);
    expect(readied).toEqual([]);
    arrive();
    await waitFor(() => expect(readied).toEqual(["play call", "player"]));
  });

  it("a page's main Play readies the play call and fetches the player's code when idle, but runs the player's code only on intent", async () => {
    const { effects } = fakePlayback();
    const readied: string[] = [];
    const playback = {
      ...effects.playback,
      preparePlayCall: () => void readied.push("play call"),
      fetchPlayerCode: () => void readied.push("player fetched"),
      preloadPlayer: () => void readied.push("player"),
    };
    renderPlayButton(async () => ({ ...effects, playback }), { warmWhenIdle: true });
    const button = await screen.findByRole("button", { name: "▶ Play" });
    await waitFor(() => expect(readied).toEqual(["play call", "player fetched"]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readied).toEqual(["play call", "player fetched"]);
    fireEvent.pointerEnter(button);
    await waitFor(() =>
      expect(readied).toEqual(["play call", "player fetched", "play call", "player"]),
    );
  });

  it("opens the play modal for a guest on a registered-only film, without a play call", async () => {
    const { effects, record } = fakePlayback();
    renderPlayButton(effects, { movie: film({ user_level: 1 }) });
    fireEvent.click(await screen.findByRole("button", { name: "▶ Play" }));
    // The modal is a chunk of its own: its first import may take seconds on a loaded machine.
    expect(
      await screen.findByRole(
        "dialog",
        { name: "Wanna watch this film for free?" },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(record.plays).toEqual([]);
  });

  it("tells a registered member on a paid film to go premium, with the way to subscribe", async () => {
    const { effects, record } = fakePlayback();
    renderPlayButton(effects, { movie: film(), viewer: registeredUser });
    fireEvent.click(await screen.findByRole("button", { name: "▶ Play" }));
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("You need to be a premium member!");
    expect(within(notice).getByRole("link", { name: "Subscribe" }).getAttribute("href")).toBe(
      "/sign-up",
    );
    expect(record.plays).toEqual([]);
  });

  it("asks for the play grant and opens the watch URL when the film may play", async () => {
    const { effects, record } = fakePlayback();
    const { router } = renderPlayButton(effects, {
      watchUrl: "/film/night-sea/watch/movie/13?scene=1",
    });
    fireEvent.click(await screen.findByRole("button", { name: "▶ Play" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/film/night-sea/watch/movie/13"),
    );
    // The address the watch page parses: `?scene=1`, not the quoted `?scene=%221%22` (decision 0068).
    expect(router.state.location.searchStr).toBe("?scene=1");
    expect(router.state.location.state.playPressed).toBe(true);
    expect(record.plays).toEqual([13]);
  });

  it("a tap before the gate's code and effects are here asks for the grant as soon as they come, with no 300 ms hold", async () => {
    // The flow's module is compiled here (the test's own import is not what is measured);
    // the features' effects are not loaded yet when the tap comes.
    await import("../../src/ui/player/PlayGateFlow.tsx");
    const { effects, record } = fakePlayback();
    let arrive: () => void = () => {};
    const pending = new Promise<FeatureEffects>((resolve) => {
      arrive = () => resolve(effects);
    });
    renderPlayButton(() => pending);
    const button = await screen.findByRole("button", { name: "▶ Play" });
    // A tap: the click comes with no hover before it, while the effects still load.
    const pressedAt = performance.now();
    fireEvent.click(button);
    expect(button.getAttribute("aria-busy")).toBe("true");
    arrive();
    await waitFor(() => expect(record.plays).toEqual([13]), { timeout: 2_000 });
    // A Suspense boundary that showed its fallback on the press would keep the gate back
    // until 300 ms after it (React's fallback throttle).
    expect(performance.now() - pressedAt).toBeLessThan(300);
  });

  it("a press whose gate cannot load goes to the error boundary, not a button busy for ever", async () => {
    renderPlayButton(() => Promise.reject(new Error("The gate's code could not load")), {
      around: (button) => <Boundary>{button}</Boundary>,
    });
    fireEvent.click(await screen.findByRole("button", { name: "▶ Play" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The gate's code could not load");
  });

  it("is disabled, with the reason, for an upcoming episode", async () => {
    const { effects } = fakePlayback();
    renderPlayButton(effects, {
      request: playRequestOf(film({ series_id: 3, episode_id: 4 }), "episode", "Upcoming Release"),
      watchUrl: "/series/3/4/night-sea/watch/movie/13",
    });
    const button = await screen.findByRole("button", { name: "▶ Play" });
    expect(button).toHaveProperty("disabled", true);
    const reason = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("Upcoming Release");
  });
});

describe("the watch page", () => {
  const target = parseWatchUrl("/film/night-sea/watch/movie/13")!;

  it("shows the cover and a big play button, then loads muted autoplay at the resume position", async () => {
    const { effects, record } = fakePlayback(async () => playData({ resume_position: 12 }));
    const movie = film({ user_level: 2, is_free: true });
    render(() => <WatchPageContainer target={target} movie={movie} series={null} />, effects);
    fireEvent.click(await screen.findByRole("button", { name: "Play Night Sea" }));
    await waitFor(() => expect(record.commands[0]?.type).toBe("load"));
    expect(record.commands[0]).toMatchObject({
      type: "load",
      sources: [{ src: "/media/s/token/films/13/master.m3u8", type: "application/x-mpegURL" }],
      startTime: 12,
      muted: true,
      autoplay: true,
    });
  });

  it("starts at the scene of ?scene= rather than the resume position", async () => {
    const { effects, record } = fakePlayback(async () => playData({ resume_position: 30 }));
    const movie = film({ user_level: 2, is_free: true });
    const withScene = parseWatchUrl("/film/night-sea/watch/movie/13?scene=1")!;
    render(() => <WatchPageContainer target={withScene} movie={movie} series={null} />, effects);
    fireEvent.click(await screen.findByRole("button", { name: "Play Night Sea" }));
    await waitFor(() => expect(record.commands[0]).toMatchObject({ type: "load", startTime: 10 }));
  });

  it("sends view stats through a beacon when the page hides and when it goes", async () => {
    const { effects, record } = fakePlayback();
    const movie = film({ user_level: 2, is_free: true });
    const view = render(
      () => <WatchPageContainer target={target} movie={movie} series={null} />,
      effects,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Play Night Sea" }));
    await waitFor(() => expect(record.video).not.toBeNull());
    act(() => {
      record.video!({ type: "video.ready", duration: 40 });
      record.video!({ type: "video.playing" });
      record.video!({ type: "video.timeupdate", currentTime: 20, duration: 40 });
    });
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(record.beacons.at(-1)).toMatchObject({ movie_id: 13, current_position: 20 });
    const before = record.beacons.length;
    act(() => {
      view.unmount();
    });
    expect(record.beacons.length).toBe(before + 1);
  });

  it("shows a broken stream as an error with a retry and a way back", async () => {
    const { effects, record } = fakePlayback();
    const movie = film({ user_level: 2, is_free: true });
    render(() => <WatchPageContainer target={target} movie={movie} series={null} />, effects);
    fireEvent.click(await screen.findByRole("button", { name: "Play Night Sea" }));
    await waitFor(() => expect(record.video).not.toBeNull());
    act(() => record.video!({ type: "video.error", code: 4, message: "Media not found" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This video could not be played");
    expect(within(alert).getByRole("link", { name: "Back" }).getAttribute("href")).toBe(
      "/movies/night-sea",
    );
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(record.commands.filter((c) => c.type === "load")).toHaveLength(2));
  });

  it("says an unpublished film cannot be played, with a way back", async () => {
    const { effects } = fakePlayback();
    const movie = film({ status: "Draft" });
    render(() => <WatchPageContainer target={target} movie={movie} series={null} />, effects);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This video cannot be played");
    expect(within(alert).getByRole("link", { name: "Back" })).toBeTruthy();
  });

  it("keys drive the player: k plays and pauses, l skips 10 s, c turns captions on", async () => {
    const { effects, record } = fakePlayback(async () => playData({ resume_position: 0 }));
    const movie = film({ user_level: 2, is_free: true });
    render(() => <WatchPageContainer target={target} movie={movie} series={null} />, effects);
    fireEvent.click(await screen.findByRole("button", { name: "Play Night Sea" }));
    await waitFor(() => expect(record.video).not.toBeNull());
    act(() => {
      record.video!({ type: "video.ready", duration: 40 });
      record.video!({ type: "video.playing" });
      record.video!({ type: "video.timeupdate", currentTime: 5, duration: 40 });
    });
    record.commands.length = 0;
    fireEvent.keyDown(document.body, { key: "k" });
    fireEvent.keyDown(document.body, { key: "l" });
    fireEvent.keyDown(document.body, { key: "c" });
    // Each key is also a gesture: the autoplay mute is lifted (setMuted), then the key acts.
    expect(record.commands.filter((c) => c.type !== "setMuted")).toEqual([
      { type: "pause" },
      { type: "seek", time: 15 },
      { type: "setSubtitle", language: "en" },
    ]);
  });
});

describe("seek-bar thumbnails", () => {
  const vtt = `WEBVTT

00:00.000 --> 00:02.000
sprite.jpg#xywh=0,0,128,72

00:00:02.000 --> 00:00:04.000
sprite.jpg#xywh=128,0,128,72

00:00:04.000 --> 00:00:06.000
not a thumbnail
`;

  it("reads sprite regions, resolved against the VTT's address, and finds the one at a time", () => {
    const cues = parseThumbnailsVtt(vtt, "http://x/media/thumbnails/film.vtt");
    expect(cues).toHaveLength(2);
    expect(cues[1]).toEqual({
      startS: 2,
      endS: 4,
      url: "http://x/media/thumbnails/sprite.jpg",
      x: 128,
      y: 0,
      width: 128,
      height: 72,
    });
    expect(thumbnailAt(cues, 3.5)?.x).toBe(128);
    expect(thumbnailAt(cues, 5)).toBeNull();
  });
});

describe("up next", () => {
  it("offers the next released episode, else a similar film", () => {
    const episode = (id: number, episodeNumber: number, status = "Published") => ({
      season: 1,
      episode: episodeNumber,
      status,
      movie: { ...film({ id, slug: `e${id}`, series_id: 3, episode_id: id }), title: `E${id}` },
    });
    const series = {
      slug: "s",
      episodes: [episode(2, 2, "Upcoming Release"), episode(1, 1), episode(3, 3)],
    } as never;
    const current = film({ id: 1, series_id: 3, episode_id: 1 });
    expect(upNextFor(current, series)).toMatchObject({
      kind: "episode",
      url: "/series/3/3/e3/watch/movie/3",
    });
    const last = film({ id: 3, series_id: 3, similar_movies: [film({ id: 8, slug: "other" })] });
    expect(upNextFor(last, series)).toMatchObject({
      kind: "film",
      url: "/film/other/watch/movie/8",
    });
  });
});

describe("a Play button under the page's early-press holder", () => {
  // The holder's inline script, as the server's HTML runs it before the app (last in this
  // file: its listener stays on the window).
  beforeAll(() => runEarlyPressHolder());

  it("is marked as held, and a press the hydrated button took asks for the grant once, never replayed", async () => {
    const { effects, record } = fakePlayback();
    const { router } = renderPlayButton(effects, {
      around: (button) => <div id="root">{button}</div>,
    });
    const button = await screen.findByRole("button", { name: "▶ Play" });
    expect(button.hasAttribute("data-held")).toBe(true);
    fireEvent.click(button);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/film/night-sea/watch/movie/13"),
    );
    // A press the holder did not see taken would be offered again every 50 ms.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(record.plays).toEqual([13]);
  });
});
