/**
 * Runs the member's library for the app's life (mounted once by the composition root, loaded
 * after the first page): a feature actor spawned into the one system as `library`.
 */
import { useMemo } from "react";
import { LIBRARY_ID, libraryMachine } from "../../machines/library.machine.ts";
import { useFeatureActor, useFeatureEffects } from "../system.tsx";
import type { LibraryFeature } from "./feature.ts";

function RunLibrary({ feature }: { readonly feature: LibraryFeature }) {
  const logic = useMemo(() => feature.library(libraryMachine), [feature]);
  useFeatureActor(LIBRARY_ID, logic);
  return null;
}

export default function LibraryRoot() {
  const feature = useFeatureEffects().library;
  return feature ? <RunLibrary feature={feature} /> : null;
}
