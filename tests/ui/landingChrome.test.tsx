// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Landing } from "../../src/core/schema/index.ts";
import { renderApp } from "./appRoutes.tsx";

afterEach(cleanup);

const landing = (show_header: boolean, show_footer: boolean) =>
  ({
    id: 1,
    slug: "coastal-stories",
    title: "Coastal Stories",
    show_header,
    show_footer,
    promo_url: null,
    button_default_color: null,
    button_header_text: null,
    group_plan: null,
    items: [],
  }) as unknown as Landing;

const open = (show_header: boolean, show_footer: boolean) =>
  renderApp("/lp/coastal-stories", {
    site: { landing: async () => landing(show_header, show_footer) },
  });

describe("a landing page obeys show_header and show_footer (spec 000 §2, §3)", () => {
  it("with both off: no header, no bottom bar, no footer", async () => {
    const { app } = open(false, false);
    await screen.findByRole("heading", { level: 1, name: "Coastal Stories" });
    // The footer and the layers draw a frame after the page, together: wait for the toasts'.
    await waitFor(() => expect(document.querySelector(".toast-bar")).not.toBeNull());
    expect(document.querySelector(".site-header")).toBeNull();
    expect(document.querySelector(".site-footer")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Sections" })).toBeNull();
    app.stop();
  });

  it("with the header on and the footer off: the header only", async () => {
    const { app } = open(true, false);
    await waitFor(() => expect(document.querySelector(".site-header")).not.toBeNull());
    await waitFor(() => expect(document.querySelector(".toast-bar")).not.toBeNull());
    expect(document.querySelector(".site-footer")).toBeNull();
    app.stop();
  });

  it("with both on, and on any other page: header and footer", async () => {
    const { app } = open(true, true);
    await waitFor(() => expect(document.querySelector(".site-header")).not.toBeNull());
    await waitFor(() => expect(document.querySelector(".site-footer")).not.toBeNull());
    app.stop();
  });
});
