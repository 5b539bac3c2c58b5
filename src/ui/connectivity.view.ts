/** The seam between the connectivity machine and its view. */
import type { SnapshotFrom } from "xstate";
import type { connectivityMachine } from "../machines/connectivity.machine.ts";

export type ConnectivitySnapshot = SnapshotFrom<typeof connectivityMachine>;

export const selectIsOffline = (snapshot: ConnectivitySnapshot): boolean =>
  snapshot.matches("offline");
