// @vitest-environment jsdom
/**
 * A Play pressed before the page has booted is held by the page's inline holder and replayed,
 * once, when the app's handler is there (issue 25, decision 0049): the press is never lost,
 * and never doubled.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { HELD_PASS } from "../../server/render/pageRender.ts";

/** What the viewer sees while a press is held: the control looks pressed. */
const PRESSED = "data-held-pressed";

import { runEarlyPressHolder } from "../fixtures/earlyPressHolder.ts";

/** The holder's wait before it drops a press, short here. */
const WAIT_MS = 400;

beforeAll(() => runEarlyPressHolder(WAIT_MS));

/** A film page's Play as the server drew it: a marked button, with its label in a child. */
function playButton(mark = " data-held"): HTMLButtonElement {
  document.body.innerHTML = `<div id="root"><p>Night Sea</p><button type="button"${mark}><span>▶ Play</span></button></div>`;
  return document.querySelector("button") as HTMLButtonElement;
}

/** The app's handler of the button (once hydrated): it takes a press by preventing its default. */
function appHandles(button: HTMLButtonElement): number[] {
  const presses: number[] = [];
  button.addEventListener("click", (event) => {
    event.preventDefault();
    presses.push(presses.length + 1);
  });
  return presses;
}

const press = (target: Element) => {
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  target.dispatchEvent(click);
  return click;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a Play pressed before the page has hydrated", () => {
  // Ways a Play is pressed before the app's handler is there: each is replayed once, once it is.
  it.each([
    [
      "is held, and replayed once when the app's handler is there",
      async (button: HTMLButtonElement) => {
        // The tap lands on the label inside the button.
        expect(press(button.querySelector("span") as Element).defaultPrevented).toBe(true);
        await wait(120);
      },
    ],
    [
      "is held too when the app's root stopped it on the way (its part could not hydrate yet)",
      async (button: HTMLButtonElement) => {
        const root = document.getElementById("root") as HTMLElement;
        // What React does with a click on a part it cannot hydrate yet: stopped at the root, in
        // the capture phase, before any handler or the window's bubble phase sees it.
        const blocked = (event: Event) => event.stopPropagation();
        root.addEventListener("click", blocked, { capture: true, once: true });
        expect(press(button).defaultPrevented).toBe(false);
        await wait(60);
      },
    ],
    [
      "pressed twice is replayed once",
      async (button: HTMLButtonElement) => {
        press(button);
        await wait(60);
        press(button);
        await wait(60);
      },
    ],
  ] as const)("%s", async (_, pressBefore) => {
    const button = playButton();
    await pressBefore(button);
    expect(button.hasAttribute(PRESSED), "looks pressed while held").toBe(true);
    const presses = appHandles(button);
    await wait(200);
    expect(presses).toEqual([1]);
    expect(button.hasAttribute(PRESSED), "looks as before once taken").toBe(false);
    await wait(150);
    expect(presses).toEqual([1]);
  });

  it("is dropped when the viewer presses again once the app is there: one start, not two", async () => {
    const button = playButton();
    press(button);
    const presses = appHandles(button);
    // The viewer's own press reaches the app before the holder's next offer.
    expect(press(button).defaultPrevented).toBe(true);
    await wait(200);
    expect(presses).toEqual([1]);
  });

  it("leaves alone a press the app has taken", async () => {
    const button = playButton();
    const presses = appHandles(button);
    press(button);
    await wait(150);
    expect(presses).toEqual([1]);
    expect(button.hasAttribute(PRESSED)).toBe(false);
  });

  it("is dropped, not replayed for ever, when its part never hydrates", async () => {
    const button = playButton();
    const offered: Event[] = [];
    button.addEventListener("click", (event) => offered.push(event));
    press(button);
    await wait(WAIT_MS + 200);
    const offers = offered.length;
    expect(offers).toBeGreaterThan(1);
    await wait(200);
    expect(offered).toHaveLength(offers);
    expect(HELD_PASS in button).toBe(false);
    expect(button.hasAttribute(PRESSED), "looks as before once dropped").toBe(false);
  });

  it("holds no click on a control that is not marked, nor outside the app", async () => {
    const unmarked = playButton("");
    expect(press(unmarked).defaultPrevented).toBe(false);
    const outside = document.createElement("button");
    outside.setAttribute("data-held", "");
    document.body.append(outside);
    expect(press(outside).defaultPrevented).toBe(false);
  });
});
