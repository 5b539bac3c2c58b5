import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import {
  machinesOf,
  parseJournal,
  type ReplayedActor,
  replayJournal,
} from "../../scripts/replay.ts";
import { type ConsentSnapshot, selectConsentView } from "../../src/ui/consent.view.ts";
import { type SessionSnapshot, selectViewer } from "../../src/ui/session.view.ts";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal, visitorFrom } from "./visitors.ts";

const root = resolve(import.meta.dirname, "../..");

/**
 * A viewer's journey is journaled in the browser, exported from the dev panel (`?devtools`),
 * replayed headlessly with the code of `npm run replay`, and the replayed states are the
 * states the page shows: the dev panel's live actor table, the header, the consent bar.
 */
test("an exported journal replays to the states the page shows", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const { context, page } = await visitorFrom(browser, baseURL!, "ES");
  await acceptedAgeModal(context, baseURL!);
  await page.goto("/?devtools");

  // Accept the cookies, log in as a premium member, open a film.
  const bar = page.getByRole("region", { name: "Cookie consent" });
  await bar.getByRole("button", { name: "Accept all" }).click();
  await expect(bar).toBeHidden();
  const header = page.getByRole("banner");
  await header.getByRole("link", { name: "Login" }).click();
  const main = page.getByRole("main");
  await main.getByLabel("E-mail or username").fill("premium@cinema.test");
  await main.getByLabel("Password").fill("cinema-demo");
  await main.getByRole("button", { name: "Login" }).click();
  await header.getByRole("button", { name: "Account menu" }).click();
  await expect(header.getByRole("link", { name: "My Space" })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Films" }).click();
  await expect(page).toHaveURL(/\/movies$/);
  await page.locator(".grid a.card").first().click();
  await expect(page).toHaveURL(/\/movies\/[^/]+$/);
  // Let the welcome toast run out, so no timer fires between the export and the reading.
  await expect(page.getByText("Welcome back!")).toHaveCount(0, { timeout: 10_000 });

  // Export the journal as the dev panel does, and read the live states it shows.
  await page.getByRole("button", { name: "Open the dev panel" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export journal" }).click(),
  ]);
  const json = readFileSync(await download.path(), "utf8");
  const shown = new Map<string, string>();
  for (const row of await page.getByRole("table", { name: "Actors" }).getByRole("row").all()) {
    const id = (await row.getByRole("rowheader").textContent()) ?? "";
    shown.set(id.trim(), ((await row.getByRole("cell").textContent()) ?? "").trim());
  }

  // Replay it headlessly, with the code of `npm run replay`.
  const replayed = new Map<string, ReplayedActor>(
    replayJournal(parseJournal(json), await machinesOf(root)).map((r) => [r.actor, r]),
  );
  const session = replayed.get("session");
  const consent = replayed.get("consent");
  if (!session || !consent) throw new Error("the journal holds no session or consent actor");
  expect(session.machine).toBe("session");
  expect(consent.machine).toBe("consent");

  // Every machine actor the dev panel lists is where the replay ends.
  const compared: string[] = [];
  for (const [id, live] of shown) {
    const actor = replayed.get(id);
    if (!actor || actor.machine === null) continue;
    expect(actor.note, id).toBeUndefined();
    expect(`${JSON.stringify(actor.value)} (${actor.status})`, id).toBe(live);
    compared.push(id);
  }
  expect(compared).toEqual(expect.arrayContaining(["session", "consent", "toasts"]));

  // The session: a premium member, as the header shows.
  const viewer = selectViewer(session.snapshot as SessionSnapshot);
  expect(viewer).toMatchObject({ isLoggedIn: true, userType: "Premium" });
  await header.getByRole("button", { name: "Account menu" }).click();
  await expect(header.getByRole("link", { name: "My Space" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Log Out" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);

  // The consent: decided, no bar, and the decision is the one in the consent cookie.
  const consentView = selectConsentView(consent.snapshot as ConsentSnapshot);
  expect(consentView.barVisible).toBe(false);
  await expect(bar).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === "consent");
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? "null"))).toEqual(
    (consent.context as { consent: unknown }).consent,
  );

  // The journal holds no secret of the journey.
  expect(json).not.toContain("cinema-demo");
  await context.close();
});

/** The dev panel's live actor table: actor id to its shown state. */
async function shownActors(page: Page): Promise<Map<string, string>> {
  const shown = new Map<string, string>();
  for (const row of await page.getByRole("table", { name: "Actors" }).getByRole("row").all()) {
    const id = (await row.getByRole("rowheader").textContent()) ?? "";
    shown.set(id.trim(), ((await row.getByRole("cell").textContent()) ?? "").trim());
  }
  return shown;
}

/**
 * A watch session (issue 25): Play on a film's page, a quick seek and a pause with the keys,
 * a scene from the player's menu; its journal, exported from the dev panel and replayed
 * headlessly (keys, timers and video events as the journal holds them), ends the watch page's
 * play gate, player and view statistics where the page showed them.
 */
test("a watch session's journal replays to the states the watch page showed", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await visitorFrom(browser, baseURL!, "ES");
  await acceptedAgeModal(context, baseURL!);
  await page.goto("/movies/summer-tide?devtools");
  const bar = page.getByRole("region", { name: "Cookie consent" });
  await bar.getByRole("button", { name: "Accept all" }).click();
  await expect(bar).toBeHidden();

  await page.getByRole("button", { name: "▶ Play" }).click();
  await expect(page).toHaveURL(/\/watch\/movie\/108/);
  const videoTime = () => page.evaluate(() => document.querySelector("video")?.currentTime ?? 0);
  await expect.poll(videoTime, { timeout: 20_000 }).toBeGreaterThan(1);
  await page.locator("body").press("l");
  await expect.poll(videoTime, { timeout: 10_000 }).toBeGreaterThan(10);
  await page.locator("body").press("k");
  await expect.poll(() => page.evaluate(() => document.querySelector("video")?.paused)).toBe(true);
  await page.getByRole("button", { name: "Scenes" }).click();
  const scenes = page.locator(".player-scenes__list button");
  await scenes.nth(1).click();
  await expect(page).toHaveURL(/[?&]scene=1\b/);
  await expect
    .poll(() => page.evaluate(() => document.querySelector("video")?.seeking))
    .toBe(false);
  // Paused: no timer of the player or the statistics runs while the journal is read.
  await page.waitForTimeout(500);

  await page.getByRole("button", { name: "Open the dev panel" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export journal" }).click(),
  ]);
  const json = readFileSync(await download.path(), "utf8");
  const shown = await shownActors(page);

  const replayed = new Map<string, ReplayedActor>(
    replayJournal(parseJournal(json), await machinesOf(root)).map((r) => [r.actor, r]),
  );
  for (const id of ["playGate.watch", "player", "viewStats"]) {
    const live = shown.get(id);
    const actor = replayed.get(id);
    expect(live, `${id} on the dev panel`).toBeTruthy();
    expect(actor?.note, id).toBeUndefined();
    expect(`${JSON.stringify(actor?.value)} (${actor?.status})`, id).toBe(live);
  }
  const player = replayed.get("player")!;
  expect(JSON.stringify(player.value)).toContain("paused");
  // The replayed player went where the page went: the chosen scene's start.
  const at = await videoTime();
  expect(
    (player.context as { seekTargetS: number | null; currentTimeS: number }).currentTimeS,
  ).toBeCloseTo(at, 0);
  await context.close();
});
