// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastBar } from "../../src/ui/toasts/ToastBar.tsx";

afterEach(cleanup);

describe("the toast bar", () => {
  it("announces errors and warnings as alerts, success and info as status", () => {
    render(
      <ToastBar
        toasts={[
          { id: 1, type: "error", message: "Invalid credentials" },
          { id: 2, type: "success", message: "Welcome back!" },
          { id: 3, type: "info", message: "It seems you need to upgrade your account" },
          { id: 4, type: "warning", message: "Careful" },
        ]}
        onDismiss={() => {}}
      />,
    );
    const alerts = screen.getAllByRole("alert").map((el) => el.textContent);
    const statuses = screen.getAllByRole("status").map((el) => el.textContent);
    expect(alerts.join()).toContain("Invalid credentials");
    expect(alerts.join()).toContain("Careful");
    expect(statuses.join()).toContain("Welcome back!");
    expect(statuses.join()).toContain("It seems you need to upgrade your account");
    expect(
      screen.getByText("Invalid credentials").closest("[data-type]")?.getAttribute("data-type"),
    ).toBe("error");
  });

  it("dismisses a toast by its id", () => {
    const onDismiss = vi.fn();
    render(<ToastBar toasts={[{ id: 7, type: "info", message: "Hello" }]} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledWith(7);
  });

  it("renders nothing but its live region when empty", () => {
    const { container } = render(<ToastBar toasts={[]} onDismiss={() => {}} />);
    expect(container.querySelectorAll(".toast")).toHaveLength(0);
  });

  it("draws the message state with its own class name, and dismisses it", () => {
    const onDismissMessage = vi.fn();
    render(
      <ToastBar
        toasts={[]}
        message={{ type: "success", message: "Successfully registered!", className: "promo" }}
        onDismiss={() => {}}
        onDismissMessage={onDismissMessage}
      />,
    );
    const box = screen.getByText("Successfully registered!").closest(".toast");
    expect(box?.className).toContain("promo");
    expect(box?.getAttribute("role")).toBe("status");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismissMessage).toHaveBeenCalledTimes(1);
  });
});
