// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { TokenResponse, User } from "../../src/core/schema/index.ts";
import { appMachine, sessionOf, showToast, toastsOf } from "../../src/machines/app.machine.ts";
import { sessionMachine } from "../../src/machines/session.machine.ts";
import { LayoutContainer } from "../../src/ui/layout/LayoutContainer.tsx";
import { AppActorProvider } from "../../src/ui/system.tsx";
import { quietFirstVisit } from "../fixtures/firstVisit.ts";
import { renderWithRouter } from "./renderWithRouter.tsx";

afterEach(cleanup);

/** Consent, age restriction and age verification, wired as the app wires them, on fakes. */
const firstVisit = quietFirstVisit();

const token: TokenResponse = {
  access_token: "t",
  token_type: "Bearer",
  expires_in: 3600,
  refresh_token: null,
};
const user = {
  id: 1,
  email: "jane@example.com",
  name: "Jane",
  is_subscribed: false,
} as unknown as User;

/** The real root and session machines with fake effects. */
function startApp() {
  const session = sessionMachine.provide({
    actors: {
      fetchClientToken: fromPromise(async () => token),
      login: fromPromise(async () => token),
      fetchUser: fromPromise(async () => user),
      logout: fromPromise<void, { token: string }>(async () => {}),
      signUp: fromPromise<void, { email: string; password: string }>(async () => {}),
    },
    actions: { notify: ({ system }, toast) => showToast(system, toast) },
  });
  const app = createActor(appMachine.provide({ actors: { ...firstVisit.actors, session } }), {
    input: {
      ...firstVisit.input,
      connectivity: { online: true },
      session: { restoredToken: null, now: () => 0 },
    },
  }).start();
  renderWithRouter(() => (
    <AppActorProvider actor={app}>
      <LayoutContainer>
        <p>page</p>
      </LayoutContainer>
    </AppActorProvider>
  ));
  return app;
}

describe("the default layout, connected to the session", () => {
  it("switches the header and the CTA from guest to member when the session logs in", async () => {
    const app = startApp();
    const account = within(await screen.findByRole("navigation", { name: "Account" }));
    expect(account.getByRole("link", { name: "Login" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "watch free" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Want a free movie?" })).toBeTruthy();

    act(() =>
      sessionOf(app.system).send({ type: "session.login", username: "jane", password: "pw" }),
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
