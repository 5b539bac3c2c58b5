// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { connectivityOf } from "../../src/machines/app.machine.ts";
import { OFFLINE_TEXT } from "../../src/ui/layout/OfflineNotice.tsx";
import { OfflineNoticeContainer } from "../../src/ui/layout/OfflineNoticeContainer.tsx";
import { startAppSystem } from "../fixtures/session.ts";
import { renderInApp } from "./renderInApp.tsx";

afterEach(cleanup);

describe("the offline notice", () => {
  it("shows while offline and goes when the connection is back", async () => {
    const { app } = startAppSystem();
    const actor = connectivityOf(app.system);
    renderInApp(() => <OfflineNoticeContainer />, app);
    await screen.findByRole("status", { hidden: true });
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    act(() => actor.send({ type: "connectivity.offline" }));
    expect(screen.getByRole("status").textContent).toBe(OFFLINE_TEXT);
    act(() => actor.send({ type: "connectivity.online" }));
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });
});
