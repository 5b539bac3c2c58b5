// @vitest-environment jsdom
/**
 * Spec 001 §7: "Failed catalogue reads are rethrown as a generic Error"; 001 §8's generic text.
 * A page whose catalogue read fails (the adapter rejects with the app's error: a 5xx, the API
 * unreachable or an answer that does not decode, tests/adapters/catalogueReadFailures.test.ts)
 * draws the error state: the generic text, 'Try again' (which reads again) and a way home;
 * never a raw error's text, never an empty page.
 */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiError } from "../../src/core/apiError.ts";
import type { CatalogueApi } from "../../src/core/ports.ts";
import type { Tag } from "../../src/core/schema/index.ts";
import { filmDetail, personDetail, seriesDetail } from "../fixtures/catalogueAnswers.ts";
import { filmSummary, renderApp } from "./appRoutes.tsx";

afterEach(cleanup);

/** Spec 001 §8: the text of a 500, and of a failure without a text of its own (a 503). */
const TEXT_BY_STATUS: Readonly<Record<number, string>> = {
  500: "Oops!!!, something went wrong. Please try again later.",
  503: "Error: Unable to process request, please try again.",
};

const drama = { id: 1, slug: "drama", title: "Drama", order: 1 } as unknown as Tag;
const page = { data: [filmSummary(11)], meta: { current_page: 1, last_page: 1, total: 1 } };

/** The one read a page fails on: the adapter's failure (status 500 or 503) once, then `answer`. */
function failingOnce(answer: unknown, status: number) {
  let calls = 0;
  const read = async () => {
    calls += 1;
    if (calls === 1) throw apiError(status, status === 500 ? "network" : "status");
    return answer;
  };
  return { read, calls: () => calls };
}

interface Case {
  readonly page: string;
  readonly path: string;
  readonly read: keyof CatalogueApi;
  readonly answer: unknown;
  readonly others?: Partial<CatalogueApi>;
  /** What the page shows once read again. */
  readonly shown: RegExp;
}

const CASES: readonly Case[] = [
  {
    page: "films list",
    path: "/movies",
    read: "movies",
    answer: page,
    others: { tagList: async () => [] },
    shown: /Film 11/,
  },
  {
    page: "series list",
    path: "/series",
    read: "series",
    answer: { ...page, data: [] },
    others: { tagList: async () => [] },
    shown: /./,
  },
  {
    page: "category",
    path: "/categories/drama",
    read: "tagBySlug",
    answer: drama,
    others: { movies: async () => page, tagList: async () => [] },
    shown: /Drama/,
  },
  {
    page: "film",
    path: "/movies/film-11",
    read: "movieBySlug",
    answer: filmDetail(filmSummary(11)),
    others: {
      relatedContent: async () => [],
      similarMovies: async () => [],
      btsMovies: async () => [],
      sceneMarkersBySlug: async () => [],
    },
    shown: /Film 11/,
  },
  {
    page: "series",
    path: "/series/coast",
    read: "seriesBySlug",
    answer: seriesDetail(3, { slug: "coast", title: "Coast" }),
    others: { relatedContent: async () => [] },
    shown: /Coast/,
  },
  {
    page: "person",
    path: "/directors/ines-vidal",
    read: "personPage",
    answer: personDetail(1, { name: "Ines Vidal", slug: "ines-vidal", type: "directors" }),
    others: {
      personInfo: async () => Promise.reject(apiError(404, "status")),
      persons: async () => ({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } }),
    },
    shown: /Ines Vidal/,
  },
];

describe("a page whose catalogue read fails draws the error state (spec 001 §7, §8)", () => {
  for (const status of [500, 503]) {
    for (const c of CASES) {
      it(`${c.page} (${c.path}), ${status}: the status's text, 'Try again' reads again`, async () => {
        const failing = failingOnce(c.answer, status);
        const { app } = renderApp(c.path, { catalogue: { ...c.others, [c.read]: failing.read } });
        const alert = await screen.findByRole("alert");
        expect(within(alert).getByRole("heading").textContent).toBe(TEXT_BY_STATUS[status]);
        expect(within(alert).getByRole("link", { name: "Home" })).toBeTruthy();
        fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
        await screen.findAllByText(c.shown);
        expect(failing.calls()).toBe(2);
        expect(screen.queryByRole("alert")).toBeNull();
        app.stop();
      });
    }
  }
});
