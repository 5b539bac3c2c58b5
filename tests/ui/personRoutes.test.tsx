// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiError } from "../../src/core/apiError.ts";
import type { PersonType } from "../../src/core/schema/index.ts";
import { personDetail } from "../fixtures/catalogueAnswers.ts";
import { renderApp } from "./appRoutes.tsx";

afterEach(cleanup);

const someone = (type: PersonType, slug: string, name: string) =>
  personDetail(1, { name, slug, type });

/** A catalogue with one person of `type` at `slug`; every other lookup is a 404. */
const withPerson = (type: PersonType, slug: string, name: string) => {
  const asked: string[] = [];
  return {
    asked,
    catalogue: {
      personPage: async (t: PersonType, s: string) => {
        asked.push(`${t}/${s}`);
        if (t === type && s === slug) return someone(type, slug, name);
        throw apiError(404, "status");
      },
      personInfo: async () => Promise.reject(apiError(404, "status")),
      persons: async () => ({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } }),
    },
  };
};

describe("every credit role has a page (spec 000 §2, §3)", () => {
  const pages: readonly [string, PersonType, string][] = [
    ["/producers/pia-moss", "producers", "Producer"],
    ["/collaborators/producers/pia-moss", "producers", "Producer"],
    ["/collaborators/directors/ines-vidal", "directors", "Director"],
    ["/performers/ana-lopez", "performers", "Performer"],
    ["/collaborators/guest-stars/tom-reed", "guest-stars", "Guest star"],
    ["/collaborators/photographers/lu-chen", "photographers", "Photographer"],
    ["/collaborators/artist-gallery/noor-ali", "artists", "Artist"],
  ];

  for (const [path, type, label] of pages) {
    it(`${path} draws the ${type} person`, async () => {
      const slug = path.split("/").at(-1) ?? "";
      const { catalogue, asked } = withPerson(type, slug, "Someone Named");
      const { app } = renderApp(path, { catalogue });
      expect(await screen.findByRole("heading", { level: 1, name: "Someone Named" })).toBeTruthy();
      expect(screen.getByText(label)).toBeTruthy();
      expect([...new Set(asked)]).toEqual([`${type}/${slug}`]);
      app.stop();
    });
  }

  it("/cast/{slug} finds a couple when no performer has the slug", async () => {
    const { catalogue, asked } = withPerson("couples", "eva-and-jon", "Eva & Jon");
    const { app } = renderApp("/cast/eva-and-jon", { catalogue });
    expect(await screen.findByRole("heading", { level: 1, name: "Eva & Jon" })).toBeTruthy();
    expect([...new Set(asked)]).toEqual(["performers/eva-and-jon", "couples/eva-and-jon"]);
    app.stop();
  });

  it("/producers/{slug} of nobody is the 404 page", async () => {
    const { catalogue } = withPerson("producers", "pia-moss", "Pia Moss");
    const { app } = renderApp("/producers/nobody", { catalogue });
    expect(await screen.findByText("Oops... it looks like you're lost!")).toBeTruthy();
    app.stop();
  });

  it("a number is the person's id: /cast/41 reads /persons/41 and moves to /cast/{slug}", async () => {
    const { catalogue, asked } = withPerson("performers", "ana-lopez", "Ana Lopez");
    const byId: number[] = [];
    const { app, router } = renderApp("/cast/41", {
      catalogue: {
        ...catalogue,
        personById: async (id: number) => {
          byId.push(id);
          return someone("performers", "ana-lopez", "Ana Lopez");
        },
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Ana Lopez" })).toBeTruthy();
    expect(byId).toEqual([41]);
    expect(router.state.location.pathname).toBe("/cast/ana-lopez");
    expect([...new Set(asked)]).toEqual(["performers/ana-lopez"]);
    app.stop();
  });

  it("a person read by id whose type the route does not show is the 404 page", async () => {
    const { catalogue } = withPerson("producers", "pia-moss", "Pia Moss");
    const { app } = renderApp("/directors/12", {
      catalogue: {
        ...catalogue,
        personById: async () => someone("producers", "pia-moss", "Pia Moss"),
      },
    });
    expect(await screen.findByText("Oops... it looks like you're lost!")).toBeTruthy();
    app.stop();
  });
});
