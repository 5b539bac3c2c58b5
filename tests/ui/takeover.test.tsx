// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { fromCallback, fromPromise } from "xstate";
import { sessionReadyActor } from "../../src/app/playback.ts";
import { lazyPresencePort, takeoverEffects } from "../../src/app/takeover.ts";
import { concurrentStream } from "../../src/core/concurrentStreamMessages.ts";
import type { PresencePort, PresenceSignal } from "../../src/core/ports.ts";
import type { Movie, User } from "../../src/core/schema/index.ts";
import type { PlayData } from "../../src/core/schema/playback.ts";
import type { PresenceMember } from "../../src/core/streamTakeover.ts";
import type { VideoCommand, VideoEvent } from "../../src/core/video.ts";
import { parseWatchUrl } from "../../src/core/watchUrl.ts";
import type { PlayGrant } from "../../src/machines/playGate.machine.ts";
import type { FeatureEffects } from "../../src/ui/features.ts";
import { WatchPageContainer } from "../../src/ui/player/WatchPageContainer.tsx";
import { NOW, restoredToken, startAppSystem } from "../fixtures/session.ts";
import { noFeatureEffects, renderInApp } from "./renderInApp.tsx";

/**
 * The watch page with the stream-takeover actor (issue 8): the real takeover effects
 * (src/app/takeover.ts) over a fake presence service, a fake video under the real player.
 */

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

const playData: PlayData = {
  movie_id: 13,
  series_id: null,
  title: "Night Sea",
  streaming_links: { ahls: "/media/s/token/films/13/master.m3u8", dash: null, rtmp: null },
  subtitles: [],
  thumbnails_url: null,
  scene_markers: [],
  duration: 40,
  resume_position: 0,
  stats_ticket: "ticket",
  expires_at: 2_000_000_000,
};

const viewer = (overrides: Partial<User>): User =>
  ({
    id: 4,
    email: "premium@cinema.test",
    is_trialing_free: false,
    is_cross_selling_unified_account: false,
    is_subscribed: true,
    cont_watching_counter: 0,
    ...overrides,
  }) as User;

const PREMIUM = viewer({});
const REGISTERED = viewer({ id: 9, email: "registered@cinema.test", is_subscribed: false });
const OTHER = "other-screen";

/** A presence service that the test drives: who joined, what was sent, and the signals. */
function fakePresence() {
  const record = {
    joins: [] as { accountId: number; deviceId: string }[],
    takeovers: [] as number[],
    left: 0,
    signal: null as ((signal: PresenceSignal) => void) | null,
  };
  const port: PresencePort = {
    join(target, onSignal) {
      record.joins.push({ ...target });
      record.signal = onSignal;
      return {
        sendTakeover: (at) => void record.takeovers.push(at),
        sendHandover: () => {},
        leave: () => void record.left++,
      };
    },
  };
  return { port, record };
}

