// @vitest-environment jsdom
/**
 * A container whose selector builds a new array each time (the header's sections) hydrates
 * once: before the system starts, the first snapshot and the current one are the same, and
 * React must not see a change and render the part again right after hydrating it
 * (ui/useSelector.ts, decision 0086). Once the machine moves, the part draws the live state.
 */
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { assign, createActor, setup } from "xstate";
import { keepFirstSnapshots, useSelector } from "../../src/ui/useSelector.ts";

const viewer = setup({
  types: { context: {} as { loggedIn: boolean }, events: {} as { type: "login" } },
}).createMachine({
  context: { loggedIn: false },
  on: { login: { actions: assign({ loggedIn: true }) } },
});
type Viewer = ReturnType<typeof createActor<typeof viewer>>;

/** A new array on every call, as `selectHeaderSections` gives. */
const selectSections = (snapshot: { context: { loggedIn: boolean } }) =>
  snapshot.context.loggedIn ? ["Films", "Series", "My List"] : ["Films", "Series"];

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a selection that is a new array each time, hydrated before the system starts", () => {
  it("renders once to hydrate, and again only when the machine moves", async () => {
    const renders: string[][] = [];
    function Sections({ actor }: { readonly actor: Viewer }) {
      const sections = useSelector(actor, selectSections);
      renders.push([...sections]);
      return (
        <ul>
          {sections.map((section) => (
            <li key={section}>{section}</li>
          ))}
        </ul>
      );
    }
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Sections actor={createActor(viewer)} />);
    document.body.append(root);
    renders.length = 0;

    const actor = createActor(viewer);
    keepFirstSnapshots(actor);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <Sections actor={actor} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(renders).toEqual([["Films", "Series"]]);

    act(() => {
      actor.start();
      actor.send({ type: "login" });
    });
    expect(renders.at(-1)).toEqual(["Films", "Series", "My List"]);
    expect(root.textContent).toBe("FilmsSeriesMy List");
  });
});
