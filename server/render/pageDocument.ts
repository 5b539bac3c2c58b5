/**
 * The page's document around the server's render, prepared once per template version: the
 * config's place, the start-up code moved to the body's end, the early-press holder, the
 * head tags' place, found in index.html once, not by regular expressions over its ~50 KB on
 * every page; its large static parts (the inlined stylesheets) encoded and deflated once.
 * A page fills in only what is its own: its config (the first render's input), its nonce,
 * its head tags. Decision 0056, "Render cost cut".
 */
import { type DeflatedPart, deflatedPart, type PagePart } from "./gzipMember.ts";
import {
  holdPressesUntilHydrated,
  splitTemplate,
  startUpAfterFirstScreen,
  withHeadTags,
} from "./pageRender.ts";

/** What one page fills in. */
export interface PageValues {
  /** The page's `<meta name="cinema-config">` tag. */
  readonly config: string;
  /** The nonce of the response's inline scripts. */
  readonly nonce: string;
  /** The render's head tags (title, meta, link). */
  readonly headTags: string;
}

type Hole = keyof PageValues;
/** A part of the prepared template: static text, static text deflated ahead, or a hole. */
type TemplatePart = string | DeflatedPart | { readonly hole: Hole };

export interface PreparedTemplate {
  readonly head: readonly TemplatePart[];
  readonly tail: readonly TemplatePart[];
}

/** Static text at least this long is deflated ahead; shorter goes with the page's own text. */
const DEFLATE_AHEAD_MIN_BYTES = 1_024;

const CONFIG_META = /<meta\s+name="cinema-config"\s+content="[^"]*"\s*\/?>/;

/** index.html with the page's config tag, in place of the template's own or at the head's end. */
export const withConfigMeta = (html: string, meta: string): string =>
  CONFIG_META.test(html)
    ? html.replace(CONFIG_META, () => meta)
    : html.replace("</head>", () => `${meta}</head>`);

/** A hole's mark while the template is prepared (a private-use character index.html does not hold). */
const mark = (name: string) => `\ue000${name}\ue000`;
const MARKS = /\ue000(config|nonce|headTags)\ue000/;

function partsOf(text: string): TemplatePart[] {
  const pieces = text.split(MARKS);
  const parts: TemplatePart[] = [];
  pieces.forEach((piece, i) => {
    if (i % 2 === 1) parts.push({ hole: piece as Hole });
    else if (piece.length >= DEFLATE_AHEAD_MIN_BYTES) parts.push(deflatedPart(piece));
    else if (piece !== "") parts.push(piece);
  });
  return parts;
}

/**
 * The template for pages whose head tags do (or do not) carry a title and a description
 * (which then replace the template's own); null when index.html has no empty `#root` (or
 * holds the marks' character).
 */
export function prepareTemplate(
  html: string,
  tags: { readonly title: boolean; readonly description: boolean },
): PreparedTemplate | null {
  if (html.includes("\ue000")) return null;
  const page = splitTemplate(withConfigMeta(html, mark("config")));
  if (page === null) return null;
  const nonce = mark("nonce");
  const template = holdPressesUntilHydrated(startUpAfterFirstScreen(page, nonce), nonce);
  // What withHeadTags looks for in the tags, between two marks that the hole then replaces.
  const tagsMark = mark(
    `headTags${tags.title ? "<title>" : ""}${tags.description ? '<meta name="description"' : ""}`,
  );
  const head = withHeadTags(template.head, tagsMark).replace(tagsMark, mark("headTags"));
  return { head: partsOf(head), tail: partsOf(template.tail) };
}

/** The prepared templates of one index.html, by which head tags the render gave. */
export function templateCache(): (html: string, headTags: string) => PreparedTemplate | null {
  let html: string | null = null;
  const prepared = new Map<string, PreparedTemplate | null>();
  return (current, headTags) => {
    if (current !== html) {
      html = current;
      prepared.clear();
    }
    const tags = {
      title: headTags.includes("<title>"),
      description: /<meta name="description"/.test(headTags),
    };
    const key = `${tags.title}:${tags.description}`;
    let template = prepared.get(key);
    if (template === undefined) {
      template = prepareTemplate(current, tags);
      prepared.set(key, template);
    }
    return template;
  };
}

/** A part list of the template with this page's values in its holes. */
export const filled = (parts: readonly TemplatePart[], values: PageValues): PagePart[] =>
  parts.map((part) => (typeof part === "object" && "hole" in part ? values[part.hole] : part));
