/**
 * The page server's render: the built server entry (src/app/entry-server.tsx, built by
 * `vite build --ssr` into dist-server/) renders a request's page; this module loads it and
 * streams its HTML into the built index.html, in place of `#root`'s content.
 */
import { randomBytes } from "node:crypto";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderedPage, RenderOptions } from "../../src/app/entry-server.tsx";
import { HELD_PRESS_ATTRIBUTE } from "../../src/ui/heldPress.ts";
import { concatBytes, type DocumentOutput, type PagePart, plainOutput } from "./gzipMember.ts";

/** The server entry's one export. */
export type RenderPage = (request: Request, options: RenderOptions) => Promise<RenderedPage>;

/** Where index.html's app goes: the server's render streams in between. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The server entry in `renderDir`, loaded once (its chunks import it back: one instance per
 * process, so a rebuild needs a restart), or null while it has not been built.
 */
export function serverEntry(renderDir: string): () => Promise<RenderPage | null> {
  let loaded: RenderPage | null = null;
  const path = join(renderDir, "entry-server.js");
  return async () => {
    if (loaded !== null) return loaded;
    try {
      await stat(path);
    } catch {
      return null;
    }
    const module = (await import(pathToFileURL(path).href)) as { renderPage: RenderPage };
    loaded = module.renderPage;
    return loaded;
  };
}

/** A fresh nonce for one response's inline scripts. */
export const newNonce = (): string => randomBytes(16).toString("base64");

/**
 * The page's policy for a server-rendered response: its inline scripts (the router's
 * hydration data, React's streaming) carry the response's nonce; React writes `style={{}}`
 * props as style attributes in the server's HTML (the browser sets them through the CSSOM,
 * which no policy blocks), so attributes, never `<style>` elements, may be inline.
 */
export const serverRenderPolicy = (policy: string, nonce: string): string =>
  `${policy.replace(/(^|; )script-src ([^;]*)/, (_, start, sources) => {
    return `${start}script-src ${sources} 'nonce-${nonce}'`;
  })}; style-src-attr 'unsafe-inline'`;

/** index.html split around `#root`'s content; null when the template has no empty root. */
export function splitTemplate(
  html: string,
): { readonly head: string; readonly tail: string } | null {
  const at = html.indexOf(ROOT_ELEMENT);
  if (at < 0) return null;
  const open = ROOT_ELEMENT.slice(0, ROOT_ELEMENT.indexOf("</div>"));
  return { head: html.slice(0, at) + open, tail: html.slice(at + open.length) };
}

const encoder = new TextEncoder();

/**
 * `head`, then the render's stream, then `tail`, as one stream, written by `output` (the
 * parts as they are, or gzipped). What the render has written by the end of the current task
 * goes out as one chunk: React writes a page in hundreds of small pieces, and each piece
 * costs the gzip a call into zlib and the socket a write (a tenth of a film page's render); a
 * part that waits for data still streams on its own. `onEnd` is called once the document has
 * been written whole, or when it stops (cancelled, or the render failed).
 */
export function documentStream(
  head: PagePart | readonly PagePart[],
  app: ReadableStream<Uint8Array | string>,
  tail: PagePart | readonly PagePart[],
  output: DocumentOutput = plainOutput(),
  onEnd: () => void = () => {},
): ReadableStream<Uint8Array> {
  const reader = app.getReader();
  let started = false;
  let ended = false;
  /** A read begun for the last batch that had not answered when the task ended. */
  let waiting: Promise<ReadableStreamReadResult<Uint8Array | string>> | null = null;
  const partsOf = (part: PagePart | readonly PagePart[]): readonly PagePart[] =>
    Array.isArray(part) ? part : [part as PagePart];
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        await batch(controller);
      } catch (error) {
        onEnd();
        throw error;
      }
    },
    cancel(reason) {
      onEnd();
      return reader.cancel(reason);
    },
  });
  async function batch(controller: ReadableStreamDefaultController<Uint8Array>) {
    const parts: PagePart[] = [];
    if (!started) {
      started = true;
      parts.push(...partsOf(head));
    }
    const first = await (waiting ?? reader.read());
    waiting = null;
    if (first.done) ended = true;
    else {
      parts.push(first.value);
      let taskEnded = false;
      const endOfTask = new Promise<null>((resolve) =>
        setImmediate(() => {
          taskEnded = true;
          resolve(null);
        }),
      );
      while (!taskEnded) {
        const next = reader.read();
        const result = await Promise.race([next, endOfTask]);
        if (result === null) {
          waiting = next;
          break;
        }
        if (result.done) {
          ended = true;
          break;
        }
        parts.push(result.value);
      }
    }
    if (ended) parts.push(...partsOf(tail));
    if (parts.length > 0) controller.enqueue(output(parts, ended));
    if (ended) {
      controller.close();
      onEnd();
    }
  }
}

/**
 * A redirect's address as a same-origin path: the router builds absolute ones from the
 * request, and absolute URLs never come from the Host header.
 */
