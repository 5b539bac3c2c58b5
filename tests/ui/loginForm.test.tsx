// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginForm } from "../../src/ui/auth/LoginForm.tsx";
import { SignUpForm } from "../../src/ui/auth/SignUpForm.tsx";
import { renderWithRouter } from "./renderWithRouter.tsx";

afterEach(cleanup);

const submitButton = (name: string) => screen.getByRole("button", { name });

describe("the login form", () => {
  it("shows 'This field is required' under each empty field and sends nothing", async () => {
    const onSubmit = vi.fn();
    renderWithRouter(() => <LoginForm serverErrors={{}} submitting={false} onSubmit={onSubmit} />);
    fireEvent.click(await screen.findByRole("button", { name: "Login" }));
    expect(screen.getAllByText("This field is required")).toHaveLength(2);
    const username = screen.getByLabelText("E-mail or username");
    expect(username.getAttribute("aria-invalid")).toBe("true");
    expect(
      document.getElementById(username.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe("This field is required");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("treats blanks as empty (they are trimmed before sending)", async () => {
    const onSubmit = vi.fn();
    renderWithRouter(() => <LoginForm serverErrors={{}} submitting={false} onSubmit={onSubmit} />);
    fireEvent.change(await screen.findByLabelText("E-mail or username"), {
      target: { value: "   " },
    });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret" } });
    fireEvent.click(submitButton("Login"));
    expect(screen.getAllByText("This field is required")).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the login intent with what was typed", async () => {
    const onSubmit = vi.fn();
    renderWithRouter(() => <LoginForm serverErrors={{}} submitting={false} onSubmit={onSubmit} />);
    fireEvent.change(await screen.findByLabelText("E-mail or username"), {
      target: { value: "jane@example.com" },
    });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret" } });
    fireEvent.click(submitButton("Login"));
    expect(screen.queryByText("This field is required")).toBeNull();
    expect(onSubmit).toHaveBeenCalledWith({ username: "jane@example.com", password: "secret" });
  });

  it("after a submit, the server's refusal shows at the password field (issue 26)", async () => {
    const refused = { password: "The e-mail or password is not right." };
    const view = renderWithRouter(() => (
      <LoginForm serverErrors={refused} submitting={false} onSubmit={() => {}} />
    ));
    const password = await screen.findByLabelText("Password");
    // A refusal kept from an earlier visit does not greet the viewer.
    expect(password.getAttribute("aria-invalid")).not.toBe("true");
    fireEvent.change(screen.getByLabelText("E-mail or username"), { target: { value: "a@b.c" } });
    fireEvent.change(password, { target: { value: "wrong-password" } });
    fireEvent.click(submitButton("Login"));
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(
      document.getElementById(password.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe("The e-mail or password is not right.");
    view.unmount();
  });

  it("cannot be sent twice while logging in", async () => {
    renderWithRouter(() => <LoginForm submitting serverErrors={{}} onSubmit={() => {}} />);
    expect(
      (await screen.findByRole("button", { name: "Logging in..." })).hasAttribute("disabled"),
    ).toBe(true);
  });
});

describe("the sign-up form", () => {
  it("sends the form as typed: the session judges it", async () => {
    const onSubmit = vi.fn();
    renderWithRouter(() => <SignUpForm submitting={false} fieldErrors={{}} onSubmit={onSubmit} />);
    fireEvent.change(await screen.findByLabelText("Password confirmation"), {
      target: { value: "x" },
    });
    fireEvent.click(submitButton("Create account"));
    expect(onSubmit).toHaveBeenCalledWith({
      email: "",
      password: "",
      password_confirmation: "x",
    });
  });

  it("shows each message it is given at its field", async () => {
    renderWithRouter(() => (
      <SignUpForm
        submitting={false}
        fieldErrors={{
          email: "This email is already registered",
          password_confirmation: "Password confirmation does not match",
        }}
        onSubmit={() => {}}
      />
    ));
    const email = await screen.findByLabelText("E-mail");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("This email is already registered")).toBeTruthy();
    expect(screen.getByText("Password confirmation does not match")).toBeTruthy();
  });
});
