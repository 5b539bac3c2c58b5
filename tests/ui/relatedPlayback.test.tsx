// @vitest-environment jsdom

import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fromCallback, fromPromise } from "xstate";
import { sessionReadyActor } from "../../src/app/playback.ts";
import { apiError } from "../../src/core/apiError.ts";
import type { CatalogueApi } from "../../src/core/ports.ts";
import type { Movie, RelatedContent, Series } from "../../src/core/schema/index.ts";
import type { PlayData } from "../../src/core/schema/playback.ts";
import type { VideoCommand } from "../../src/core/video.ts";
import { parseWatchUrl, relatedTypeOf } from "../../src/core/watchUrl.ts";
import type { PlayGrant } from "../../src/machines/playGate.machine.ts";
import type { FeatureEffects } from "../../src/ui/features.ts";
import { loadWatch } from "../../src/ui/player/watchLoader.ts";
import { filmDetail, relatedItem } from "../fixtures/catalogueAnswers.ts";
import { filmSummary, renderApp } from "./appRoutes.tsx";
import { noFeatureEffects } from "./renderInApp.tsx";

afterEach(cleanup);

const FILM = filmDetail(filmSummary(7), {
  slug: "the-long-road",
  title: "The Long Road",
  synopsis: "Two sisters drive south.",
});

const SERIES = { id: 3, slug: "harbour-lights", title: "Harbour Lights", pictures: {} } as Series;

const related = relatedItem;

const INTERVIEW = related(2, "interview", "In conversation: The Long Road");
const CHAPTER = related(3, "chapter", "Chapter 1: Arrival");
const ITEMS = [INTERVIEW, CHAPTER, related(4, "behind_the_scenes", "On set")];

const notFound = () => Promise.reject(apiError(404, "status"));

const catalogue = (items: readonly RelatedContent[] = ITEMS): Partial<CatalogueApi> => ({
  movieBySlug: async (slug) => (slug === FILM.slug ? FILM : notFound()),
  movie: async (id) => (id === FILM.id ? FILM : notFound()),
  seriesById: async (id) => (id === SERIES.id ? SERIES : notFound()),
  relatedContent: async () => items,
  relatedContentItem: async (id) => items.find((item) => item.id === id) ?? notFound(),
});

const playData = (id: number): PlayData => ({
  movie_id: id,
  series_id: null,
  title: `Item ${id}`,
  streaming_links: { ahls: `/media/related/${id}/master.m3u8`, dash: null, rtmp: null },
  subtitles: [],
  thumbnails_url: null,
  scene_markers: [],
  duration: 40,
  resume_position: 0,
  stats_ticket: null,
  expires_at: 2_000_000_000,
});

