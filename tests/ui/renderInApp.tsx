import type { ReactNode } from "react";
import type { AppActorRef } from "../../src/machines/app.machine.ts";
import type { FeatureEffects } from "../../src/ui/features.ts";
import { AppActorProvider, type FeatureEffectsSource } from "../../src/ui/system.tsx";
import { renderWithRouter, type TestRouterContext } from "./renderWithRouter.tsx";

/** Feature effects that refuse to run: a test that opens a feature gives its own. */
export const noFeatureEffects: FeatureEffects = {
  ageVerificationPage: () => {
    throw new Error("this test gives no age verification page effects");
  },
  search: () => {
    throw new Error("this test gives no search effects");
  },
  playGate: () => {
    throw new Error("this test gives no play gate effects");
  },
  player: () => {
    throw new Error("this test gives no player effects");
  },
  viewStats: () => {
    throw new Error("this test gives no view stats effects");
  },
  playback: {
    continueWatching: () => Promise.reject(new Error("this test gives no playback reads")),
    mediaText: () => Promise.reject(new Error("this test gives no playback reads")),
    storedPlayerPreferences: () => undefined,
    preparePlayCall: () => {},
    fetchPlayerCode: () => {},
    preloadPlayer: () => {},
  },
};

/** Renders containers inside the app system (and a memory router), as main.tsx mounts them. */
export function renderInApp(
  ui: () => ReactNode,
  app: AppActorRef,
  features: FeatureEffectsSource = noFeatureEffects,
  path = "/",
  context?: TestRouterContext,
) {
  return renderWithRouter(
    () => (
      <AppActorProvider actor={app} features={features}>
        {ui()}
      </AppActorProvider>
    ),
    path,
    context,
  );
}