export function redirectPath(location: string): string {
  try {
    const url = new URL(location, "http://same-origin.invalid");
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}

/** One head tag React writes at the very start of a render that is not the whole document. */
const HOISTABLE = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)/;
/** The start of a head tag not yet whole (more of the stream tells). */
const PARTIAL_HOISTABLE =
  /^<(?:t(?:i(?:t(?:le?)?)?)?|m(?:e(?:ta?)?)?|l(?:i(?:nk?)?)?)?$|^<(?:title>|meta\b|link\b)/;

/**
 * The head tags of a render (the routes' title, meta and link tags, and React's preloads) and
 * the rest of its stream. React 19 writes a tree's `<title>`, `<meta>` and `<link>` first when
 * it renders less than the whole document; they belong in the page's `<head>` (a canonical
 * link in the body is ignored), where the browser's render adopts them when it hydrates. Only
 * the start is decoded to find them: the rest goes on as the bytes the render wrote.
 */
export async function splitHeadTags(
  app: ReadableStream<Uint8Array>,
): Promise<{ readonly head: string; readonly body: ReadableStream<Uint8Array> }> {
  const reader = app.getReader();
  const decoder = new TextDecoder();
  const read: Uint8Array[] = [];
  let text = "";
  let at = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (!done) {
      const bytes = typeof value === "string" ? encoder.encode(value) : value;
      read.push(bytes);
      text += decoder.decode(bytes, { stream: true });
    }
    for (
      let tag = HOISTABLE.exec(text.slice(at));
      tag !== null;
      tag = HOISTABLE.exec(text.slice(at))
    )
      at += tag[0].length;
    const rest = text.slice(at);
    if (done || (rest !== "" && !PARTIAL_HOISTABLE.test(rest))) break;
  }
  const head = text.slice(0, at);
  // The head tags end with a whole character (`>`): the rest starts at a character's start.
  const rest = concatBytes(read.length === 0 ? [new Uint8Array(0)] : read).subarray(
    encoder.encode(head).length,
  );
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (rest.length > 0) controller.enqueue(rest);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(typeof value === "string" ? encoder.encode(value) : value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { head, body };
}

const TEMPLATE_TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/**
 * The template's head with the render's head tags, in place of its own title and description
 * when the render gives them (the routes give every page both).
 */
export function withHeadTags(templateHead: string, tags: string): string {
  if (tags === "") return templateHead;
  const end = templateHead.search(/<\/head\s*>/i);
  if (end < 0) return templateHead;
  let before = templateHead.slice(0, end);
  if (tags.includes("<title>")) before = before.replace(TEMPLATE_TITLE, "");
  if (/<meta name="description"/.test(tags)) before = before.replace(TEMPLATE_DESCRIPTION, "");
  return `${before}${tags}${templateHead.slice(end)}`;
}

/** The template head's start-up tags: the entry's module script and its module preloads. */
const START_UP_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/** One start-up tag as the starter adds it: a script (true) or a preload, its address, low. */
type StartUpTag = readonly [script: boolean, href: string, low: boolean];

function startUpTag(tag: string): StartUpTag | null {
  const href = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
  if (href === undefined) return null;
  return [tag.startsWith("<script"), href, /\bfetchpriority="low"/.test(tag)];
}

/**
 * The page's start-up code, asked for after its first screen: the template's module script
 * and module preloads leave the head, and an inline script at the end of the body adds them
 * once the page's high-priority picture (its largest at the top: a cover, a portrait, the
 * hero) has loaded, been decoded and painted (a frame after the one that draws it), or after
 * the first paint where the page has none (and
 * at the latest after START_UP_LATEST_MS). On a phone's slow link the picture then has the
 * link to itself instead of sharing it with ~170 KB of scripts, and the first paint waits for
 * no script bytes; the scripts were not needed before then (the page is the server's HTML).
 * Decision 0058, "Start-up code after the first screen".
 */
export function startUpAfterFirstScreen(
  page: { readonly head: string; readonly tail: string },
  nonce: string,
): { readonly head: string; readonly tail: string } {
  const tags = [...page.head.matchAll(START_UP_TAG)]
    .map((match) => startUpTag(match[0]))
    .filter((tag): tag is StartUpTag => tag !== null);
  if (tags.length === 0) return page;
  const end = page.tail.search(/<\/body\s*>/i);
  if (end < 0) return page;
  const starter = `<script nonce="${nonce}">${starterScript(tags)}</script>`;
  return {
    head: page.head.replace(START_UP_TAG, ""),
    tail: `${page.tail.slice(0, end)}${starter}${page.tail.slice(end)}`,
  };
}

/** At the latest, the start-up code is asked for this long after the document was read. */
export const START_UP_LATEST_MS = 3_000;

/** The starter: the tags' JSON is escaped for a script element (no `</script>` in it). */
function starterScript(tags: readonly StartUpTag[]): string {
  const list = JSON.stringify(tags).replace(/</g, "\\u003c");
  return `(()=>{let d=!1;const g=()=>{if(d)return;d=!0;for(const[s,h,l]of ${list}){const e=document.createElement(s?"script":"link");s?(e.type="module",e.src=h):(e.rel="modulepreload",e.href=h);e.crossOrigin="";l&&(e.fetchPriority="low");document.head.appendChild(e)}},p=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(g,0))),i=document.querySelector('#root img[fetchpriority="high"]'),w=()=>i.decode().then(p,p);setTimeout(g,${START_UP_LATEST_MS});i?i.complete?w():(i.addEventListener("load",w),i.addEventListener("error",p)):p()})()`;
}