/** The watch page's effects: fake play gate, video and stats; real takeover effects. */
function effectsWith(port: PresencePort) {
  const record = {
    commands: [] as VideoCommand[],
    video: null as ((event: VideoEvent) => void) | null,
    failures: [] as unknown[],
  };
  const effects: FeatureEffects = {
    ...noFeatureEffects,
    playGate: (machine) =>
      machine.provide({
        actors: {
          sessionReady: sessionReadyActor,
          fetchPlay: fromPromise(async () => {
            const { stats_ticket: _, ...grant } = playData;
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
    player: (machine) =>
      machine.provide({
        actors: {
          video: fromCallback<VideoCommand>(({ sendBack, receive }) => {
            record.video = (event) => sendBack(event);
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
          sendStats: fromPromise(async ({ input }) => (input.movie_id > 0 ? 1 : null)),
          pageLifecycle: fromCallback(() => {}),
        },
        actions: { beaconStats: () => {}, logStatsFailure: () => {} },
      }),
    ...takeoverEffects({
      presence: null,
      port,
      userToken: () => "user-token",
      log: (message, detail) => record.failures.push({ message, detail }),
      now: () => NOW,
      newDeviceId: () => "this-screen",
    }),
  };
  return { effects, record };
}

function render(ui: () => ReactNode, effects: FeatureEffects, user: User, path = "/") {
  const { app } = startAppSystem({
    restored: restoredToken,
    fakes: { me: async () => user },
    now: () => NOW,
  });
  const queryClient = new QueryClient();
  return renderInApp(
    () => <QueryClientProvider client={queryClient}>{ui()}</QueryClientProvider>,
    app,
    effects,
    path,
  );
}

const target = parseWatchUrl("/film/night-sea/watch/movie/13")!;
const member = (id: string, joinedAt: number, seq: number): PresenceMember => ({
  id,
  joinedAt,
  seq,
});
/** The other screen joined first; this one second. */
const otherFirst: PresenceSignal = {
  type: "presence.members",
  me: "this-screen",
  members: [member(OTHER, NOW - 60_000, 1), member("this-screen", NOW, 2)],
};

/** A premium viewer's paid film, pressed Play, the video playing. */
async function playingPaidFilm(path = "/film/night-sea/watch/movie/13") {
  const presence = fakePresence();
  const { effects, record } = effectsWith(presence.port);
  const view = render(
    () => <WatchPageContainer target={target} movie={film()} series={null} />,
    effects,
    PREMIUM,
    path,
  );
  fireEvent.click(await screen.findByRole("button", { name: "Play Night Sea" }));
  await waitFor(() => expect(record.video).not.toBeNull());
  act(() => {
    record.video!({ type: "video.ready", duration: 40 });
    record.video!({ type: "video.playing" });
  });
  await waitFor(() => expect(presence.record.signal).not.toBeNull());
  return { ...view, presence: presence.record, record };
}

const pauses = (commands: readonly VideoCommand[]) =>
  commands.filter((command) => command.type === "pause").length;

describe("the watch page, one screen at a time", () => {
  it("joins the account's presence as this playback, and plays on while it is the first", async () => {
    const { presence, record } = await playingPaidFilm();
    expect(presence.joins).toEqual([{ accountId: 4, deviceId: "this-screen" }]);
    act(() =>
      presence.signal!({
        type: "presence.members",
        me: "this-screen",
        members: [member("this-screen", NOW, 1), member(OTHER, NOW + 5_000, 2)],
      }),
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(pauses(record.commands)).toBe(0);
  });

  it("pauses behind 'Attention' while another screen plays, and keeps it paused", async () => {
    const { presence, record } = await playingPaidFilm();
    act(() => presence.signal!(otherFirst));
    const modal = await screen.findByRole("alertdialog", { name: concurrentStream.title });
    expect(modal.textContent).toContain(concurrentStream.body);
    const watchHere = within(modal).getByRole("button", { name: "WATCH ON THIS DEVICE" });
    expect(within(modal).getByRole("button", { name: "GO BACK" })).toBeTruthy();
    expect(modal.getAttribute("aria-modal")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(watchHere));
    expect(pauses(record.commands)).toBe(1);
    // The video paused, then something started it again: paused again.
    act(() => record.video!({ type: "video.pause" }));
    act(() => record.video!({ type: "video.playing" }));
    expect(pauses(record.commands)).toBe(2);
  });

  it("keeps focus inside 'Attention' (Tab cycles its two buttons)", async () => {
    const { presence } = await playingPaidFilm();
    act(() => presence.signal!(otherFirst));
    const modal = await screen.findByRole("alertdialog", { name: concurrentStream.title });
    const [watchHere, goBack] = within(modal).getAllByRole("button");
    goBack!.focus();
    fireEvent.keyDown(goBack!, { key: "Tab" });
    expect(document.activeElement).toBe(watchHere);
    fireEvent.keyDown(watchHere!, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(goBack);
  });

  it("'WATCH ON THIS DEVICE' sends the claim, then closes the modal and plays here", async () => {
    const { presence, record } = await playingPaidFilm();
    act(() => presence.signal!(otherFirst));
    act(() => record.video!({ type: "video.pause" }));
    const modal = await screen.findByRole("alertdialog", { name: concurrentStream.title });
    fireEvent.click(within(modal).getByRole("button", { name: "WATCH ON THIS DEVICE" }));
    expect(presence.takeovers).toHaveLength(1);
    expect(presence.takeovers[0]).toBeGreaterThanOrEqual(NOW);
    record.commands.length = 0;
    act(() => presence.signal!({ type: "presence.takeoverSent" }));
    // The other screen, sent home, says where it stopped (issue 25): this one resumes there.
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    act(() =>
      presence.signal!({
        type: "presence.handover",
        handover: { from: OTHER, to: "this-screen", media: "movie:13", positionS: 31.5 },
      }),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(record.commands).toContainEqual({ type: "seek", time: 31.5 });
    expect(record.commands.map((command) => command.type)).toContain("play");
    // Playing again is no longer undone.
    act(() => record.video!({ type: "video.playing" }));
    expect(pauses(record.commands)).toBe(0);
  });

  it("another screen's 'WATCH ON THIS DEVICE' pauses this one and sends it home", async () => {
    const { presence, record, router } = await playingPaidFilm();
    act(() =>
      presence.signal!({
        type: "presence.members",
        me: "this-screen",
        members: [member("this-screen", NOW - 60_000, 1), member(OTHER, NOW, 2)],
      }),
    );
    expect(router.state.location.pathname).toBe("/film/night-sea/watch/movie/13");
    act(() => presence.signal!({ type: "presence.takeover", claim: { by: OTHER, at: NOW + 1 } }));
    expect(pauses(record.commands)).toBe(1);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("'GO BACK' goes back one page", async () => {
    const { presence, router } = await playingPaidFilm("/movies/night-sea");
    act(() => router.history.push("/film/night-sea/watch/movie/13"));
    act(() => presence.signal!(otherFirst));
    const modal = await screen.findByRole("alertdialog", { name: concurrentStream.title });
    fireEvent.click(within(modal).getByRole("button", { name: "GO BACK" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/movies/night-sea"));
  });

  it("'GO BACK' on a tab opened on the watch page (no page before) goes home", async () => {
    const { presence, router } = await playingPaidFilm();
    act(() => presence.signal!(otherFirst));
    const modal = await screen.findByRole("alertdialog", { name: concurrentStream.title });
    fireEvent.click(within(modal).getByRole("button", { name: "GO BACK" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("plays on when presence cannot be reached, and reports the failure", async () => {
    const { presence, record } = await playingPaidFilm();
    act(() => presence.signal!({ type: "presence.failed", reason: "connection unavailable" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(pauses(record.commands)).toBe(0);
    expect(record.failures).toContainEqual({
      message: "Presence unavailable: playback allowed",
      detail: { reason: "connection unavailable" },
    });
  });

  it.each([
    ["a registered viewer on a free film", REGISTERED, film({ is_free: true, user_level: 1 })],
    ["a premium viewer on a free film", PREMIUM, film({ is_free: true, user_level: 2 })],
  ])("never joins presence for %s", async (_, user, movie) => {
    const presence = fakePresence();
    const { effects, record } = effectsWith(presence.port);
    render(() => <WatchPageContainer target={target} movie={movie} series={null} />, effects, user);
    fireEvent.click(await screen.findByRole("button", { name: "Play Night Sea" }));
    await waitFor(() => expect(record.video).not.toBeNull());
    act(() => record.video!({ type: "video.playing" }));
    expect(presence.record.joins).toEqual([]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

describe("the presence port the app gives the takeover", () => {
  const target = { accountId: 4, deviceId: "this-screen" };
  const config = {
    key: "key",
    authEndpoint: "/api/presence/auth",
    cluster: null,
    host: null,
    port: null,
    path: "/presence",
    tls: null,
  };

  it("without a presence config, reports presence unavailable (playback goes on)", async () => {
    const signals: PresenceSignal[] = [];
    lazyPresencePort(null, () => "token").join(target, (signal) => signals.push(signal));
    await waitFor(() =>
      expect(signals).toEqual([{ type: "presence.failed", reason: "presence not configured" }]),
    );
  });

  it("when the presence code cannot load, reports presence unavailable", async () => {
    const signals: PresenceSignal[] = [];
    lazyPresencePort(
      config,
      () => "token",
      () => Promise.reject(new Error("offline")),
    ).join(target, (signal) => signals.push(signal));
    await waitFor(() => expect(signals[0]).toMatchObject({ type: "presence.failed" }));
  });

  it("joins through the adapter once loaded, and never after leaving first", async () => {
    const joined: string[] = [];
    const adapter = {
      createPusherPresence: () => ({
        join: (t: { deviceId: string }) => {
          joined.push(t.deviceId);
          return { sendTakeover: () => {}, leave: () => {} };
        },
      }),
    } as unknown as typeof import("../../src/adapters/presence.ts");
    const port = lazyPresencePort(
      config,
      () => "token",
      async () => adapter,
    );
    port.join(target, () => {});
    port.join({ ...target, deviceId: "left-early" }, () => {}).leave();
    await waitFor(() => expect(joined).toEqual(["this-screen"]));
  });
});
