import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeDevice } from "../../src/core/deviceSessions.ts";

describe("a session is named by its device and browser (issue 26)", () => {
  it("names the common devices and browsers (Edge and Opera before Chrome, Chrome before Safari)", () => {
    const cases: [string, string, string][] = [
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
        "iPhone",
        "Safari",
      ],
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
        "Windows computer",
        "Edge",
      ],
      [
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
        "Android phone",
        "Chrome",
      ],
      [
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0",
        "Mac",
        "Firefox",
      ],
      [
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
        "Linux computer",
        "Chrome",
      ],
    ];
    for (const [agent, device, browser] of cases) {
      expect(describeDevice(agent)).toEqual({ device, browser });
    }
    expect(describeDevice(null)).toEqual({ device: "Unknown device", browser: "Unknown browser" });
  });

  it("always answers a name for both, whatever the user agent (P)", () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 300 })), (agent) => {
        const { device, browser } = describeDevice(agent);
        expect(device.length).toBeGreaterThan(0);
        expect(browser.length).toBeGreaterThan(0);
      }),
    );
  });
});
