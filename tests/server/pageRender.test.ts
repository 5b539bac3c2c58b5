import { describe, expect, it } from "vitest";
import { documentStream, startUpAfterFirstScreen } from "../../server/render/pageRender.ts";

const decoder = new TextDecoder();

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value));
  }
}

describe("the page's document stream", () => {
  it("sends what the render wrote in one task as one chunk, between the head and the tail", async () => {
    const pieces = Array.from({ length: 300 }, (_, i) => `<i>${i}</i>`);
    const app = new ReadableStream<string>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece);
        controller.close();
      },
    });
    const chunks = await chunksOf(documentStream("<head>", app, "</tail>"));
    expect(chunks).toEqual([`<head>${pieces.join("")}</tail>`]);
  });

  it("still streams a part the render writes later, on its own", async () => {
    let later: (() => void) | null = null;
    const app = new ReadableStream<string>({
      start(controller) {
        controller.enqueue("<shell>");
        later = () => {
          controller.enqueue("<late>");
          controller.close();
        };
      },
    });
    const reader = documentStream("<head>", app, "</tail>").getReader();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe("<head><shell>");
    (later as unknown as () => void)();
    const rest: string[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read())
      rest.push(decoder.decode(r.value));
    expect(rest.join("")).toBe("<late></tail>");
  });
});

describe("the page's start-up code after its first screen", () => {
  const head =
    '<head><style>a{}</style><script type="module" crossorigin src="/assets/index-a.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">' +
    '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/view-c.js"></head><body><div id="root">';
  const tail = "</div></body></html>";

  it("takes the module script and preloads out of the head and asks for them, in order, from the body's end", () => {
    const page = startUpAfterFirstScreen({ head, tail }, "n0nce");
    expect(page.head).toBe('<head><style>a{}</style></head><body><div id="root">');
    expect(page.tail.startsWith('</div><script nonce="n0nce">')).toBe(true);
    expect(page.tail.endsWith("</script></body></html>")).toBe(true);
    const list = page.tail.slice(page.tail.indexOf("[["), page.tail.indexOf("]]") + 2);
    expect(JSON.parse(list)).toEqual([
      [true, "/assets/index-a.js", false],
      [false, "/assets/vendor-b.js", false],
      [false, "/assets/view-c.js", true],
    ]);
  });

  it("waits for the high-priority picture, decoded, or else the first paint, and at most 3 s", () => {
    const { tail: starter } = startUpAfterFirstScreen({ head, tail }, "n");
    expect(starter).toContain('img[fetchpriority="high"]');
    expect(starter).toContain(".decode()");
    expect(starter).toContain("requestAnimationFrame");
    expect(starter).toContain("setTimeout(g,3000)");
  });

  it("leaves a page with no start-up code as it is", () => {
    const page = { head: '<head></head><body><div id="root">', tail };
    expect(startUpAfterFirstScreen(page, "n")).toBe(page);
  });
});
