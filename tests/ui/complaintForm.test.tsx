// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ComplaintForm } from "../../src/ui/pages/info/ComplaintForm.tsx";

afterEach(cleanup);

const fill = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe("complaints and content removal form", () => {
  it("shows 'This field is required' under every empty field and sends nothing", async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<ComplaintForm send={send} />);
    const form = screen.getByRole("form", { name: "Complaints and content removal" });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(await within(form).findAllByText("This field is required")).toHaveLength(5);
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the complaint, then says 'Successfully sent!'", async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<ComplaintForm send={send} />);
    const form = screen.getByRole("form", { name: "Complaints and content removal" });
    fill(form, "Your name", "Ada");
    fill(form, "E-mail", "ada@cinema.test");
    fill(form, "URL of the content", "https://cinema.test/movies/the-long-night");
    fireEvent.change(within(form).getByLabelText("Reason"), { target: { value: "privacy" } });
    fill(form, "Details", "I appear in this film without my consent.");
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Successfully sent!")).toBeTruthy();
    expect(send).toHaveBeenCalledWith({
      name: "Ada",
      email: "ada@cinema.test",
      url: "https://cinema.test/movies/the-long-night",
      reason: "privacy",
      details: "I appear in this film without my consent.",
    });
  });
});
