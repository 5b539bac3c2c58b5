// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { takeoverEffects } from "../../src/app/takeover.ts";
import { concurrentStream } from "../../src/core/concurrentStreamMessages.ts";
import type { PresencePort, PresenceSignal, VideoPort } from "../../src/core/ports.ts";
import type { LiveTvSchedule, User } from "../../src/core/schema/index.ts";
import type { PresenceMember } from "../../src/core/streamTakeover.ts";
import type { VideoCommand, VideoEvent } from "../../src/core/video.ts";
import { sessionOf } from "../../src/machines/app.machine.ts";
import type { FeatureEffects } from "../../src/ui/features.ts";

/** The channel's signed playlist, as `GET /live-tv/play` gives it (issue 23). */
const LIVE_CHANNEL_URL = "/media/s/grant.mac/live/index.m3u8";

import { LivePlayerContainer } from "../../src/ui/pages/liveTv/LivePlayerContainer.tsx";
import { selectIsBooting, selectUser } from "../../src/ui/session.view.ts";
import { NOW, restoredToken, startAppSystem } from "../fixtures/session.ts";
import { noFeatureEffects, renderInApp } from "./renderInApp.tsx";

/**
 * /watch/live-tv with the one-screen control (issue 8): the live channel's actor over a fake
 * video port, the real takeover effects (src/app/takeover.ts) over a fake presence service.
 */

afterEach(cleanup);

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

const schedule: LiveTvSchedule = { data: [], server_time: new Date(NOW).toISOString() };

/** A presence service that the test drives. */
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

/** The composition root's video port, faked: what it was told, and the video's events. */
function fakeVideo() {
  const record = {
    containers: [] as HTMLElement[],
    commands: [] as VideoCommand[],
    disposed: 0,
    emit: null as ((event: VideoEvent) => void) | null,
  };
  const createVideo = async (container: HTMLElement): Promise<VideoPort> => {
    record.containers.push(container);
    return {
      send: (command) => void record.commands.push(command),
      subscribe(listener) {
        record.emit = listener;
        return () => {
          record.emit = null;
        };
      },
      dispose: () => void record.disposed++,
    };
  };
  return { createVideo, record };
}

function render(user: User, path = "/watch/live-tv") {
  const presence = fakePresence();
  const video = fakeVideo();
  const failures: unknown[] = [];
  const effects: FeatureEffects = {
    ...noFeatureEffects,
    ...takeoverEffects({
      presence: null,
      port: presence.port,
      userToken: () => "user-token",
      log: (message, detail) => failures.push({ message, detail }),
      now: () => NOW,
      newDeviceId: () => "this-screen",
    }),
  };
  const { app } = startAppSystem({
    restored: restoredToken,
    fakes: { me: async () => user },
    now: () => NOW,
  });
  const view = renderInApp(
    () => (
      <LivePlayerContainer
        createVideo={video.createVideo}
        requestGrant={async () => LIVE_CHANNEL_URL}
        schedule={schedule}
      />
    ),
    app,
    effects,
    path,
  );
  return { ...view, app, presence: presence.record, video: video.record, failures };
}

/** The live channel loaded and playing. */
async function playingLive(user: User, path?: string) {
  const rendered = render(user, path);
  await waitFor(() => expect(rendered.video.emit).not.toBeNull());
  act(() => rendered.video.emit!({ type: "video.playing" }));
  return rendered;
}

const member = (id: string, joinedAt: number, seq: number): PresenceMember => ({
  id,
  joinedAt,
  seq,
});
const otherFirst: PresenceSignal = {
  type: "presence.members",
  me: "this-screen",
  members: [member(OTHER, NOW - 60_000, 1), member("this-screen", NOW, 2)],
};
const pauses = (commands: readonly VideoCommand[]) =>
  commands.filter((command) => command.type === "pause").length;

