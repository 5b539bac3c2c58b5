// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectivityMachine } from "../../src/machines/connectivity.machine.ts";
import { OFFLINE_TEXT, OfflineNotice } from "../../src/ui/layout/OfflineNotice.tsx";

afterEach(cleanup);

describe("the offline notice", () => {
  it("shows while offline and goes when the connection is back", () => {
    const actor = createActor(connectivityMachine, { input: { online: true } }).start();
    render(<OfflineNotice connectivityRef={actor} />);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    act(() => actor.send({ type: "connectivity.offline" }));
    expect(screen.getByRole("status").textContent).toBe(OFFLINE_TEXT);
    act(() => actor.send({ type: "connectivity.online" }));
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });
});