/** Playback on fakes: which play call the gate made for which id, and the video's commands. */
function fakePlayback() {
  const record = { plays: [] as string[], commands: [] as VideoCommand[] };
  const features: FeatureEffects = {
    ...noFeatureEffects,
    playGate: (machine, clip, call = "film") =>
      machine.provide({
        actors: {
          sessionReady: sessionReadyActor,
          fetchPlay: fromPromise(async ({ input }) => {
            if (clip !== null) return clip;
            record.plays.push(`${call} ${input.movieId}`);
            const { stats_ticket: _, ...grant } = playData(input.movieId);
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
          video: fromCallback<VideoCommand>(({ receive }) => {
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
          sendStats: fromPromise(async (): Promise<number | null> => 1),
          pageLifecycle: fromCallback(() => {}),
        },
        actions: { beaconStats: () => {}, logStatsFailure: () => {} },
      }),
  };
  return { features, record };
}

describe("a related card (issue 11)", () => {
  it("is a keyboard-reachable link to its own watch URL", async () => {
    const { app } = renderApp("/movies/the-long-road", { catalogue: catalogue() });
    const link = await screen.findByRole("link", { name: /^Play In conversation: The Long Road/ });
    expect(link.getAttribute("href")).toBe("/film/the-long-road/watch/interview-related/2");
    const target = parseWatchUrl(link.getAttribute("href") ?? "");
    expect(target?.mediaId).toBe(INTERVIEW.id);
    expect(relatedTypeOf(target!.media)).toBe("interview");
    link.focus();
    expect(document.activeElement).toBe(link);
    const chapter = screen.getByRole("link", { name: /^Play Chapter 1: Arrival/ });
    expect(relatedTypeOf(parseWatchUrl(chapter.getAttribute("href") ?? "")!.media)).toBe("chapter");
    app.stop();
  });

  it("opens the interview's watch page, which plays the interview's own stream at once", async () => {
    const { features, record } = fakePlayback();
    const { app, router } = renderApp("/movies/the-long-road", {
      catalogue: catalogue(),
      features,
    });
    fireEvent.click(
      await screen.findByRole("link", { name: /^Play In conversation: The Long Road/ }),
    );
    expect(
      await screen.findByRole("heading", { name: "In conversation: The Long Road", level: 1 }),
    ).toBeTruthy();
    expect(relatedTypeOf(parseWatchUrl(router.state.location.href)!.media)).toBe("interview");
    await waitFor(() => expect(record.commands[0]?.type).toBe("load"));
    expect(record.plays).toEqual(["related 2"]);
    expect(record.commands[0]).toMatchObject({
      type: "load",
      sources: [{ src: "/media/related/2/master.m3u8", type: "application/x-mpegURL" }],
      startTime: 0,
    });
    app.stop();
  });

  it("a guest on a chapter of a paid film is asked to join, and no stream is asked for", async () => {
    const { features, record } = fakePlayback();
    const paid = { ...FILM, user_level: 0, is_free: false } as Movie;
    const { app } = renderApp("/film/the-long-road/watch/chapter-related/3", {
      catalogue: { ...catalogue(), movie: async () => paid, movieBySlug: async () => paid },
      features,
    });
    expect(
      await screen.findByRole("heading", { name: "Chapter 1: Arrival", level: 1 }),
    ).toBeTruthy();
    expect(
      await screen.findByRole("dialog", { name: /Wanna watch this film for free\?/ }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Play Chapter 1: Arrival" })).toBeNull();
    expect(record.plays).toEqual([]);
    app.stop();
  });
});

describe("a film's behind the scenes (watch/bhs/{film id})", () => {
  it("plays the film's own clip, open to a guest, with no play call", async () => {
    const { features, record } = fakePlayback();
    const film = { ...FILM, user_level: 0, behind_scenes_path: "/media/bts/7.m3u8" } as Movie;
    const { app } = renderApp("/film/the-long-road/watch/bhs/7", {
      catalogue: { ...catalogue(), movie: async () => film, movieBySlug: async () => film },
      features,
    });
    expect(
      await screen.findByRole("heading", { name: "The Long Road: behind the scenes", level: 1 }),
    ).toBeTruthy();
    fireEvent.click(
      await screen.findByRole("button", { name: "Play The Long Road (behind the scenes)" }),
    );
    await waitFor(() => expect(record.commands[0]?.type).toBe("load"));
    expect(record.commands[0]).toMatchObject({
      sources: [{ src: "/media/bts/7.m3u8", type: "application/x-mpegURL" }],
    });
    expect(record.plays).toEqual([]);
    app.stop();
  });

  it("is 'not available' for a film without one", async () => {
    const { features } = fakePlayback();
    const { app } = renderApp("/film/the-long-road/watch/bhs/7", {
      catalogue: catalogue(),
      features,
    });
    expect(
      await screen.findByRole("heading", { name: "This video is not available" }),
    ).toBeTruthy();
    app.stop();
  });
});

describe("the watch route's loader for related content", () => {
  const load = (href: string, items: readonly RelatedContent[] = ITEMS) =>
    loadWatch(
      { queryClient: new QueryClient(), catalogue: { ...catalogue(items) } as CatalogueApi },
      href,
    );

  it("loads the item and the film that owns it", async () => {
    const result = await load("/film/the-long-road/watch/interview-related/2");
    expect(result).toMatchObject({
      kind: "related",
      item: { id: 2 },
      film: { id: 7 },
      series: null,
    });
  });

  it("loads a series' item with its series, also on a bare player route", async () => {
    const item = related(9, "behind_the_scenes", "Making Harbour Lights", {
      model_type: "Series",
      model_id: 3,
    });
    const result = await load("/watch/bhs-related/9", [item]);
    expect(result).toMatchObject({
      kind: "related",
      item: { id: 9 },
      film: null,
      series: { id: 3 },
    });
  });

  it("is 'no such video' for an unknown id, another kind's id, an item off this site or without its owner", async () => {
    expect(await load("/film/the-long-road/watch/interview-related/99")).toEqual({
      kind: "no-such-video",
    });
    expect(await load("/film/the-long-road/watch/chapter-related/2")).toEqual({
      kind: "no-such-video",
    });
    const elsewhere = related(5, "interview", "Elsewhere", { channels: [4] });
    expect(await load("/watch/interview-related/5", [elsewhere])).toEqual({
      kind: "no-such-video",
    });
    const orphan = related(6, "interview", "Orphan", { model_id: 404 });
    expect(await load("/watch/interview-related/6", [orphan])).toEqual({ kind: "no-such-video" });
  });

  it("a film's own trailer is still the film's", async () => {
    const result = await load("/film/the-long-road/watch/trailer/7");
    expect(result).toMatchObject({ kind: "watch", movie: { id: 7 } });
  });
});
