// @vitest-environment jsdom
/**
 * Fetching the player's code without running it (a title page when idle): one module preload
 * link per file, none for a file the page links already, nothing outside a build.
 */
import { describe, expect, it } from "vitest";
import { fetchPlayerCode, playerCodeUrls } from "../../src/adapters/video/playerCode.ts";

const links = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => [
    link.getAttribute("href"),
    link.getAttribute("fetchpriority"),
  ]);

describe("the player's code", () => {
  it("reads the build's padded list; outside a build there is none", () => {
    expect(playerCodeUrls()).toEqual([]);
    expect(playerCodeUrls("/assets/videojs-a1.js,/assets/video.es-b2.js          ")).toEqual([
      "/assets/videojs-a1.js",
      "/assets/video.es-b2.js",
    ]);
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
});