describe("/watch/live-tv, one screen at a time", () => {
  it("loads the live channel muted with autoplay in the page's player box", async () => {
    const { video } = await playingLive(PREMIUM);
    expect(video.containers).toHaveLength(1);
    expect(video.containers[0]!.className).toBe("live-player");
    // The box on the page, not one React has replaced since.
    expect(video.containers[0]!.isConnected).toBe(true);
    expect(document.querySelector(".live-player")).toBe(video.containers[0]);
    expect(video.commands[0]).toMatchObject({
      type: "load",
      sources: [{ src: LIVE_CHANNEL_URL, type: "application/x-mpegURL" }],
      muted: true,
      autoplay: true,
    });
  });

  it("joins the account's presence for a premium viewer, and plays on while it is the first", async () => {
    const { presence, video } = await playingLive(PREMIUM);
    await waitFor(() =>
      expect(presence.joins).toEqual([{ accountId: 4, deviceId: "this-screen" }]),
    );
    act(() =>
      presence.signal!({
        type: "presence.members",
        me: "this-screen",
        members: [member("this-screen", NOW, 1), member(OTHER, NOW + 5_000, 2)],
      }),
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(pauses(video.commands)).toBe(0);
  });

  it("pauses the live channel behind 'Attention' while another screen plays", async () => {
    const { presence, video } = await playingLive(PREMIUM);
    await waitFor(() => expect(presence.signal).not.toBeNull());
    act(() => presence.signal!(otherFirst));
    const modal = await screen.findByRole("alertdialog", { name: concurrentStream.title });
    expect(modal.textContent).toContain(concurrentStream.body);
    expect(within(modal).getByRole("button", { name: "GO BACK" })).toBeTruthy();
    expect(pauses(video.commands)).toBe(1);
    // The viewer presses play on the video's own controls: paused again.
    act(() => video.emit!({ type: "video.pause" }));
    act(() => video.emit!({ type: "video.playing" }));
    expect(pauses(video.commands)).toBe(2);
  });

  it("'WATCH ON THIS DEVICE' claims the account and plays the live channel here", async () => {
    const { presence, video } = await playingLive(PREMIUM);
    await waitFor(() => expect(presence.signal).not.toBeNull());
    act(() => presence.signal!(otherFirst));
    act(() => video.emit!({ type: "video.pause" }));
    const modal = await screen.findByRole("alertdialog", { name: concurrentStream.title });
    fireEvent.click(within(modal).getByRole("button", { name: "WATCH ON THIS DEVICE" }));
    expect(presence.takeovers).toHaveLength(1);
    video.commands.length = 0;
    act(() => presence.signal!({ type: "presence.takeoverSent" }));
    // The other screen, sent home, leaves (live TV hands no position over).
    act(() => presence.signal!({ ...otherFirst, members: otherFirst.members.slice(1) }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(video.commands.map((command) => command.type)).toEqual(["play"]);
  });

  it("another screen's 'WATCH ON THIS DEVICE' pauses the live channel and sends this one home", async () => {
    const { presence, video, router } = await playingLive(PREMIUM);
    await waitFor(() => expect(presence.signal).not.toBeNull());
    act(() =>
      presence.signal!({
        type: "presence.members",
        me: "this-screen",
        members: [member("this-screen", NOW - 60_000, 1), member(OTHER, NOW, 2)],
      }),
    );
    act(() => presence.signal!({ type: "presence.takeover", claim: { by: OTHER, at: NOW + 1 } }));
    expect(pauses(video.commands)).toBe(1);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("'GO BACK' goes back one page", async () => {
    const { presence, router } = await playingLive(PREMIUM, "/live-tv-preview");
    act(() => router.history.push("/watch/live-tv"));
    await waitFor(() => expect(presence.signal).not.toBeNull());
    act(() => presence.signal!(otherFirst));
    const modal = await screen.findByRole("alertdialog", { name: concurrentStream.title });
    fireEvent.click(within(modal).getByRole("button", { name: "GO BACK" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/live-tv-preview"));
  });

  it("never joins presence for a viewer below the paid level (live TV open to Registered)", async () => {
    const { presence, app } = await playingLive(REGISTERED);
    // Once the session knows the viewer, a paid-level one would join (the case above).
    const session = sessionOf(app.system);
    await waitFor(() => expect(selectIsBooting(session.getSnapshot())).toBe(false));
    expect(selectUser(session.getSnapshot())?.id).toBe(REGISTERED.id);
    await act(async () => {});
    expect(presence.joins).toEqual([]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("shows what failed and loads again on 'Try again'", async () => {
    const { video } = await playingLive(PREMIUM);
    act(() => video.emit!({ type: "video.error", code: 4, message: "unsupported" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The live channel could not start.");
    expect(video.disposed).toBe(1);
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(video.containers).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(video.containers[1]!.isConnected).toBe(true);
  });
});
