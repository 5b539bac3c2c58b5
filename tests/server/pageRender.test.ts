import { describe, expect, it } from "vitest";
import { documentStream } from "../../server/render/pageRender.ts";

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
