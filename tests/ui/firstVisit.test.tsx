// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentProps } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import {
  AGE_VERIFICATION_PAGE_ID,
  type AgeVerificationPageMachine,
} from "../../src/machines/ageVerificationPage.machine.ts";
import { consentOf } from "../../src/machines/app.machine.ts";
import { AgeRestrictionModal } from "../../src/ui/firstVisit/AgeRestrictionModal.tsx";
import { AgeVerificationPage, cssUrl } from "../../src/ui/firstVisit/AgeVerificationPage.tsx";
import { AgeVerificationPageContainer } from "../../src/ui/firstVisit/AgeVerificationPageContainer.tsx";
import { ConsentBar } from "../../src/ui/firstVisit/ConsentBar.tsx";
import { ConsentManager } from "../../src/ui/firstVisit/ConsentManager.tsx";
import {
  AgeRestrictionContainer,
  ConsentContainer,
  CookiePreferencesContainer,
} from "../../src/ui/firstVisit/FirstVisitContainers.tsx";
import { quietFirstVisit } from "../fixtures/firstVisit.ts";
import { startAppSystem } from "../fixtures/session.ts";
import { noFeatureEffects, renderInApp } from "./renderInApp.tsx";

afterEach(cleanup);

const noop = () => {};
const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: "Tab", shiftKey });

