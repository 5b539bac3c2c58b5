// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "../../src/ui/Button.tsx";
import { renderWithRouter } from "./renderWithRouter.tsx";

afterEach(cleanup);

describe("Button", () => {
  it("is a native button of type button unless told otherwise, never submitting its form", () => {
    const submit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={submit}>
        <Button>Plain</Button>
        <Button type="submit" theme="outline" size="lg">
          Send
        </Button>
      </form>,
    );
    const plain = screen.getByRole("button", { name: "Plain" });
    expect(plain.getAttribute("type")).toBe("button");
    expect(plain.className).toBe("btn btn-primary btn-md");
    fireEvent.click(plain);
    expect(submit).not.toHaveBeenCalled();
    const send = screen.getByRole("button", { name: "Send" });
    expect(send.className).toBe("btn btn-outline btn-lg");
    fireEvent.click(send);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("adds the place's class after its own, and a neutral square icon has no theme class", () => {
    render(
      <Button theme="neutral" size="squared-sm" className="close" aria-label="Close">
        ×
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Close" }).className).toBe(
      "btn btn-squared-sm close",
    );
  });

  it("draws an anchor with its href, and no type", () => {
    render(
      <Button tag="a" href="/" theme="secondary" size="xl">
        Home
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Home" });
    expect(link.getAttribute("href")).toBe("/");
    expect(link.hasAttribute("type")).toBe(false);
    expect(link.className).toBe("btn btn-secondary btn-xl");
  });

  it("draws a router link that navigates", async () => {
    const { router } = renderWithRouter(() => (
      <Button tag="link" to="/movies" theme="ghost" size="sm">
        Films
      </Button>
    ));
    const link = await screen.findByRole("link", { name: "Films" });
    expect(link.getAttribute("href")).toBe("/movies");
    expect(link.className).toContain("btn btn-ghost btn-sm");
    fireEvent.click(link);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/movies"));
  });
});
