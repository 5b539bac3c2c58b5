// @vitest-environment jsdom
/**
 * The server's HTML is hydrated in slices that let the browser run other tasks in between
 * (src/app/hydrateInSlices.ts); React's own `hydrateRoot` hydrates a root in one task.
 */
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { hydrateInSlices } from "../../src/app/hydrateInSlices.ts";

const PARTS = 60;
/** Each part's render takes this long: the whole page far longer than one ~5 ms slice. */
const PART_RENDER_MS = 1;

let rendered: string[] = [];

function Part({ n }: { readonly n: number }) {
  const until = performance.now() + PART_RENDER_MS;
  while (performance.now() < until) {}
  if (typeof window !== "undefined") rendered.push(`part ${n}`);
  return <li>Part {n}</li>;
}

const PART_NUMBERS = Array.from({ length: PARTS }, (_, n) => n);

const page = (
  <ul>
    {PART_NUMBERS.map((n) => (
      <Part key={n} n={n} />
    ))}
  </ul>
);

/** The server's HTML in the document, then a task queued before hydration starts. */
async function hydrateWith(hydrate: (container: Element) => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  rendered = [];
  const otherTask = new Promise<void>((resolve) =>
    setTimeout(() => {
      rendered.push("other task");
      resolve();
    }, 0),
  );
  hydrate(container);
  await otherTask;
  await new Promise((resolve) => setTimeout(resolve, PARTS * PART_RENDER_MS * 4));
  return { container, order: rendered };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("hydrating the server's HTML", () => {
  it("lets another task run between its slices, and hydrates every part", async () => {
    const errors: unknown[] = [];
    const { container, order } = await hydrateWith((c) =>
      hydrateInSlices(c, page, { onRecoverableError: (error) => errors.push(error) }),
    );
    const other = order.indexOf("other task");
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(order.length - 1);
    expect(order.filter((entry) => entry !== "other task")).toHaveLength(PARTS);
    expect(errors).toEqual([]);
    expect(container.querySelectorAll("li")).toHaveLength(PARTS);
  });

  it("is one task with React's hydrateRoot alone (why the slices are asked for)", async () => {
    const { order } = await hydrateWith((c) => hydrateRoot(c, page));
    expect(order.at(-1)).toBe("other task");
  });
});
