import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  firstSegmentUri,
  lowestVariantUri,
  warmStream,
} from "../../src/adapters/video/warmStream.ts";

const media = resolve(import.meta.dirname, "../../server/media/film");
const master = readFileSync(resolve(media, "master.m3u8"), "utf8");
const rendition = readFileSync(resolve(media, "240p/index.m3u8"), "utf8");

describe("warming a stream's first requests", () => {
  it("picks the rendition VHS starts with (the lowest bandwidth) and its first segment", () => {
    expect(lowestVariantUri(master)).toBe("240p/index.m3u8");
    const reordered = [
      "#EXTM3U",
      "#EXT-X-STREAM-INF:BANDWIDTH=391040,RESOLUTION=1280x720",
      "720p/index.m3u8",
      "#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=1,BANDWIDTH=151904",
      "",
      "low/index.m3u8",
    ].join("\r\n");
    expect(lowestVariantUri(reordered)).toBe("low/index.m3u8");
    expect(lowestVariantUri("#EXTM3U\n#EXTINF:2,\na.ts")).toBeNull();
    expect(firstSegmentUri(rendition)).toBe("segment-000.mpegts");
    expect(firstSegmentUri("#EXTM3U\n#EXT-X-ENDLIST")).toBeNull();
  });

  it("requests the master, the rendition and the first segment, resolved from the page", async () => {
    const asked: string[] = [];
    const answers: Record<string, string> = {
      "http://x.test/media/s/T/films/3/master.m3u8": master,
      "http://x.test/media/s/T/films/3/240p/index.m3u8": rendition,
      "http://x.test/media/s/T/films/3/240p/segment-000.mpegts": "bytes",
    };
    await warmStream("/media/s/T/films/3/master.m3u8", "http://x.test/film/a/watch", (url) => {
      asked.push(url);
      const body = answers[url];
      return Promise.resolve(new Response(body ?? "", { status: body ? 200 : 404 }));
    });
    expect(asked).toEqual(Object.keys(answers));
  });

  it("stops quietly at the first failure (VHS asks again and reports it)", async () => {
    const asked: string[] = [];
    await expect(
      warmStream("/m/master.m3u8", "http://x.test/", (url) => {
        asked.push(url);
        return Promise.resolve(new Response("", { status: 403 }));
      }),
    ).resolves.toBeUndefined();
    await warmStream("/m/master.m3u8", "http://x.test/", () => Promise.reject(new Error("net")));
    expect(asked).toEqual(["http://x.test/m/master.m3u8"]);
  });
});
