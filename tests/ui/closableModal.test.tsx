// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewsletterDialog } from "../../src/ui/newsletter/NewsletterDialog.tsx";

afterEach(cleanup);

const backdropOf = () => screen.getByRole("dialog").parentElement as HTMLElement;

describe("the generic closable modal", () => {
  it("closes on a click outside the dialog, not on one inside", () => {
    const onClose = vi.fn();
    render(
      <NewsletterDialog title="Want a free movie?" onClose={onClose}>
        <p>inside</p>
      </NewsletterDialog>,
    );
    fireEvent.mouseDown(screen.getByText("inside"));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(backdropOf());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("stays open on an outside click when that is disabled; the close button still closes", () => {
    const onClose = vi.fn();
    render(
      <NewsletterDialog title="Want a free movie?" onClose={onClose} outsideClickDisabled>
        <p>inside</p>
      </NewsletterDialog>,
    );
    fireEvent.mouseDown(backdropOf());
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
