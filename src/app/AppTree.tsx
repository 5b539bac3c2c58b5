/**
 * The app's React tree, the same on the server (src/app/entry-server.tsx, around
 * `RouterServer`) and in the browser (src/app/mount.tsx, around `RouterClient`): a first
 * render in the browser that differs from the server's would be a hydration mismatch.
 */
import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import type { AppActorRef } from "../machines/app.machine.ts";
import { DevPanelSlot } from "../ui/devPanel/DevPanelSlot.tsx";
import { FirstViewportWidth } from "../ui/firstViewport.ts";
import { LibraryForMembers } from "../ui/library/LibraryForMembers.tsx";
import { AppActorProvider, type FeatureEffectsSource } from "../ui/system.tsx";
import { devtoolsStored } from "./flags.ts";
import type { Journal } from "./journal.ts";

/** The dev panel's opt-in this browser keeps, read once the page is drawn. */
const storedDevtools = () => devtoolsStored(() => window.localStorage);

export interface AppTreeProps {
  readonly app: AppActorRef;
  readonly features: FeatureEffectsSource;
  readonly queryClient: QueryClient;
  readonly journal: Journal;
  /** The address asked for the dev panel (`?devtools`). */
  readonly devtools: boolean;
  /** The viewport width the first render draws for (core `firstRenderWidthFor`). */
  readonly firstWidth: number;
  /** `<RouterServer>` on the server, `<RouterClient>` (or `<RouterProvider>`) in the browser. */
  readonly children: ReactNode;
}

export function AppTree(props: AppTreeProps) {
  const { app, features, queryClient, journal, devtools, firstWidth, children } = props;
  return (
    <StrictMode>
      <FirstViewportWidth.Provider value={firstWidth}>
        <AppActorProvider actor={app} features={features}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
          <LibraryForMembers />
          <DevPanelSlot
            asked={devtools}
            stored={storedDevtools}
            journal={journal}
            app={app}
            onExport={journal.exportJson}
          />
        </AppActorProvider>
      </FirstViewportWidth.Provider>
    </StrictMode>
  );
}
