// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorPage } from "../../src/ui/pages/ErrorPage.tsx";
import { NotFound } from "../../src/ui/pages/NotFound.tsx";
import { renderWithRouter } from "./renderWithRouter.tsx";

afterEach(cleanup);

describe("the 404 page", () => {
  it("says the visitor is lost and offers the shows", async () => {
    renderWithRouter(() => <NotFound />);
    expect(
      await screen.findByRole("heading", { name: "Oops... it looks like you're lost!" }),
    ).toBeTruthy();
    expect(screen.getByText("This page could not be found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "watch our shows" }).getAttribute("href")).toBe(
      "/series",
    );
  });
});

describe("the error page", () => {
  it("apologises and links home", async () => {
    renderWithRouter(() => <ErrorPage />);
    expect(
      await screen.findByRole("heading", {
        name: "An error occurred while showing the error page",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: /home/i }).getAttribute("href")).toBe("/");
  });
});
