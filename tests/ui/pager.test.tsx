// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Pager } from "../../src/ui/catalogue/Pager.tsx";
import { renderWithRouter } from "./renderWithRouter.tsx";

afterEach(cleanup);

describe("the shared pager", () => {
  it("on My Space, pages the tab in view: its links keep ?tab and change ?page", async () => {
    renderWithRouter(
      () => <Pager to="/my-space" page={2} lastPage={3} />,
      "/my-space?tab=history&page=2",
    );
    const prev = await screen.findByRole("link", { name: "‹ Prev" });
    expect(prev.getAttribute("href")).toBe("/my-space?tab=history");
    expect(screen.getByRole("link", { name: "Next ›" }).getAttribute("href")).toBe(
      "/my-space?tab=history&page=3",
    );
    expect(screen.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });
});
