// @vitest-environment jsdom
/**
 * A part of the page that hydrates late (a lazy boundary whose chunk arrives after the system
 * has started and moved on) hydrates with the state the server rendered, then shows the live
 * one: no hydration error (React #418), as the promo bars drawn in the server's HTML need
 * (ui/useSelector.ts, decision 0058).
 */
import { act, lazy, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { assign, createActor, setup } from "xstate";
import { keepFirstSnapshots, useSelector } from "../../src/ui/useSelector.ts";

const viewer = setup({
  types: { context: {} as { name: string }, events: {} as { type: "login"; name: string } },
}).createMachine({
  context: { name: "Guest" },
  on: { login: { actions: assign({ name: ({ event }) => event.name }) } },
});
type Viewer = ReturnType<typeof createActor<typeof viewer>>;

const selectName = (snapshot: { context: { name: string } }) => snapshot.context.name;

function Greeting({ actor }: { readonly actor: Viewer }) {
  const name = useSelector(actor, selectName);
  return <p className="greeting">Hello {name}</p>;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a boundary that hydrates after the machines have moved", () => {
  it("hydrates with the server's snapshot, then draws the live one", async () => {
    // The server renders from the machine's first snapshot.
    const Late = ({ actor }: { readonly actor: Viewer }) => <Greeting actor={actor} />;
    const server = createActor(viewer);
    const html = renderToString(
      <div>
        <Greeting actor={server} />
        <Suspense fallback={null}>
          <Late actor={server} />
        </Suspense>
      </div>,
    );
    const root = document.createElement("div");
    root.innerHTML = html;
    document.body.append(root);

    // The browser: the same first snapshot, kept before hydrating; the late part's code is
    // not here yet.
    const actor = createActor(viewer);
    keepFirstSnapshots(actor);
    let arrive: (module: { default: typeof Late }) => void = () => {};
    const LazyLate = lazy(
      () =>
        new Promise<{ default: typeof Late }>((resolve) => {
          arrive = resolve;
        }),
    );
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        root,
        <div>
          <Greeting actor={actor} />
          <Suspense fallback={null}>
            <LazyLate actor={actor} />
          </Suspense>
        </div>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    // The root has committed: the system starts and moves on before the chunk arrives.
    act(() => {
      actor.start();
      // The live state changes (the chunk has not come yet).
      actor.send({ type: "login", name: "Ada" });
    });
    await act(async () => {
      arrive({ default: Late });
    });

    expect(errors).toEqual([]);
    const greetings = [...root.querySelectorAll(".greeting")].map((node) => node.textContent);
    expect(greetings).toEqual(["Hello Ada", "Hello Ada"]);
  });
});
