import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { actorImportsOfView } from "./dependencyRule.ts";

const root = resolve(import.meta.dirname, "../..");
const playerDir = join(root, "src/ui/player");

/**
 * The player's components that still own actors without a `*Container.tsx` name (the Play
 * buttons and continue-watching rows, outside the watch page). This list only shrinks.
 */
const NOT_YET_SPLIT = [
  "ContinueWatching.tsx",
  "InProgress.tsx",
  "PlayActions.tsx",
  "PlayButton.tsx",
  "PlayGateFlow.tsx",
];

const components = readdirSync(playerDir).filter((name) => name.endsWith(".tsx"));
const views = components.filter(
  (name) => !name.endsWith("Container.tsx") && !NOT_YET_SPLIT.includes(name),
);

describe("a view gets props, never an actor (src/ui/player)", () => {
  it("the watch page's views import no actor, no actor hook and no machine", () => {
    expect(views).toEqual(expect.arrayContaining(["Player.tsx", "WatchViews.tsx"]));
    const found = views.flatMap((name) =>
      actorImportsOfView(`src/ui/player/${name}`, readFileSync(join(playerDir, name), "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("the list of components not yet split holds only ones that still reach an actor", () => {
    for (const name of NOT_YET_SPLIT) {
      const source = readFileSync(join(playerDir, name), "utf8");
      expect(actorImportsOfView(name, source), name).not.toEqual([]);
    }
  });

  it("flags a view that takes an actor, not one that takes a type", () => {
    expect(
      actorImportsOfView("src/ui/player/V.tsx", 'import { useSelector } from "@xstate/react";'),
    ).toHaveLength(1);
    expect(
      actorImportsOfView("src/ui/player/V.tsx", 'import { useFeatureActor } from "../system.tsx";'),
    ).toHaveLength(1);
    expect(
      actorImportsOfView(
        "src/ui/player/V.tsx",
        'import { playerMachine } from "../../machines/player.machine.ts";',
      ),
    ).toHaveLength(1);
    expect(
      actorImportsOfView(
        "src/ui/player/V.tsx",
        'import type { PlayGrant } from "../../machines/playGate.machine.ts";',
      ),
    ).toEqual([]);
  });
});
