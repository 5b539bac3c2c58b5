// @vitest-environment jsdom
/**
 * A form pressed before its part of the page has hydrated is held by the page's inline holder
 * and sent once the app's handler for it is there (issue 24, decision 0058): the press is
 * never lost to a native post that brings the page back empty.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { HELD_PASS, holdPressesUntilHydrated } from "../../server/render/pageRender.ts";
import { PAGE, runEarlyPressHolder } from "../fixtures/earlyPressHolder.ts";

/** The holder's wait before the browser posts, short here. */
const WAIT_MS = 400;

beforeAll(() => runEarlyPressHolder(WAIT_MS));

function loginForm(value = "premium@cinema.test"): {
  form: HTMLFormElement;
  button: HTMLButtonElement;
} {
  document.body.innerHTML =
    '<div id="root"><form method="post"><input name="username"><button type="submit">Login</button></form></div>';
  const form = document.querySelector("form") as HTMLFormElement;
  (form.elements.namedItem("username") as HTMLInputElement).value = value;
  return { form, button: form.querySelector("button") as HTMLButtonElement };
}

/** The app's handler of a form (once hydrated): it takes the press and prevents the post. */
function appHandles(form: HTMLFormElement): string[] {
  const sent: string[] = [];
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    sent.push(String(new FormData(form).get("username")));
  });
  return sent;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a form pressed before its part of the page has hydrated", () => {
  it("is held by a script at the body's start, with the response's nonce", () => {
    const { head, tail } = holdPressesUntilHydrated(PAGE, "n0nce");
    expect(head).toMatch(/<body><script nonce="n0nce">[^<]+<\/script><div id="root">$/);
    expect(head).toContain("20000");
    expect(tail).toBe(PAGE.tail);
  });

  it("is not posted, and is sent once when the app's handler is there, with what was typed", async () => {
    const { form, button } = loginForm();
    const early = new Event("submit", { bubbles: true, cancelable: true });
    Object.defineProperty(early, "submitter", { value: button });
    form.dispatchEvent(early);
    expect(early.defaultPrevented, "the browser's post is stopped").toBe(true);
    await wait(120);
    expect(form.hasAttribute("data-held-pressed"), "looks pressed while held").toBe(true);
    const sent = appHandles(form);
    await wait(150);
    expect(sent).toEqual(["premium@cinema.test"]);
    expect(form.hasAttribute("data-held-pressed"), "looks as before once taken").toBe(false);
    await wait(150);
    expect(sent).toHaveLength(1);
  });

  it("is dropped when the viewer submits again once the app is there: sent once", async () => {
    const { form, button } = loginForm();
    const early = new Event("submit", { bubbles: true, cancelable: true });
    Object.defineProperty(early, "submitter", { value: button });
    form.dispatchEvent(early);
    const sent = appHandles(form);
    // The viewer's own submit reaches the app before the holder's next offer.
    const again = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    await wait(200);
    expect(sent).toEqual(["premium@cinema.test"]);
  });

  it("leaves alone a submit the app has taken", async () => {
    const { form, button } = loginForm();
    const sent = appHandles(form);
    button.click();
    await wait(150);
    expect(sent).toEqual(["premium@cinema.test"]);
  });

  it("is posted by the browser as before when its part never hydrates", async () => {
    const { form, button } = loginForm();
    const submitters: (HTMLElement | null)[] = [];
    form.requestSubmit = (submitter) => {
      submitters.push(submitter ?? null);
      const native = new Event("submit", { bubbles: true, cancelable: true });
      form.dispatchEvent(native);
      expect(native.defaultPrevented, "the holder lets the browser's post pass").toBe(false);
    };
    const early = new Event("submit", { bubbles: true, cancelable: true });
    Object.defineProperty(early, "submitter", { value: button });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    await wait(WAIT_MS + 200);
    expect(submitters).toEqual([button]);
    expect(form.hasAttribute("data-held-pressed"), "looks as before once posted").toBe(false);
  });

  it("stops offering a form that has left the page", async () => {
    const { form, button } = loginForm();
    button.click();
    const offered: Event[] = [];
    form.addEventListener("submit", (event) => offered.push(event));
    form.remove();
    await wait(150);
    expect(offered).toEqual([]);
    expect(HELD_PASS in form).toBe(false);
  });
});
