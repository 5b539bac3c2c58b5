/**
 * Issue 24: the server's render answers with the status of the route matching that renders
 * the page, guards' redirects are HTTP redirects on a first load, and the browser does not
 * ask the API again for what the server rendered.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal, holdPageCode, loginAs, PERSON_USER_AGENT } from "./visitors.ts";

/** The paths of the API calls the page makes from now on, as they are made. */
function apiCallsOf(page: Page): readonly string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/")) calls.push(path);
  });
  return calls;
}

test("a guest's /profile and a member's /login are HTTP redirects; unknown pages are 404", async ({
  request,
  page,
  context,
  baseURL,
}) => {
  const guest = await request.get("/profile", { maxRedirects: 0 });
  expect(guest.status()).toBe(302);
  expect(guest.headers().location).toBe("/login?redirect=%2Fprofile");
  expect((await request.get("/this/page/does-not-exist")).status()).toBe(404);
  expect((await request.get("/movies?page=999")).status()).toBe(404);
  const paged = await request.get("/movies?page=1", { maxRedirects: 0 });
  expect(paged.status()).toBe(301);
  expect(paged.headers().location).toBe("/movies");

  await acceptedAgeModal(context, baseURL!);
  await page.goto("/login");
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill("premium@cinema.test");
  await page
    .getByLabel(/password/i)
    .first()
    .fill("cinema-demo");
  await page
    .getByRole("button", { name: /log ?in/i })
    .last()
    .click();
  await expect(page).not.toHaveURL(/\/login/);
  const member = await page.request.get("/login", { maxRedirects: 0 });
  expect([301, 302, 307]).toContain(member.status());
});

test("a login pressed before the page's code has loaded is held, and sent once the page has hydrated: the member ends logged in", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptedAgeModal(context, baseURL!);
  // The page's code is held back until the viewer has pressed, as on a slow phone.
  const release = await holdPageCode(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.method());
  });
  // goto waits for hydration (journey.ts): it is let go once the code may load.
  const loaded = page.goto("/login");
  const main = page.getByRole("main");
  await main.getByLabel("E-mail or username").fill("premium@cinema.test");
  await main.getByLabel("Password").fill("cinema-demo");
  await main.getByRole("button", { name: "Login" }).click();
  await page.waitForTimeout(500);
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  await expect(main.getByLabel("E-mail or username")).toHaveValue("premium@cinema.test");
  release();
  await loaded;
  await expect(page).toHaveURL(/\/profile$/);
  expect(documents).not.toContain("POST");
});

