// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sessionOf, toastsOf } from "../../src/machines/app.machine.ts";
import { LayoutContainer } from "../../src/ui/layout/LayoutContainer.tsx";
import { premiumUser, startAppSystem } from "../fixtures/session.ts";
import { renderInApp } from "./renderInApp.tsx";

afterEach(cleanup);

/** The app system on fakes (a registered member logs in), the layout rendered inside it. */
function startApp() {
  const { app } = startAppSystem({
    fakes: { me: async () => ({ ...premiumUser, name: "Jane", is_subscribed: false }) },
  });
  renderInApp(
    () => (
      <LayoutContainer>
        <p>page</p>
      </LayoutContainer>
    ),
    app,
  );
  return app;
}

describe("the default layout, connected to the session", () => {
  it("switches the header and the CTA from guest to member when the session logs in", async () => {
    const app = startApp();
    const account = within(await screen.findByRole("navigation", { name: "Account" }));
    expect(account.getByRole("link", { name: "Login" })).toBeTruthy();
    // The floating CTA and the footer draw in turns after the page.
    expect(await screen.findByRole("link", { name: "watch free" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Want a free movie?" })).toBeTruthy();

    act(() =>
      sessionOf(app.system).send({ type: "session.login", username: "jane", password: "pw" }),
    );

    fireEvent.click(
      await screen.findByRole("button", { name: "Account menu" }, { timeout: 5_000 }),
    );
    expect(await screen.findByRole("button", { name: "Log Out" })).toBeTruthy();
    // A registered member (neither premium nor subscribed) is offered premium; no banner.
    expect(await screen.findByRole("link", { name: "premium" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Want a free movie?" })).toBeNull();
    // The session's welcome reached the toast bar through the toasts actor.
    expect(await screen.findByText("Welcome back!")).toBeTruthy();
    app.stop();
  });

  it("renders and dismisses the toasts actor's toasts", async () => {
    const app = startApp();
    act(() =>
      toastsOf(app.system).send({ type: "toast.show", toastType: "error", message: "Not found" }),
    );
    const toast = await screen.findByRole("alert");
    expect(toast.textContent).toContain("Not found");
    fireEvent.click(within(toast).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Not found")).toBeNull();
    expect(toastsOf(app.system).getSnapshot().context.toasts).toEqual([]);
    app.stop();
  });

  it("keeps the footer's three columns and the models disclaimer", async () => {
    const app = startApp();
    for (const name of ["Cinema", "100% Safe", "Customer Support"]) {
      expect(await screen.findByRole("navigation", { name })).toBeTruthy();
    }
    expect(screen.getByRole("link", { name: "Complaints and Content Removal" })).toBeTruthy();
    expect(screen.getByText(/at least 18 years old/)).toBeTruthy();
    app.stop();
  });
});
