// @vitest-environment jsdom
import DOMPurify from "dompurify";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMMENT_MAX_LENGTH,
  commentDisplayText,
  commentDraftError,
  RICH_TEXT_ALLOWED,
  sanitizeRichText,
} from "../../src/core/comments.ts";

/** DOMPurify on jsdom's window (this file's environment): the same library the browser runs. */
const purifier = DOMPurify(window);
const clean = (html: string) => sanitizeRichText(purifier, html);

/** Parses sanitised output and lists every element with its attributes. */
const elementsOf = (html: string) => {
  const template = window.document.createElement("template");
  template.innerHTML = html;
  return [...template.content.querySelectorAll("*")].map((el) => ({
    tag: el.tagName.toLowerCase(),
    attrs: [...el.attributes].map((a) => ({ name: a.name.toLowerCase(), value: a.value })),
  }));
};

const tagName = fc.constantFrom(
  "p",
  "a",
  "br",
  "strong",
  "h3",
  "script",
  "img",
  "iframe",
  "svg",
  "style",
  "div",
  "span",
  "object",
  "embed",
  "form",
  "input",
  "math",
  "video",
  "body",
  "link",
  "meta",
  "em",
  "h1",
);
const attrName = fc.constantFrom(
  "href",
  "class",
  "onclick",
  "onerror",
  "onload",
  "onmouseover",
  "style",
  "src",
  "id",
  "xlink:href",
  "formaction",
  "srcdoc",
  "data-x",
  "action",
  "target",
);
const url = fc.constantFrom(
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "&#106;avascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:x",
  "https://example.com/x",
  "/movies/a",
  "mailto:a@b.c",
  "#top",
  "alert(1)",
);
const attrValue = fc.oneof(url, fc.string({ maxLength: 12 }));
const element: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.string({ maxLength: 10 }),
    fc
      .record({
        tag: tagName,
        attrs: fc.array(fc.tuple(attrName, attrValue), { maxLength: 3 }),
        children: fc.array(tie("node"), { maxLength: 3 }),
      })
      .map(
        ({ tag, attrs, children }) =>
          `<${tag}${attrs.map(([n, v]) => ` ${n}="${v.replace(/"/g, "&quot;")}"`).join("")}>${children.join("")}</${tag}>`,
      ),
  ),
})).node;

describe("rich text (spec 000 §5, 001 §5): DOMPurify with the allowed elements", () => {
  it("no script, event handler or javascript: URL survives; only the allowed elements and attributes (P)", () => {
    fc.assert(
      fc.property(fc.array(element, { maxLength: 4 }), (parts) => {
        const out = clean(parts.join(""));
        for (const el of elementsOf(out)) {
          expect(Object.keys(RICH_TEXT_ALLOWED)).toContain(el.tag);
          for (const attr of el.attrs) {
            expect(RICH_TEXT_ALLOWED[el.tag]).toContain(attr.name);
            expect(attr.name.startsWith("on")).toBe(false);
            if (attr.name === "href") {
              expect(
                [...attr.value]
                  .filter((ch) => ch.charCodeAt(0) > 32)
                  .join("")
                  .toLowerCase(),
              ).not.toMatch(/^(javascript|data|vbscript):/);
            }
          }
        }
        expect(out.toLowerCase()).not.toContain("<script");
      }),
      { numRuns: 300 },
    );
  });

  it("keeps p and a with their class, a's safe href, br, strong and h3", () => {
    const html =
      '<h3>Title</h3><p class="lead">Hello <strong>there</strong><br><a href="https://example.com/x" class="link">link</a></p>';
    expect(clean(html)).toBe(html);
  });

  it("drops attributes the element may not carry and unsafe links", () => {
    expect(clean('<strong class="x">a</strong><p href="/x" onclick="x()">b</p>')).toBe(
      "<strong>a</strong><p>b</p>",
    );
    expect(clean('<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>')).toBe(
      "<a>x</a>",
    );
  });
});

describe("comments (spec 000 §3, 001 §3): tags stripped for display", () => {
  it("the display text has no tags left (P)", () => {
    fc.assert(
      fc.property(fc.array(element, { maxLength: 4 }), (parts) => {
        const text = commentDisplayText(parts.join(""));
        expect(text).not.toMatch(/<[a-z!/][^>]*>/i);
      }),
      { numRuns: 300 },
    );
  });

  it("drops what parsers drop: '</>', '</ x>' and markup spelled by entities", () => {
    expect(commentDisplayText("a</>b")).toBe("a b");
    expect(commentDisplayText("a</ x>b")).toBe("a b");
    expect(commentDisplayText("&lt;b&gt;bold&lt;/b&gt; &lt;3")).toBe("bold <3");
  });

  it("keeps the words and drops the markup and script bodies", () => {
    expect(commentDisplayText("<p>Loved <strong>it</strong></p><script>alert(1)</script>")).toBe(
      "Loved it",
    );
    expect(commentDisplayText('<img src=x onerror="alert(1)">Nice &amp; calm')).toBe("Nice & calm");
  });

  it("text without tags is kept, white space collapsed (P)", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[<>&]/.test(s)),
        (s) => {
          expect(commentDisplayText(s)).toBe(s.replace(/\s+/g, " ").trim());
        },
      ),
    );
  });

  it("a draft is required and bounded", () => {
    expect(commentDraftError("   ")).toBe("This field is required");
    expect(commentDraftError("ok")).toBeNull();
    expect(commentDraftError("x".repeat(COMMENT_MAX_LENGTH + 1))).toMatch(/At most/);
  });
});