test("a film page's first load asks the API for nothing the server rendered", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptedAgeModal(context, baseURL!);
  const calls = apiCallsOf(page);
  await page.goto("/movies/gentle-orchard");
  await expect(page.getByRole("heading", { level: 1, name: "Gentle Orchard" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The film, the settings, promos and logos came with the page (the comments, the related
  // rows and the films' behind the scenes, `/movies/bts`, are read by the browser after it).
  expect(
    calls.filter((path) =>
      /^\/api\/(movies\/(?!bts$)[^/]+|settings|top-header-promos|countdown-promos|logos)$/.test(
        path,
      ),
    ),
  ).toEqual([]);
});

test("the sign-up's first load asks the API for no plans: the page brought them (spec 001 §7)", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptedAgeModal(context, baseURL!);
  const calls = apiCallsOf(page);
  await page.goto("/sign-up");
  await expect(page.locator(".plan-card").filter({ hasText: "Annual" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(calls.filter((path) => path === "/api/plans")).toEqual([]);
});

/** The `<img>` tags and image preloads of a page's HTML as a phone asks for it. */
async function imagesOf(request: APIRequestContext, path: string) {
  const html = await (
    await request.get(path, {
      headers: {
        "user-agent":
          "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
      },
    })
  ).text();
  return {
    images: html.match(/<img\b[^>]*>/g) ?? [],
    preloads: html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [],
  };
}

test("a film page's footer is a Suspense boundary of its own in the server's HTML, so it hydrates apart from the page; its links work", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // React opens a boundary the server had resolved with <!--$-->; one it streamed later (a
  // process's first page may wait for a part's code) comes in a hidden <div id="S:n">. Either
  // way the browser hydrates it in a pass of its own, after the page's first task.
  const html = await (await request.get("/movies/the-secret-bridge")).text();
  expect(html).toMatch(/(<!--\$-->|<div hidden id="S:\d+">)<footer class="site-footer">/);

  await acceptedAgeModal(context, baseURL!);
  await page.goto("/movies/the-secret-bridge");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Team" }).click();
  await expect(page).toHaveURL(/\/team$/);
});

test("a film page's actor system starts in a task after the hydration's commit: at the hydrated mark the consent defaults are not pushed yet, then they are", async ({
  page,
}) => {
  // The mark is set in the first render's effects; a MutationObserver reports it before that
  // task ends. The consent machine pushes its defaults to the dataLayer when the system starts.
  await page.addInitScript(() => {
    const seen = window as { dataLayer?: unknown[]; atHydratedMark?: string };
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute("data-hydrated")) return;
      observer.disconnect();
      seen.atHydratedMark = JSON.stringify(seen.dataLayer ?? []);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  await page.goto("/movies/the-secret-bridge");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const dataLayer = () =>
    page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
  expect(await page.evaluate(() => (window as { atHydratedMark?: string }).atHydratedMark)).toBe(
    "[]",
  );
  await expect.poll(async () => JSON.stringify(await dataLayer())).toContain('"1":"default"');
});

test("a film page's one high-priority image is its cover; the poster, hidden on a phone, is lazy and not preloaded", async ({
  request,
}) => {
  const { images, preloads } = await imagesOf(request, "/movies/gentle-orchard");
  const high = images.filter((img) => img.includes('fetchPriority="high"'));
  expect(high).toHaveLength(1);
  expect(high[0]).toContain("/cover/");
  const poster = images.find((img) => img.includes("/poster/gentle-orchard"));
  expect(poster).toContain('loading="lazy"');
  expect(preloads.filter((link) => link.includes("/poster/gentle-orchard"))).toEqual([]);
  expect(preloads.some((link) => link.includes("/cover/gentle-orchard"))).toBe(true);
});

test("a person page's portrait, its largest picture at the top, is fetched first", async ({
  page,
  request,
}) => {
  await page.goto("/cast");
  const href = await page
    .getByRole("main")
    .locator('a[href^="/cast/"]')
    .first()
    .getAttribute("href");
  const { images } = await imagesOf(request, href ?? "/cast");
  const portrait = images.find((img) => img.includes("person-page__portrait"));
  expect(portrait).toContain('fetchPriority="high"');
});

/**
 * When the page's largest paint happened and when its first script was asked for, on a phone's
 * slow link (150 ms, 1.6 Mbps: Lighthouse's mobile figures), read by the page itself.
 */
async function firstScreenThenScripts(page: Page, path: string) {
  await page.setViewportSize({ width: 412, height: 823 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  await page.goto(path);
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((entry) => /\/assets\/.*\.js/.test(entry.name)),
  );
  return page.evaluate(async () => {
    const lcp = await new Promise<PerformanceEntry>((resolve) =>
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        if (last) resolve(last);
      }).observe({ type: "largest-contentful-paint", buffered: true }),
    );
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.*\.js/.test(entry.name))
      .map((entry) => entry.startTime);
    // The picture's own download: the scripts must not share the link with it.
    const url = (lcp as unknown as { url: string }).url;
    const picture = performance.getEntriesByType("resource").find((entry) => entry.name === url) as
      | PerformanceResourceTiming
      | undefined;
    return {
      pictureLoaded: picture?.responseEnd ?? Number.POSITIVE_INFINITY,
      element: (lcp as unknown as { element: Element | null }).element?.outerHTML ?? "",
      firstScript: Math.min(...scripts),
      headScripts: document.head.querySelectorAll(
        'script[type="module"], link[rel="modulepreload"]',
      ).length,
    };
  });
}

test("a film page's start-up code is asked for after its cover is painted, so the cover has a slow link to itself", async ({
  page,
  request,
}) => {
  // In the HTML, the head asks for no script: the page's end does, after the first screen.
  const html = await (await request.get("/movies/gentle-orchard")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
  const seen = await firstScreenThenScripts(page, "/movies/gentle-orchard");
  expect(seen.element).toContain("/cover/gentle-orchard");
  // Asked for once the cover has come down the link: its download had the link to itself.
  // (Not against the LCP's time: that is the frame's presentation, which the compositor may
  // report a few ms after the page's next frames have run, under load.)
  expect(seen.firstScript).toBeGreaterThanOrEqual(seen.pictureLoaded);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a person page's start-up code is asked for after its portrait is painted", async ({
  page,
}) => {
  await page.goto("/cast");
  const href = await page
    .getByRole("main")
    .locator('a[href^="/cast/"]')
    .first()
    .getAttribute("href");
  const seen = await firstScreenThenScripts(page, href ?? "/cast");
  expect(seen.element).toContain("person-page__portrait");
  expect(seen.firstScript).toBeGreaterThanOrEqual(seen.pictureLoaded);
});

test("renders at the same time keep each visitor's own session, nonce and cookies", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptedAgeModal(context, baseURL!);
  await loginAs(page, "premium");
  const memberCookies = (await context.cookies())
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join("; ");
  const render = async (cookie: string) => {
    const res = await fetch(`${baseURL}/movies/summer-tide`, {
      headers: { accept: "text/html", "user-agent": PERSON_USER_AGENT, cookie },
    });
    const html = await res.text();
    const content = /<meta name="cinema-config" content="([^"]*)">/.exec(html)?.[1] ?? "{}";
    const config = JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, "&")) as {
      start?: { user?: { email?: string } };
    };
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    return {
      html,
      email: config.start?.user?.email ?? null,
      nonce,
      scriptNonces: [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]),
      setCookie: res.headers.get("set-cookie"),
    };
  };
  // Members and guests interleaved, all under way at once.
  const visitors = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? "member" : "guest"));
  const answers = await Promise.all(
    visitors.map((who) => render(who === "member" ? memberCookies : "age_restriction=true")),
  );
  answers.forEach((answer, i) => {
    if (visitors[i] === "member") expect(answer.email).toBe("premium@cinema.test");
    else {
      expect(answer.email).toBeNull();
      expect(answer.html).not.toContain("premium@cinema.test");
      expect(answer.setCookie ?? "").not.toContain("Authorization");
    }
    expect(answer.nonce).toBeTruthy();
    expect(answer.scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(answer.scriptNonces)).toEqual(new Set([answer.nonce]));
  });
  expect(new Set(answers.map((answer) => answer.nonce)).size).toBe(answers.length);
});
