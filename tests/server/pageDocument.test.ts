import { constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatedPart, gzipOutput, plainOutput } from "../../server/render/gzipMember.ts";
import { filled, prepareTemplate, templateCache } from "../../server/render/pageDocument.ts";
import {
  documentStream,
  holdPressesUntilHydrated,
  splitTemplate,
  startUpAfterFirstScreen,
  withHeadTags,
} from "../../server/render/pageRender.ts";

const decoder = new TextDecoder();
const STYLE = `<style>${Array.from({ length: 200 }, (_, i) => `.c${i}{color:red}`).join("")}</style>`;
const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"><title>Cinema</title>' +
  '<meta name="description" content="The site">' +
  '<meta name="cinema-config" content="{}">' +
  STYLE +
  '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">' +
  '</head><body><div id="root"></div><noscript>x</noscript></body></html>';

/** The page as the server composed it before templates were prepared once per version. */
function composedPerRequest(html: string, config: string, nonce: string, tags: string) {
  const withConfig = html.replace(/<meta name="cinema-config" content="[^"]*">/, config);
  const page = holdPressesUntilHydrated(
    startUpAfterFirstScreen(splitTemplate(withConfig) ?? { head: "", tail: "" }, nonce),
    nonce,
  );
  return { head: withHeadTags(page.head, tags), tail: page.tail };
}

const text = (parts: Parameters<ReturnType<typeof plainOutput>>[0]) =>
  decoder.decode(plainOutput()(parts, true));

describe("the page's template, prepared once per version", () => {
  const tagSets = [
    '<title>A film</title><meta name="description" content="Its synopsis"><link rel="canonical" href="/f">',
    "<title>A film</title>",
    '<meta name="description" content="Its synopsis">',
    "",
  ];
  for (const tags of tagSets) {
    it(`is the page composed per request, with head tags ${JSON.stringify(tags.slice(0, 30))}`, () => {
      const template = prepareTemplate(TEMPLATE, {
        title: tags.includes("<title>"),
        description: tags.includes('<meta name="description"'),
      });
      expect(template).not.toBeNull();
      const config = '<meta name="cinema-config" content="{&quot;a&quot;:1}">';
      const values = { config, nonce: "n0nce", headTags: tags };
      const expected = composedPerRequest(TEMPLATE, config, "n0nce", tags);
      expect(text(filled(template?.head ?? [], values))).toBe(expected.head);
      expect(text(filled(template?.tail ?? [], values))).toBe(expected.tail);
    });
  }

  it("keeps each page's own nonce, config and head tags (the prepared parts hold none)", () => {
    const cache = templateCache();
    const page = (nonce: string, user: string) => {
      const headTags = `<title>${user}</title>`;
      const template = cache(TEMPLATE, headTags);
      const values = { config: `<meta name="cinema-config" content="${user}">`, nonce, headTags };
      return `${text(filled(template?.head ?? [], values))}${text(filled(template?.tail ?? [], values))}`;
    };
    const member = page("nonce-a", "member-ann");
    const guest = page("nonce-b", "guest");
    expect(member).toContain('content="member-ann"');
    expect(member).toContain('<script nonce="nonce-a">');
    expect(member).not.toContain("nonce-b");
    expect(guest).toContain('content="guest"');
    expect(guest).toContain('<script nonce="nonce-b">');
    expect(guest).not.toContain("nonce-a");
    expect(guest).not.toContain("member-ann");
  });

  it("deflates the large static part (the stylesheet) ahead, once", () => {
    const template = prepareTemplate(TEMPLATE, { title: true, description: true });
    const ahead = (template?.head ?? []).filter(
      (part) => typeof part === "object" && "deflated" in part,
    );
    expect(ahead).toHaveLength(1);
    const cache = templateCache();
    expect(cache(TEMPLATE, "<title>a</title>")).toBe(cache(TEMPLATE, "<title>b</title>"));
  });

  it("is null for a template without an empty #root", () => {
    expect(
      prepareTemplate("<html><body></body></html>", { title: false, description: false }),
    ).toBeNull();
  });
});

describe("the page's gzip, written from pieces", () => {
  const chunksOf = async (stream: ReadableStream<Uint8Array>) => {
    const chunks: Uint8Array[] = [];
    const reader = stream.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    return chunks;
  };

  it("is one gzip member of the whole page, parts deflated ahead included", async () => {
    const big = deflatedPart(STYLE.repeat(3));
    let later: (() => void) | null = null;
    const app = new ReadableStream<string>({
      start(controller) {
        controller.enqueue("<shell>é");
        later = () => {
          controller.enqueue("<late>");
          controller.close();
        };
      },
    });
    const stream = documentStream(["<head>", big, "<mid>"], app, ["</div>", big], gzipOutput());
    const reader = stream.getReader();
    const first = await reader.read();
    const firstBytes = first.value ?? new Uint8Array();
    // What came first is readable before the rest arrives (the page streams).
    const soFar = gunzipSync(firstBytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString();
    expect(soFar).toBe(`<head>${STYLE.repeat(3)}<mid><shell>é`);
    (later as unknown as () => void)();
    const rest: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(r.value);
    const whole = Buffer.concat([firstBytes, ...rest]);
    // A strict decoder: the CRC and the length in the trailer must match.
    expect(gunzipSync(whole).toString()).toBe(
      `<head>${STYLE.repeat(3)}<mid><shell>é<late></div>${STYLE.repeat(3)}`,
    );
    expect(whole.length).toBeLessThan(STYLE.length);
  });

  it("is a valid gzip for an empty render too", async () => {
    const app = new ReadableStream<string>({ start: (controller) => controller.close() });
    const chunks = await chunksOf(documentStream("<head>", app, "</tail>", gzipOutput()));
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toBe("<head></tail>");
  });
});
