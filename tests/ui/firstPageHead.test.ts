// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { dropFirstPageHead } from "../../src/ui/layout/firstPageHead.ts";

describe("the first page's head, after the viewer has moved on", () => {
  it("loses its JSON-LD, preview tags, canonical and prev/next; keeps the rest", () => {
    document.head.innerHTML = `<meta charset="UTF-8"><title>A film · Cinema</title>
<meta name="viewport" content="width=device-width">
<link rel="canonical" href="https://cinema.example/movies/a-film">
<link rel="next" href="https://cinema.example/movies?page=2">
<link rel="prev" href="https://cinema.example/movies">
<meta property="og:title" content="A film"><meta name="twitter:card" content="summary">
<script type="application/ld+json">{"@type":"Movie"}</script>
<link rel="icon" href="/favicon.svg">`;
    dropFirstPageHead(document.head);
    expect([...document.head.children].map((e) => e.outerHTML)).toEqual([
      '<meta charset="UTF-8">',
      "<title>A film · Cinema</title>",
      '<meta name="viewport" content="width=device-width">',
      '<link rel="icon" href="/favicon.svg">',
    ]);
  });
});