describe("ConsentBar", () => {
  it("offers accept all, reject all and manage, each calling its intent", () => {
    const onAcceptAll = vi.fn();
    const onRejectAll = vi.fn();
    const onManage = vi.fn();
    render(
      <ConsentBar
        offerRejectAll
        onAcceptAll={onAcceptAll}
        onRejectAll={onRejectAll}
        onManage={onManage}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Accept all" }));
    fireEvent.click(screen.getByRole("button", { name: "Reject all" }));
    fireEvent.click(screen.getByRole("button", { name: "Manage cookies" }));
    expect([onAcceptAll, onRejectAll, onManage].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it("hides reject all where it is not offered", () => {
    render(
      <ConsentBar offerRejectAll={false} onAcceptAll={noop} onRejectAll={noop} onManage={noop} />,
    );
    expect(screen.queryByRole("button", { name: "Reject all" })).toBeNull();
  });

  it("is a landmark that overlays the page: fixed at the bottom, no layout shift", () => {
    render(<ConsentBar offerRejectAll onAcceptAll={noop} onRejectAll={noop} onManage={noop} />);
    const bar = screen.getByRole("region", { name: "Cookie consent" });
    expect(bar.className).toContain("fv-consent-bar");
    const css = readFileSync(
      resolve(import.meta.dirname, "../../src/ui/firstVisit/firstVisit.css"),
      "utf8",
    );
    const rule = /\.fv-consent-bar\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(rule).toMatch(/position:\s*fixed/);
    expect(rule).toMatch(/inset:\s*auto 0 0 0/);
  });
});

describe("ConsentManager", () => {
  const initialChoice = { marketing: false, analytics: true, preferences: false };
  const renderManager = ({
    onSave = noop,
    onClose = noop,
  }: Partial<Pick<ComponentProps<typeof ConsentManager>, "onSave" | "onClose">> = {}) =>
    render(
      <ConsentManager
        initialChoice={initialChoice}
        onSave={onSave}
        onAcceptAll={noop}
        onClose={onClose}
      />,
    );
  /** A button outside the dialog holding focus, as the footer entry that opens it does. */
  const focusedOpener = () => {
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    return opener;
  };

  it("shows the three toggles from the initial choice and strictly necessary always on", () => {
    renderManager();
    expect(screen.getByRole("dialog", { name: "Cookies Preferences" })).toBeTruthy();
    const necessary = screen.getByRole("switch", {
      name: /Strictly necessary/,
    }) as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    expect((screen.getByRole("switch", { name: /Marketing/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((screen.getByRole("switch", { name: /Analytics/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole("switch", { name: /Preferences/ }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("saves the toggled choice", () => {
    const onSave = vi.fn();
    renderManager({ onSave });
    fireEvent.click(screen.getByRole("switch", { name: /Marketing/ }));
    fireEvent.click(screen.getByRole("switch", { name: /Analytics/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save preferences" }));
    expect(onSave).toHaveBeenCalledWith({ marketing: true, analytics: false, preferences: false });
  });

  it("hears Escape and Tab from the frame it is drawn in, before focus has moved in", () => {
    const onClose = vi.fn();
    const opener = focusedOpener();
    renderManager({ onClose });
    expect(document.activeElement).toBe(opener);
    tab();
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);
    opener.focus();
    fireEvent.keyDown(opener, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    opener.remove();
  });

  it("moves focus in, traps Tab and Shift+Tab, and Escape closes", async () => {
    const onClose = vi.fn();
    const opener = focusedOpener();
    const { unmount } = renderManager({ onClose });
    const dialog = screen.getByRole("dialog");
    const close = screen.getByRole("button", { name: "Close cookies preferences" });
    const acceptAll = screen.getByRole("button", { name: "Accept all" });
    // Focus moves in at the frame the dialog is drawn in.
    await waitFor(() => expect(document.activeElement).toBe(close));
    acceptAll.focus();
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(acceptAll);
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? dialog, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => {
      unmount();
    });
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});

describe("AgeRestrictionModal", () => {
  it("enters with 'I am 18 or older' and leaves with 'Leave'", () => {
    const onEnter = vi.fn();
    const onLeave = vi.fn();
    render(<AgeRestrictionModal onEnter={onEnter} onLeave={onLeave} />);
    expect(screen.getByRole("alertdialog", { name: "Adults only" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /I am 18 or older/ }));
    fireEvent.click(screen.getByRole("button", { name: "Leave" }));
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it("keeps focus inside and cannot be dismissed with Escape", async () => {
    const onEnter = vi.fn();
    const onLeave = vi.fn();
    render(<AgeRestrictionModal onEnter={onEnter} onLeave={onLeave} />);
    const enter = screen.getByRole("button", { name: /I am 18 or older/ });
    const leave = screen.getByRole("button", { name: "Leave" });
    await waitFor(() => expect(document.activeElement).toBe(enter));
    tab(true);
    expect(document.activeElement).toBe(leave);
    tab();
    expect(document.activeElement).toBe(enter);
    fireEvent.keyDown(enter, { key: "Escape" });
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    expect(onEnter).not.toHaveBeenCalled();
    expect(onLeave).not.toHaveBeenCalled();
  });
});

describe("AgeVerificationPage", () => {
  const props = {
    backgroundDesktop: "/art/desktop.jpg",
    backgroundMobile: "/art/mobile.jpg",
    busy: false,
    failed: false,
    onVerify: noop,
  };

  it("has a heading, an explanation and 'Verify my age' calling the intent", () => {
    const onVerify = vi.fn();
    render(<AgeVerificationPage {...props} onVerify={onVerify} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Verify your age");
    fireEvent.click(screen.getByRole("button", { name: "Verify my age" }));
    expect(onVerify).toHaveBeenCalledTimes(1);
  });

  it("sets the desktop and mobile backgrounds as CSS variables", () => {
    const { container } = render(<AgeVerificationPage {...props} />);
    const page = container.querySelector(".fv-age-page") as HTMLElement;
    expect(page.style.getPropertyValue("--fv-age-bg-desktop")).toBe('url("/art/desktop.jpg")');
    expect(page.style.getPropertyValue("--fv-age-bg-mobile")).toBe('url("/art/mobile.jpg")');
  });

  it("falls back to the other image when one is missing", () => {
    const { container } = render(<AgeVerificationPage {...props} backgroundMobile={null} />);
    const page = container.querySelector(".fv-age-page") as HTMLElement;
    expect(page.style.getPropertyValue("--fv-age-bg-mobile")).toBe('url("/art/desktop.jpg")');
  });

  it("escapes image addresses for CSS", () => {
    expect(cssUrl('/a") ; background: red; ("')).toBe('url("/a\\") ; background: red; (\\"")');
    expect(cssUrl(null)).toBeUndefined();
  });

  it("while busy the button waits; after a failure it says so", () => {
    const { rerender } = render(<AgeVerificationPage {...props} busy />);
    const button = screen.getByRole("button") as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("Redirecting...");
    rerender(<AgeVerificationPage {...props} failed />);
    expect(screen.getByRole("alert").textContent).toMatch(/could not start/);
  });
});

describe("containers wired to real machines with fake effects", () => {
  /** The app system with consent asked (or not) and the age modal shown. */
  const appWith = (askConsent: boolean, ageModal = false) => {
    const firstVisit = quietFirstVisit();
    const started = startAppSystem({
      firstVisit: {
        ...firstVisit,
        input: {
          ...firstVisit.input,
          consent: { ...firstVisit.input.consent, askConsent, offerRejectAll: true },
          ageRestriction: { enabled: ageModal, accepted: false, verificationRequired: false },
        },
      },
    });
    return { ...started, cookies: firstVisit.cookies };
  };

  it("consent: bar -> manage -> save closes everything; the footer entry reopens", async () => {
    const { app } = appWith(true);
    renderInApp(
      () => (
        <>
          <CookiePreferencesContainer />
          <ConsentContainer />
        </>
      ),
      app,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Manage cookies" }));
    expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull();
    // The manager is loaded when first opened.
    fireEvent.click(await screen.findByRole("switch", { name: /Analytics/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save preferences" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull();
    expect(consentOf(app.system).getSnapshot().context.consent).toEqual({
      marketingConsent: false,
      analyticsConsent: true,
      preferencesConsent: false,
    });
    fireEvent.click(screen.getByRole("button", { name: "Cookies Preferences" }));
    expect(
      ((await screen.findByRole("switch", { name: /Analytics/ })) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    app.stop();
  });

  it("consent not asked: no bar and no footer entry", async () => {
    const { app } = appWith(false);
    renderInApp(
      () => (
        <div data-testid="consent">
          <CookiePreferencesContainer />
          <ConsentContainer />
        </div>
      ),
      app,
    );
    expect((await screen.findByTestId("consent")).innerHTML).toBe("");
    app.stop();
  });

  it("age modal: entering hides it and stores the answer", async () => {
    const { app, cookies } = appWith(false, true);
    renderInApp(() => <AgeRestrictionContainer />, app);
    fireEvent.click(await screen.findByRole("button", { name: /I am 18 or older/ }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(cookies.writes.map((w) => w.spec.name)).toContain("age_restriction");
    app.stop();
  });

  it("age verification page: its actor lives while the page is on screen; verify opens the URL", async () => {
    const open = vi.fn();
    const { app } = startAppSystem();
    const features = {
      ...noFeatureEffects,
      ageVerificationPage: (machine: AgeVerificationPageMachine) =>
        machine.provide({
          actions: {
            setSessionIdCookie: noop,
            openVerificationUrl: (_, params) => open(params.url),
          },
          actors: {
            createUserSession: fromPromise(() => Promise.resolve({ session_id: "s1" })),
            fetchVerificationUrl: fromPromise(() => Promise.resolve("https://verify.example/s1")),
          },
        }),
    };
    const view = renderInApp(() => <AgeVerificationPageContainer />, app, features);
    const button = await screen.findByRole("button", { name: "Verify my age" });
    expect(app.system.get(AGE_VERIFICATION_PAGE_ID)).toBeDefined();
    await act(async () => {
      fireEvent.click(button);
    });
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith("https://verify.example/s1"));
    act(() => {
      view.unmount();
    });
    expect(app.system.get(AGE_VERIFICATION_PAGE_ID)).toBeUndefined();
    app.stop();
  });
});
