import type { QueryClient } from "@tanstack/react-query";
import type { CatalogueApi } from "../core/ports.ts";
import type { AppActorRef } from "../machines/app.machine.ts";

/** What every route gets from the composition root (`createRootRouteWithContext`). */
export interface RouterContext {
  readonly queryClient: QueryClient;
  /** The root actor: guards read `sessionOf(app.system).getSnapshot()` synchronously. */
  readonly app: AppActorRef;
  /** The catalogue port: query option factories take it (ui never imports adapters). */
  readonly catalogue: CatalogueApi;
}
