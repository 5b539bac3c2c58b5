// @vitest-environment jsdom
/**
 * Fetching the player's code without running it (a title page when idle): one module preload
 * link per file, none for a file the page links already, nothing where the page names none.
 */
import { describe, expect, it } from "vitest";
import { fetchPlayerCode, playerCodeUrls } from "../../src/adapters/video/playerCode.ts";

const links = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => [
    link.getAttribute("href"),
    link.getAttribute("fetchpriority"),
  ]);

describe("the player's code", () => {
  it("reads the files the build named in the page's head; without the tag there are none", () => {
    document.head.innerHTML = "";
    expect(playerCodeUrls(document)).toEqual([]);
    document.head.innerHTML =
      '<meta name="cinema-player-code" content="/assets/videojs-a1.js,/assets/video.es-b2.js">';
    expect(playerCodeUrls(document)).toEqual(["/assets/videojs-a1.js", "/assets/video.es-b2.js"]);
  });

  it("is fetched by module preload links at low priority, once per file", () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/app-c3.js">';
    const urls = ["/assets/videojs-a1.js", "/assets/app-c3.js", "/assets/video.es-b2.js"];
    fetchPlayerCode(document, urls);
    fetchPlayerCode(document, urls);
    expect(links()).toEqual([
      ["/assets/app-c3.js", null],
      ["/assets/videojs-a1.js", "low"],
      ["/assets/video.es-b2.js", "low"],
    ]);
  });

  it("adds four links per task, the rest in the tasks after, each file once", () => {
    document.head.innerHTML = "";
    const urls = Array.from({ length: 9 }, (_, i) => `/assets/chunk-${i}.js`);
    const tasks: (() => void)[] = [];
    fetchPlayerCode(document, urls, (run) => tasks.push(run));
    fetchPlayerCode(document, urls, (run) => tasks.push(run));
    const batches = [links().length];
    while (tasks.length > 0) {
      tasks.shift()?.();
      batches.push(links().length);
    }
    expect(batches).toEqual([4, 8, 9]);
    expect(links().map(([href]) => href)).toEqual(urls);
  });
});