/** The mark (a property) of a form or control whose event the early-press holder lets pass. */
export const HELD_PASS = "__cinemaPass";
/**
 * The attribute of a form or control while a press of it is held, its value the press's
 * number: it looks pressed (the stylesheet's `[data-held-pressed]`) until the app takes the
 * press, or the press is dropped.
 */
export const HELD_PRESSED_ATTRIBUTE = "data-held-pressed";
/** How long a held press waits for its part of the page to hydrate (then a form posts natively). */
export const HELD_WAIT_MS = 20_000;
/** How often a held press is offered to the app again. */
export const HELD_RETRY_MS = 50;

/**
 * A press made before its part of the page has hydrated is held, not lost, and replayed once
 * the app's handler for it is there: a form's submit, and a click (a tap, or Enter or Space
 * on the focused control) on a control marked `[data-held]` (`src/ui/heldPress.ts`: the Play
 * buttons). An inline script (the response's nonce) at the start of the body listens on the
 * window, after the app's own handlers (the bubble phase, past `#root` where React listens).
 * Every handler of the app for these presses prevents the event's default; a press in `#root`
 * that comes out unprevented found no handler (the app has not loaded, or the part has not
 * hydrated yet), so the script prevents it and offers the same event again (a plain `submit`
 * event, which never posts by itself; a `click`) every HELD_RETRY_MS until one is prevented,
 * i.e. taken by the app, which reads what was typed or starts the play. While it waits, the
 * form or control carries HELD_PRESSED_ATTRIBUTE, so the viewer sees the press was felt (not
 * an ARIA attribute: the app sets those, and this one is gone before it draws). One press is held, the
 * last: a newer press, held or taken by the app, stops an older one's offers, so two presses
 * give one replay and a press after hydration is not doubled by an earlier one. After `waitMs`
 * without a taker a form is posted by the browser as it would have been (the page server
 * sends it back to the page, 303); a click is dropped. None of it is in the app's code: the
 * first load carries nothing for it. With JavaScript off the script does not run and a form
 * posts as before.
 */
export function holdPressesUntilHydrated(
  page: { readonly head: string; readonly tail: string },
  nonce: string,
  waitMs: number = HELD_WAIT_MS,
): { readonly head: string; readonly tail: string } {
  const at = page.head.lastIndexOf(ROOT_ELEMENT.slice(0, ROOT_ELEMENT.indexOf("</div>")));
  if (at < 0) return page;
  const K = JSON.stringify(HELD_PASS);
  const A = JSON.stringify(HELD_PRESSED_ATTRIBUTE);
  const C = JSON.stringify(`[${HELD_PRESS_ATTRIBUTE}]`);
  // h(event type, the held element of a target, a fresh replay event, what a press no app
  // took becomes, whether a press that never reached the window is held). The bubble
  // listener prevents a press no handler took, or drops older held ones when the app took it;
  // once dispatched, the capture listener (which sees every press first) holds a press the
  // bubble listener prevented or, for a click, one stopped on the way (React stops a click
  // on a part it cannot hydrate yet: no handler ran, nothing to undo).
  const holder = `(()=>{let n=0;const o={bubbles:!0,cancelable:!0},a=${A},h=(y,m,r,x,s)=>{const g=e=>{const c=m(e.target);return c&&!c[${K}]&&c.closest("#root")&&c},l=(c,e)=>{const p=e[${K}]||++n,end=Date.now()+${waitMs},f=()=>c.getAttribute(a)==p&&c.removeAttribute(a),t=()=>{if(p!==n||!c.isConnected)return f();if(Date.now()>=end)return f(),x(c,e);c[${K}]=!0;let d;try{d=c.dispatchEvent(r())}finally{delete c[${K}]}d?setTimeout(t,${HELD_RETRY_MS}):f()};c.setAttribute(a,p);t()};addEventListener(y,e=>{const c=g(e);c&&setTimeout(()=>(e[${K}]||!e.defaultPrevented&&s)&&l(c,e))},!0);addEventListener(y,e=>{g(e)&&(e.defaultPrevented?n++:(e.preventDefault(),e[${K}]=++n))})};h("submit",f=>f instanceof HTMLFormElement&&f,()=>new Event("submit",o),(f,e)=>{const b=e.submitter;f[${K}]=!0;f.requestSubmit(b&&b.form===f&&!b.disabled?b:null)});h("click",t=>t instanceof Element&&t.closest(${C}),()=>new MouseEvent("click",o),()=>{},1)})()`;
  const script = `<script nonce="${nonce}">${holder}</script>`;
  return { head: `${page.head.slice(0, at)}${script}${page.head.slice(at)}`, tail: page.tail };
}
