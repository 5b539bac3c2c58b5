import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitHeadTags, withHeadTags } from "../../server/render/pageRender.ts";

const streamOf = (chunks: readonly string[]) => {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
};

/** `text` cut at the given (sorted, distinct) positions. */
const cut = (text: string, at: readonly number[]) =>
  [0, ...at, text.length]
    .slice(1)
    .map((end, i, ends) => text.slice(i === 0 ? 0 : ends[i - 1], end));

const HEAD =
  '<title>Films · Cinema</title><meta name="description" content="Ünïcode &amp; more"/>' +
  '<link rel="canonical" href="https://cinema.example/movies"/>';
const BODY = '<script type="application/ld+json">{}</script><main><h1>Films</h1></main>';

describe("the render's head tags go into the page's head (decision 0046)", () => {
  it("splits the leading title, meta and link tags from the rest, however the stream is cut (P)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: HEAD.length + BODY.length - 1 }), {
          maxLength: 8,
        }),
        async (positions) => {
          const chunks = cut(
            HEAD + BODY,
            [...positions].sort((a, b) => a - b),
          );
          const { head, body } = await splitHeadTags(streamOf(chunks));
          expect(head).toBe(HEAD);
          expect(await new Response(body).text()).toBe(BODY);
        },
      ),
    );
  });

  it("passes the rest on as the render's bytes, a character cut between chunks included (P)", async () => {
    const bytes = new TextEncoder().encode(`${HEAD}<p>Ünïcode · “quoted” 🎬</p>${BODY}`);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 8 }),
        async (positions) => {
          const ends = [...[...positions].sort((a, b) => a - b), bytes.length];
          const chunks = ends.map((end, i) => bytes.slice(i === 0 ? 0 : ends[i - 1], end));
          const stream = new ReadableStream<Uint8Array>({
            start(controller) {
              for (const chunk of chunks) controller.enqueue(chunk);
              controller.close();
            },
          });
          const { head, body } = await splitHeadTags(stream);
          expect(head).toBe(HEAD);
          expect(await new Response(body).text()).toBe(`<p>Ünïcode · “quoted” 🎬</p>${BODY}`);
        },
      ),
    );
  });

  it("a render without head tags keeps its stream whole", async () => {
    const { head, body } = await splitHeadTags(streamOf([BODY]));
    expect(head).toBe("");
    expect(await new Response(body).text()).toBe(BODY);
  });

  it("puts them before </head>, in place of the template's title and description", () => {
    const template =
      '<html><head><meta charset="UTF-8" /><meta\n  name="description"\n  content="Site"\n/>' +
      '<title>Cinema · Films and series</title></head><body><div id="root">';
    const html = withHeadTags(template, HEAD);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('content="Site"');
    expect(html).toContain(`${HEAD}</head>`);
    expect(withHeadTags(template, "")).toBe(template);
  });
});
