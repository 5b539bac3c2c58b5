// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEVTOOLS_STORAGE_KEY, devtoolsStored, readFlags } from "../../src/app/flags.ts";
import { createJournal } from "../../src/app/journal.ts";
import { DevPanelSlot } from "../../src/ui/devPanel/DevPanelSlot.tsx";
import { startAppSystem } from "../fixtures/session.ts";

afterEach(cleanup);

describe("the developer flags", () => {
  it("come from the address and the build, never from storage at start-up", () => {
    expect(readFlags("?devtools", false)).toEqual({ devtools: true, inspect: false });
    expect(readFlags("", true)).toEqual({ devtools: true, inspect: false });
    expect(readFlags("?inspect", false, true)).toEqual({ devtools: false, inspect: true });
    expect(readFlags("?inspect", false, false)).toEqual({ devtools: false, inspect: false });
  });

  it("read the stored opt-in as '1' only, and a storage that throws as off", () => {
    const storage = (value: string | null) => () =>
      ({ getItem: () => value }) as unknown as Storage;
    expect(devtoolsStored(storage("1"))).toBe(true);
    expect(devtoolsStored(storage("true"))).toBe(false);
    expect(devtoolsStored(() => null)).toBe(false);
    expect(
      devtoolsStored(() => {
        throw new Error("denied");
      }),
    ).toBe(false);
    const getItem = vi.fn(() => "1");
    devtoolsStored(() => ({ getItem }) as unknown as Storage);
    expect(getItem).toHaveBeenCalledWith(DEVTOOLS_STORAGE_KEY);
  });
});

describe("the dev panel's slot", () => {
  const props = () => {
    const { app } = startAppSystem();
    const journal = createJournal(() => 0);
    return { app, journal, onExport: journal.exportJson };
  };

  it("draws the panel at once when asked, without reading storage", async () => {
    const stored = vi.fn(() => false);
    render(<DevPanelSlot asked stored={stored} {...props()} />);
    expect(await screen.findByRole("button", { name: "Open the dev panel" })).toBeTruthy();
    expect(stored).not.toHaveBeenCalled();
  });

  it("reads the stored opt-in once the browser is idle, and draws the panel if it is on", async () => {
    const stored = vi.fn(() => true);
    render(<DevPanelSlot asked={false} stored={stored} {...props()} />);
    expect(stored).not.toHaveBeenCalled();
    expect(await screen.findByRole("button", { name: "Open the dev panel" })).toBeTruthy();
    expect(stored).toHaveBeenCalledTimes(1);
  });

  it("draws nothing when neither asked nor stored", async () => {
    const stored = vi.fn(() => false);
    const { container } = render(<DevPanelSlot asked={false} stored={stored} {...props()} />);
    await vi.waitFor(() => expect(stored).toHaveBeenCalled());
    expect(container.innerHTML).toBe("");
  });
});
